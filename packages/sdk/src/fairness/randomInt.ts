import type { DrawStream } from './createDrawStream';

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in [0, n) by rejection sampling: a word `u` is used as `u mod n` only when it is below
 * `floor(2^32 / n) × n`, otherwise the next word is read, so there is no modulo bias and no float.
 * @example randomInt(stream, 28) // 0 … 27
 */
export function randomInt(stream: DrawStream, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`randomInt: n must be an integer in [1, 2^32], got ${n}`);
  }
  const limit = Math.floor(TWO_POW_32 / n) * n;
  for (;;) {
    const u = stream.nextUint32();
    if (u < limit) return u % n;
  }
}
