import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../fairness/createDrawStream';
import { randomInt } from '../../fairness/randomInt';
import { drawMinigameRound } from '../drawMinigameRound';
import { MINIGAME_FAMILIES, minigameFamily } from '../minigameFamilies';
import type { MinigameFamilyId } from '../minigameFamily';
import { MINIGAME_GAMES } from '../minigameGames';
import { chiSquare, chiSquareCritical } from './chiSquare';

/**
 * Draws per game. The unit suite runs 5,000 per game (each family's games pooled: 5,000 to 40,000 per family);
 * the full check of the issue is `KBET_CHI_SQUARE_DRAWS=1000000 npx vitest run --project sdk chiSquare`.
 * Seeds are fixed, so the result is the same on every run.
 */
const DRAWS = Number(process.env.KBET_CHI_SQUARE_DRAWS ?? 5000);
const SALT = createHash('sha256').update('kbet chi-square salt').digest('hex');
const seedOf = (gameId: string) => createHash('sha256').update(`kbet chi-square ${gameId}`).digest('hex');

const families = Object.keys(MINIGAME_FAMILIES) as MinigameFamilyId[];

describe.each(families)('chi-square of seeded draws: %s', (familyId) => {
  const games = MINIGAME_GAMES.filter((g) => g.family === familyId);
  it(`matches the exact distribution (${DRAWS} draws per game)`, {
    timeout: Math.max(10_000, DRAWS * games.length),
  }, () => {
    const family = minigameFamily(familyId);
    const { total, weights } = family.distribution();
    const all = new Map<string, number>();
    for (const game of games) {
      const counts = new Map<string, number>();
      const seed = seedOf(game.id);
      for (let roundNo = 1; roundNo <= DRAWS; roundNo += 1) {
        const key = family.cellKey(drawMinigameRound({ gameId: game.id, seed, roundNo, salt: SALT }));
        counts.set(key, (counts.get(key) ?? 0) + 1);
        all.set(key, (all.get(key) ?? 0) + 1);
      }
      const { statistic, degrees } = chiSquare(counts, weights, total);
      expect(statistic, `${game.id}: χ² ${statistic.toFixed(1)} on ${degrees} df`).toBeLessThan(
        chiSquareCritical(degrees),
      );
    }
    const { statistic, degrees } = chiSquare(all, weights, total);
    expect(statistic, `${familyId}: χ² ${statistic.toFixed(1)} on ${degrees} df`).toBeLessThan(
      chiSquareCritical(degrees),
    );
  });
});

describe('the chi-square check itself', () => {
  it('catches a biased draw: rungs 3 one time in three instead of one in two', () => {
    const { total, weights } = MINIGAME_FAMILIES.ladder.distribution();
    const counts = new Map<string, number>();
    const seed = seedOf('biased');
    for (let roundNo = 1; roundNo <= 5000; roundNo += 1) {
      const stream = createDrawStream({ seed, gameId: 'biased', roundNo, salt: SALT });
      const start = randomInt(stream, 2) === 0 ? 'left' : 'right';
      const key = `${start}:${randomInt(stream, 3) === 0 ? 3 : 4}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const { statistic, degrees } = chiSquare(counts, weights, total);
    expect(statistic).toBeGreaterThan(chiSquareCritical(degrees));
  });

  it('refuses outcomes outside the space and pools rare cells', () => {
    expect(() => chiSquare(new Map([['x', 1]]), new Map([['a', 1n]]), 1n)).toThrow('outside the space');
    const rare = chiSquare(
      new Map([['a', 100]]),
      new Map([
        ['a', 999n],
        ['b', 1n],
      ]),
      1000n,
    );
    expect(rare.degrees).toBe(0);
    expect(chiSquareCritical(1)).toBeGreaterThan(15);
  });
});
