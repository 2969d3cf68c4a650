import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../fairness/createDrawStream';
import { randomInt } from '../../fairness/randomInt';
import { drawMinigameRound } from '../drawMinigameRound';
import { MINIGAME_FAMILIES, minigameFamily } from '../minigameFamilies';
import type { MinigameFamilyId } from '../minigameFamilyIds';
import { MINIGAME_GAMES } from '../minigameGames';
import { chiSquare, chiSquareCritical } from './chiSquare';
import { nodeDrawStream } from './nodeDrawStream';

/**
 * Draws per game. Measured on the 2-core CI machine: 10^6 draws of all 26 games take about 490 s through the SDK's
 * portable HMAC and about 130 s through node:crypto's (keno and the keno ladder cost the most: 11-14 s each), far
 * above the suite's budget, and vitest's files share the same 2 cores, so splitting per game buys little. So the
 * draws go through the family's own draw function (what drawMinigameRound and the server run) over
 * nodeDrawStream, the same bytes as createDrawStream (checked below for every game), and the unit suite runs
 * 100,000 per game (each family's games pooled: 100,000 to 800,000 per family; about 15 s). The 10^6 per
 * game is `KBET_CHI_SQUARE_DRAWS=1000000 npx vitest run --project sdk chiSquare` (about 130 s of CPU; it passed for
 * every game, taking 18 minutes on the machine shared by seven busy sessions).
 * Seeds are fixed, so the result is the same on every run.
 */
const DRAWS = Number(process.env.KBET_CHI_SQUARE_DRAWS ?? 100_000);
const SALT = createHash('sha256').update('kbet chi-square salt').digest('hex');
const seedOf = (gameId: string) => createHash('sha256').update(`kbet chi-square ${gameId}`).digest('hex');

const families = Object.keys(MINIGAME_FAMILIES) as MinigameFamilyId[];
const findFamily = (gameId: string): MinigameFamilyId => {
  const game = MINIGAME_GAMES.find((g) => g.id === gameId);
  if (!game) throw new Error(`unknown game ${gameId}`);
  return game.family;
};

describe.each(families)('chi-square of seeded draws: %s', (familyId) => {
  const games = MINIGAME_GAMES.filter((g) => g.family === familyId);
  it(`matches the exact distribution (${DRAWS} draws per game)`, {
    timeout: Math.max(60_000, (DRAWS * games.length) / 10),
  }, () => {
    const family = minigameFamily(familyId);
    const { total, weights } = family.distribution();
    const all = new Map<string, number>();
    for (const game of games) {
      const counts = new Map<string, number>();
      const seed = seedOf(game.id);
      for (let roundNo = 1; roundNo <= DRAWS; roundNo += 1) {
        const key = family.cellKey(
          family.draw(nodeDrawStream({ gameId: game.id, seed, roundNo, salt: SALT })),
        );
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

describe('the chi-square test’s byte stream', () => {
  it.each(MINIGAME_GAMES.map((g) => [g.id]))('%s: draws what drawMinigameRound draws', (gameId) => {
    const family = minigameFamily(findFamily(gameId));
    const seed = seedOf(gameId);
    for (let roundNo = 1; roundNo <= 200; roundNo += 1) {
      const params = { gameId, seed, roundNo, salt: SALT };
      expect(family.draw(nodeDrawStream(params))).toEqual(drawMinigameRound(params));
    }
    const sdk = createDrawStream({ gameId, seed, roundNo: 7, salt: SALT.toUpperCase() });
    const node = nodeDrawStream({ gameId, seed, roundNo: 7, salt: SALT.toUpperCase() });
    for (let word = 0; word < 40; word += 1) expect(node.nextUint32()).toBe(sdk.nextUint32());
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
