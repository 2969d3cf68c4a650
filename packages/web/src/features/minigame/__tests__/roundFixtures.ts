import { type MinigameRound, sha256Hex } from '@kbet/sdk';

/** A 32-byte seed from one repeated byte, so every test draw is fixed. */
export const seedOf = (byte: number): string => byte.toString(16).padStart(2, '0').repeat(32);

export const SALT = 'e5257f4ea54e7a7d55628dba729bae6dbed132b946f6f9e6b7529bd26ba8df1d';

/**
 * A round as GET /minigame/rounds answers it: drawn with a seed whose SHA-256 is its commitment, or still open.
 * `tamper` publishes a commitment the seed does not hash to.
 */
export function roundOf(
  gameId: string,
  round: number,
  { drawn = true, tamper = false }: { drawn?: boolean; tamper?: boolean } = {},
): MinigameRound {
  const seed = seedOf(round);
  return {
    id: 1000 + round,
    gameId,
    round,
    kstDay: '2026-11-26',
    status: drawn ? 'settled' : 'open',
    startAt: '2026-11-26T00:00:00.000Z',
    closeAt: '2026-11-26T00:04:30.000Z',
    drawAt: '2026-11-26T00:05:00.000Z',
    commitment: tamper ? sha256Hex(seedOf(round + 1)) : sha256Hex(seed),
    seed: drawn ? seed : null,
    salt: SALT,
    chainIndex: round,
  };
}
