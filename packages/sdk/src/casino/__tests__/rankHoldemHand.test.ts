import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../fairness/createDrawStream';
import { CARD_SUITS, type Card, cardAt } from '../../minigame/cards';
import { dealHoldemCards } from '../holdem/dealHoldemCards';
import { compareHoldemRanks, type HoldemHandCategory, rankHoldemHand } from '../holdem/rankHoldemHand';

const RANKS = 'A23456789TJQK';
const SUITS: Record<string, Card['suit']> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

/** 'As Td 5c' → cards. */
const hand = (text: string): Card[] =>
  text.split(' ').map((t) => ({ rank: RANKS.indexOf(t[0] ?? '') + 1, suit: SUITS[t[1] ?? ''] ?? 'spades' }));

describe('rankHoldemHand: a known table of seven-card hands', () => {
  const table: [string, HoldemHandCategory, number[]][] = [
    ['As Ks Qs Js Ts 2d 3c', 'straightFlush', [14]],
    ['Ah 2h 3h 4h 5h Kd Kc', 'straightFlush', [5]],
    ['9c 9d 9h 9s Ad 2c 3c', 'fourOfAKind', [9, 14]],
    ['Kc Kd Kh Qs Qd 2c 2d', 'fullHouse', [13, 12]],
    ['Kc Kd Kh Qs Qd Qc 2d', 'fullHouse', [13, 12]],
    ['Ad 9d 7d 4d 2d Kc Kh', 'flush', [14, 9, 7, 4, 2]],
    ['Ad Kd 9d 7d 4d 2d 3d', 'flush', [14, 13, 9, 7, 4]],
    ['As 2d 3c 4h 5s Kd Qc', 'straight', [5]],
    ['As 2d 3c 4h 5s 6d Qc', 'straight', [6]],
    ['Ts Jd Qc Kh As 2d 3c', 'straight', [14]],
    ['7s 7d 7c Ah Ks 2d 3c', 'threeOfAKind', [7, 14, 13]],
    ['7s 7d 5c 5h As Ad 3c', 'twoPair', [14, 7, 5]],
    ['7s 7d 5c 5h Ks 2d 3c', 'twoPair', [7, 5, 13]],
    ['Js Jd Ac 9h 7s 3d 2c', 'onePair', [11, 14, 9, 7]],
    ['As Qd 9c 7h 5s 3d 2c', 'highCard', [14, 12, 9, 7, 5]],
  ];
  it.each(table)('%s is %s %j', (cards, category, values) => {
    const rank = rankHoldemHand(hand(cards));
    expect(rank.category).toBe(category);
    expect(rank.values).toEqual(values);
    expect(rank.best).toHaveLength(5);
  });
});

describe('compareHoldemRanks: showdowns', () => {
  const board = (b: string) => (hole: string) => rankHoldemHand(hand(`${hole} ${b}`));
  it.each([
    ['kicker decides one pair', 'Kh Kd 8c 4s 2h', 'As 3c', 'Qs 3d', 1],
    ['second kicker decides', 'Kh Kd 8c 4s 2h', 'As Tc', 'Ad 9d', 1],
    ['the board plays: split', 'As Ks Qd Jc Th', '2c 3d', '4h 5s', 0],
    ['kickers below the best five do not count: split', 'Ah Ad Kc Qs Jh', '3c 2d', '4h 5s', 0],
    ['flush beats straight', '9h 8h 7c 6d 2h', 'Ah 3h', 'Ts 5c', 1],
    ['six-high straight beats the wheel', '2c 3d 4h 5s Kd', '6c Qh', 'Ac Qd', 1],
    ['wheel loses to any higher straight, beats trips', '2c 3d 4h Kd Ks', 'Ac 5h', 'Kh 9c', 1],
    ['higher two pair wins', '7c 7d 3h 3s 9d', 'Ac Ad', 'Kc Kd', 1],
    ['full house: the trips first', '5c 5d Ks Qd 2h', 'Kc Kh', '5h Qc', 1],
    ['full house: shared trips, the pair decides', '5c 5d 5h Ks Qd', 'Kc 2d', 'Qc 3h', 1],
    ['straight flush beats quads', '8h 9h Th Tc Td', 'Jh 7h', 'Ts 2c', 1],
  ])('%s', (_name, b, first, second, sign) => {
    const rank = board(b);
    expect(Math.sign(compareHoldemRanks(rank(first), rank(second)))).toBe(sign);
    expect(Math.sign(compareHoldemRanks(rank(second), rank(first)))).toBe(-sign || 0);
  });
});

const sevenCards = fc
  .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 })
  .map((positions) => positions.map(cardAt));

describe('rankHoldemHand: properties', () => {
  it('does not depend on the order of the cards', () => {
    fc.assert(
      fc.property(sevenCards, (cards) => {
        const reversed = [...cards].reverse();
        expect(compareHoldemRanks(rankHoldemHand(cards), rankHoldemHand(reversed))).toBe(0);
      }),
    );
  });
  it('is at least as strong as every five of the seven', () => {
    fc.assert(
      fc.property(
        sevenCards,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (cards, i, j) => {
          fc.pre(i !== j);
          const five = cards.filter((_, k) => k !== i && k !== j);
          expect(compareHoldemRanks(rankHoldemHand(cards), rankHoldemHand(five))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
  it('refuses fewer than 5 or more than 7 cards', () => {
    expect(() => rankHoldemHand(hand('As Ks Qs Js'))).toThrow(RangeError);
  });
});

describe('dealHoldemCards', () => {
  it('deals 9 distinct cards of one deck, the same for the same seed', () => {
    const params = { seed: 'ab'.repeat(32), gameId: 'holdem', roundNo: 3, salt: '00'.repeat(32) };
    const deal = dealHoldemCards(createDrawStream(params));
    const cards = [...deal.hole[0], ...deal.hole[1], ...deal.board];
    expect(new Set(cards.map((c) => `${c.rank}${c.suit}`)).size).toBe(9);
    expect(cards.every((c) => CARD_SUITS.includes(c.suit))).toBe(true);
    expect(dealHoldemCards(createDrawStream(params))).toEqual(deal);
  });
});
