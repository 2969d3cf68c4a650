import { describe, expect, it } from 'vitest';
import { fakeStream } from '../../fairness/__tests__/fakeStream';
import type { Fraction } from '../../odds/legFactor';
import { cardAt } from '../cards';
import { baccaratBankerDraws } from '../families/baccarat';
import { KENO } from '../families/keno';
import { ladderFinish } from '../ladderMarkets';
import { MINIGAME_FAMILIES, minigameFamily } from '../minigameFamilies';
import { subsetSumCounts } from '../subsetSumCounts';
import { fisherYatesWords } from './fisherYatesWords';

const probability = (family: keyof typeof MINIGAME_FAMILIES, marketId: string): Fraction => {
  const market = minigameFamily(family).markets.find((m) => m.id === marketId);
  if (!market) throw new Error(`no market ${marketId}`);
  return market.probability();
};
/** Percent with 2 decimals, rounded half up, in integers. */
const percent2 = (p: Fraction) => Number((p.num * 20000n + p.den) / (2n * p.den)) / 100;
const binomial = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
/** A card position of the first deck: rank 1-13, suit index 0 ♠ … 3 ♣. */
const pos = (rank: number, suit = 0) => suit * 13 + rank - 1;

describe.each(Object.values(MINIGAME_FAMILIES))('$id', (family) => {
  it('has an outcome space whose cells add up to its total', () => {
    const { total, weights } = family.distribution();
    let sum = 0n;
    for (const weight of weights.values()) sum += weight;
    expect(sum).toBe(total);
  });

  it('has unique market ids and codes, each winnable and losable', () => {
    expect(new Set(family.markets.map((m) => m.id)).size).toBe(family.markets.length);
    expect(new Set(family.markets.map((m) => m.code)).size).toBe(family.markets.length);
    for (const market of family.markets) {
      const p = market.probability();
      expect(p.num > 0n && p.num < p.den, market.id).toBe(true);
    }
  });
});

describe('powerball', () => {
  it('prices combined markets cell by cell: normal odd+under is 24.43 %, 중 (65-80) 35.86 %', () => {
    expect(percent2(probability('powerball', 'normal-odd-under'))).toBe(24.43);
    expect(percent2(probability('powerball', 'normal-medium'))).toBe(35.86);
    expect(probability('powerball', 'normal-odd-under')).toEqual({ num: 343n, den: 1404n });
  });

  it('matches a brute-force count over all C(28, 5) × 10 outcomes', () => {
    let oddUnder = 0;
    let medium = 0;
    let all = 0;
    for (let a = 1; a <= 28; a += 1)
      for (let b = a + 1; b <= 28; b += 1)
        for (let c = b + 1; c <= 28; c += 1)
          for (let d = c + 1; d <= 28; d += 1)
            for (let e = d + 1; e <= 28; e += 1) {
              const sum = a + b + c + d + e;
              all += 1;
              if (sum % 2 === 1 && sum <= 72) oddUnder += 1;
              if (sum >= 65 && sum <= 80) medium += 1;
            }
    expect(all).toBe(98280);
    const p = (n: number) => ({ num: BigInt(n), den: BigInt(all) });
    const same = (a: Fraction, b: Fraction) => a.num * b.den === b.num * a.den;
    expect(same(probability('powerball', 'normal-odd-under'), p(oddUnder))).toBe(true);
    expect(same(probability('powerball', 'normal-medium'), p(medium))).toBe(true);
    expect(minigameFamily('powerball').distribution().total).toBe(982800n);
  });

  it('draws 5 distinct balls of 1-28 in draw order, then the powerball', () => {
    const words = [...fisherYatesWords(28, [27, 0, 13, 4, 9]), 13];
    const outcome = MINIGAME_FAMILIES.powerball.draw(fakeStream(words));
    expect(outcome).toEqual({ family: 'powerball', balls: [28, 1, 14, 5, 10], powerball: 3 });
    expect(MINIGAME_FAMILIES.powerball.result(outcome)).toEqual({ normalSum: 58, powerball: 3 });
  });
});

describe('ladder and keno ladder', () => {
  it('ends 좌3짝, 좌4홀, 우3홀, 우4짝', () => {
    expect([
      ladderFinish('left', 3),
      ladderFinish('left', 4),
      ladderFinish('right', 3),
      ladderFinish('right', 4),
    ]).toEqual(['even', 'odd', 'odd', 'even']);
  });

  it('draws the ladder from two integers in [0, 2)', () => {
    expect(MINIGAME_FAMILIES.ladder.draw(fakeStream([1, 0]))).toEqual({
      family: 'ladder',
      start: 'right',
      rungs: 3,
      finish: 'odd',
    });
  });

  it('reads the keno ladder from the parities of the first two numbers, priced cell by cell', () => {
    const words = fisherYatesWords(
      70,
      Array.from({ length: KENO.picks }, (_, i) => i + 2),
    );
    const outcome = MINIGAME_FAMILIES.kenoLadder.draw(fakeStream(words));
    expect(outcome).toMatchObject({ start: 'left', rungs: 4, finish: 'odd' });
    expect(outcome.numbers.slice(0, 2)).toEqual([3, 4]);
    expect(probability('kenoLadder', 'left-3-even')).toEqual({ num: 17n, den: 69n });
    expect(probability('kenoLadder', 'left-4-odd')).toEqual({ num: 35n, den: 138n });
  });
});

describe('keno', () => {
  it('counts subsets by sum exactly (checked by brute force on a small pool)', () => {
    const pool = Array.from({ length: 12 }, (_, i) => i + 1);
    const brute = new Array<bigint>(pool.reduce((a, b) => a + b, 0) + 1).fill(0n);
    for (let mask = 0; mask < 1 << 12; mask += 1) {
      let bits = 0;
      let sum = 0;
      for (let i = 0; i < 12; i += 1) if (mask & (1 << i)) [bits, sum] = [bits + 1, sum + i + 1];
      if (bits === 4) brute[sum] = (brute[sum] as bigint) + 1n;
    }
    expect(subsetSumCounts(pool, 4)).toEqual(brute);
  });

  it('has C(70, 22) equally likely draws and a sum symmetric about 781', () => {
    const { total, weights } = MINIGAME_FAMILIES.keno.distribution();
    expect(total).toBe(binomial(70, 22));
    expect(weights.get('780')).toBe(weights.get('782'));
    expect(weights.get('253')).toBe(1n);
  });
});

describe('baccarat', () => {
  it("follows punto banco's banker table", () => {
    const table = [0, 1, 2, 3, 4, 5, 6, 7].map((banker) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((third) => (baccaratBankerDraws(banker, third) ? 'D' : 'S'))
        .join(''),
    );
    expect(table).toEqual([
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ]);
    expect([5, 6].map((b) => baccaratBankerDraws(b, undefined))).toEqual([true, false]);
  });

  it('deals P, B, P, B then third cards by the rules', () => {
    const deal = (ranks: number[]) =>
      MINIGAME_FAMILIES.baccarat.draw(
        fakeStream(
          fisherYatesWords(
            416,
            ranks.map((r, i) => pos(r, i % 4)),
          ),
        ),
      );
    const ranks = (cards: readonly { rank: number }[]) => cards.map((c) => c.rank);
    // Natural 9 for the player: nobody draws.
    const natural = deal([4, 2, 5, 3, 9, 9]);
    expect([ranks(natural.player), ranks(natural.banker)]).toEqual([
      [4, 5],
      [2, 3],
    ]);
    // Player 4 draws an 8; banker 3 stands on a third card of 8.
    const stand = deal([1, 1, 3, 2, 8, 9]);
    expect([ranks(stand.player), ranks(stand.banker)]).toEqual([
      [1, 3, 8],
      [1, 2],
    ]);
    expect(MINIGAME_FAMILIES.baccarat.result(stand)).toEqual({
      player: 2,
      banker: 3,
      playerPair: false,
      bankerPair: false,
    });
    // Player stands on 7; banker 5 draws the fifth card.
    const bankerOnly = deal([3, 2, 4, 3, 6, 9]);
    expect([ranks(bankerOnly.player), ranks(bankerOnly.banker)]).toEqual([
      [3, 4],
      [2, 3, 6],
    ]);
  });

  it('matches the published 8-deck figures (banker 0.458597, player 0.446247, tie 0.095156) and pairs 31/415', () => {
    const six = (p: Fraction) => Number((p.num * 1_000_000n * 2n + p.den) / (2n * p.den));
    expect(six(probability('baccarat', 'banker'))).toBe(458597);
    expect(six(probability('baccarat', 'player'))).toBe(446247);
    expect(six(probability('baccarat', 'tie'))).toBe(95156);
    expect(probability('baccarat', 'player-pair')).toEqual({ num: 31n, den: 415n });
    let all = 1n;
    for (let i = 0; i < 6; i += 1) all *= BigInt(416 - i);
    expect(MINIGAME_FAMILIES.baccarat.distribution().total).toBe(all);
  });
});

describe('card games', () => {
  it('orders the shoe ♠ A-K, ♥, ♦, ♣, deck after deck', () => {
    expect(cardAt(0)).toEqual({ rank: 1, suit: 'spades' });
    expect(cardAt(25)).toEqual({ rank: 13, suit: 'hearts' });
    expect(cardAt(51)).toEqual({ rank: 13, suit: 'clubs' });
    expect(cardAt(52 * 7 + 26)).toEqual({ rank: 1, suit: 'diamonds' });
  });

  it('prices dragon-tiger ties on the 8-deck shoe (31 of 415 second cards match)', () => {
    expect(probability('dragonTiger', 'tie')).toEqual({ num: 31n, den: 415n });
    expect(probability('dragonTiger', 'dragon')).toEqual({ num: 192n, den: 415n });
    const outcome = MINIGAME_FAMILIES.dragonTiger.draw(
      fakeStream(fisherYatesWords(416, [pos(13, 1), pos(2)])),
    );
    expect(outcome).toEqual({
      family: 'dragonTiger',
      dragon: { rank: 13, suit: 'hearts' },
      tiger: { rank: 2, suit: 'spades' },
    });
  });

  it('prices high-low, odd-even and up-down on one 52-card deck', () => {
    expect(probability('highLow', 'seven')).toEqual({ num: 1n, den: 13n });
    expect(probability('oddEven', 'odd')).toEqual({ num: 7n, den: 13n });
    expect(probability('oddEven', 'even-red')).toEqual({ num: 3n, den: 13n });
    expect(probability('upDown', 'same')).toEqual({ num: 1n, den: 17n });
    expect(MINIGAME_FAMILIES.highLow.draw(fakeStream([pos(7, 2)]))).toEqual({
      family: 'highLow',
      card: { rank: 7, suit: 'diamonds' },
    });
    expect(MINIGAME_FAMILIES.oddEven.draw(fakeStream([pos(12, 3)]))).toEqual({
      family: 'oddEven',
      card: { rank: 12, suit: 'clubs' },
    });
    const upDown = MINIGAME_FAMILIES.upDown.draw(fakeStream(fisherYatesWords(52, [pos(5), pos(9, 1)])));
    expect(MINIGAME_FAMILIES.upDown.result(upDown)).toEqual({ base: 5, next: 9 });
  });
});

describe('roulette, horse race, penalty kick', () => {
  it('has 18 red and 18 black pockets and a zero that loses the even-money bets', () => {
    expect(probability('roulette', 'red')).toEqual({ num: 18n, den: 37n });
    expect(probability('roulette', 'black')).toEqual({ num: 18n, den: 37n });
    const zero = MINIGAME_FAMILIES.roulette.draw(fakeStream([0]));
    const won = minigameFamily('roulette')
      .markets.filter((m) => m.wins(zero))
      .map((m) => m.id);
    expect(won).toEqual(['zero']);
  });

  it('picks the winning runner by its weight', () => {
    expect(probability('horseRace', 'winner-1')).toEqual({ num: 11n, den: 50n });
    expect(MINIGAME_FAMILIES.horseRace.draw(fakeStream([21]))).toEqual({ family: 'horseRace', winner: 1 });
    expect(MINIGAME_FAMILIES.horseRace.draw(fakeStream([22]))).toEqual({ family: 'horseRace', winner: 2 });
    expect(MINIGAME_FAMILIES.horseRace.draw(fakeStream([99]))).toEqual({ family: 'horseRace', winner: 8 });
  });

  it('scores a goal unless the keeper dives the way of the shot', () => {
    expect(MINIGAME_FAMILIES.penaltyKick.draw(fakeStream([0, 2]))).toEqual({
      family: 'penaltyKick',
      shot: 'left',
      dive: 'right',
    });
    const saved = MINIGAME_FAMILIES.penaltyKick.draw(fakeStream([1, 1]));
    expect(MINIGAME_FAMILIES.penaltyKick.result(saved)).toEqual({ shot: 'center', goal: false });
    expect(probability('penaltyKick', 'goal')).toEqual({ num: 2n, den: 3n });
  });
});
