import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawMinigameRound } from '../../minigame/drawMinigameRound';
import { MINIGAME_GAMES } from '../../minigame/minigameGames';
import { createDrawStream } from '../createDrawStream';
import goldenVectors from '../goldenVectors.json';
import { buildHashChain, chainSeed } from '../hashChain';
import { verifyRound } from '../verifyRound';
import type { GoldenVectors } from './goldenVectorCases';

const vectors: GoldenVectors = goldenVectors as GoldenVectors;
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('golden vectors (fairness/goldenVectors.json, shared with the server and the CLI)', () => {
  it('cover every game, valid and invalid rounds, and the spec example', () => {
    expect(new Set(vectors.rounds.map((r) => r.gameId))).toEqual(new Set(MINIGAME_GAMES.map((g) => g.id)));
    expect(vectors.rounds.some((r) => !r.valid)).toBe(true);
    expect(vectors.rounds.some((r) => r.gameId === 'donghang' && r.salt === '00'.repeat(32))).toBe(true);
  });

  it.each(
    vectors.rounds.map(
      (r) => [`${r.gameId} #${r.roundNo}${r.valid ? '' : ' (wrong commitment)'}`, r] as const,
    ),
  )('%s verifies to the stored outcome', (_, round) => {
    expect(verifyRound(round.gameId, round)).toEqual({ valid: round.valid, outcome: round.outcome });
  });

  it.each(vectors.streams.map((s) => [s.gameId, s] as const))(
    '%s: the byte stream gives the stored words',
    (_, s) => {
      const stream = createDrawStream(s);
      expect(Array.from({ length: s.words.length }, () => stream.nextUint32())).toEqual(s.words);
    },
  );
});

describe('verifyRound', () => {
  it('a revealed seed reproduces the round drawn when it was secret, and links to the commitment before it', () => {
    fc.assert(
      fc.property(
        hex32,
        hex32,
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...MINIGAME_GAMES.map((g) => g.id)),
        (terminal, salt, length, gameId) => {
          const chain = buildHashChain({ terminal, length, interval: 2 });
          for (let roundNo = 1; roundNo <= length; roundNo += 1) {
            // The server draws with x[k] while only x[k-1] is public …
            const drawn = drawMinigameRound({ gameId, seed: chainSeed(chain, roundNo), roundNo, salt });
            // … and anyone verifies after x[k] is revealed.
            const seed = chainSeed(chain, roundNo);
            const checked = verifyRound(gameId, {
              seed,
              previous: chainSeed(chain, roundNo - 1),
              roundNo,
              salt,
            });
            expect(checked).toEqual({ valid: true, outcome: drawn });
          }
        },
      ),
      { seed: 34, numRuns: 40 },
    );
  });

  it('flags a seed that does not hash to the commitment, whatever it draws', () => {
    fc.assert(
      fc.property(hex32, hex32, hex32, (seed, previous, salt) => {
        fc.pre(previous !== seed);
        return !verifyRound('donghang', { seed, previous, roundNo: 1, salt }).valid;
      }),
      { seed: 55, numRuns: 50 },
    );
  });

  it('refuses a malformed seed, salt, round number or an unknown game with a typed error', () => {
    const ok = { seed: 'ab'.repeat(32), previous: 'cd'.repeat(32), roundNo: 1, salt: '00'.repeat(32) };
    expect(() => verifyRound('nope', ok)).toThrow(expect.objectContaining({ field: 'gameId' }));
    expect(() => verifyRound('donghang', { ...ok, seed: 'ab' })).toThrow(
      expect.objectContaining({ field: 'seed' }),
    );
    expect(() => verifyRound('donghang', { ...ok, salt: '' })).toThrow(
      expect.objectContaining({ field: 'salt' }),
    );
    expect(() => verifyRound('donghang', { ...ok, roundNo: -3 })).toThrow(
      expect.objectContaining({ field: 'roundNo' }),
    );
    expect(verifyRound('donghang', { ...ok, previous: 'not hex' }).valid).toBe(false);
  });
});
