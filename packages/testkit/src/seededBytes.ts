import { createHash } from 'node:crypto';

/**
 * Chain secrets from a fixed seed (the mini-game engine's randomBytes): the same rounds on every run.
 * @example createMinigameEngine({ sql, clock, randomBytes: seededBytes('minigame-test') })
 */
export function seededBytes(seed: string): (size: number) => Uint8Array {
  let counter = 0;
  return (size) => {
    const out = Buffer.alloc(size);
    for (let at = 0; at < size; at += 32) {
      createHash('sha256').update(`${seed}:${counter}`).digest().copy(out, at);
      counter += 1;
    }
    return new Uint8Array(out);
  };
}
