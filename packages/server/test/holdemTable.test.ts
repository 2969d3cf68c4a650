import { type Card, createDrawStream, dealHoldemCards, type HoldemDeal } from '@kbet/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyHoldemAction,
  HOLDEM_HAND_MAX_STAKE,
  HOLDEM_LIMITS,
  type HoldemAction,
  legalHoldemActions,
  playBotTurns,
  startHoldemHand,
} from '../src/simulators/holdem/holdemTable';

const RANKS = 'A23456789TJQK';
const SUITS: Record<string, Card['suit']> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const cards = (text: string): Card[] =>
  text.split(' ').map((t) => ({ rank: RANKS.indexOf(t[0] ?? '') + 1, suit: SUITS[t[1] ?? ''] ?? 'spades' }));
const deal = (member: string, bot: string, board: string): HoldemDeal => {
  const [a, b] = cards(member);
  const [c, d] = cards(bot);
  const [f1, f2, f3, turn, river] = cards(board);
  if (!a || !b || !c || !d || !f1 || !f2 || !f3 || !turn || !river) throw new Error('bad deal');
  return {
    hole: [
      [a, b],
      [c, d],
    ],
    board: [f1, f2, f3, turn, river],
  };
};
const play = (hand: ReturnType<typeof startHoldemHand>, actions: HoldemAction[]) =>
  actions.reduce(applyHoldemAction, hand);

describe('heads-up fixed-limit hand', () => {
  it('posts the blinds, the button acts first and may fold, call or raise', () => {
    const hand = startHoldemHand(deal('As Ks', '2c 7d', '3h 8s 9d Jc Qh'), 0);
    expect(hand.committed).toEqual([HOLDEM_LIMITS.smallBlind, HOLDEM_LIMITS.bigBlind]);
    expect(hand.toAct).toBe(0);
    expect(legalHoldemActions(hand)).toEqual(['fold', 'call', 'raise']);
  });

  it('gives the big blind its option, then moves to the flop with the big blind first', () => {
    const hand = play(startHoldemHand(deal('As Ks', '2c 7d', '3h 8s 9d Jc Qh'), 0), ['call']);
    expect(hand.street).toBe(0);
    expect(hand.toAct).toBe(1);
    expect(legalHoldemActions(hand)).toEqual(['call', 'raise']);
    const flop = applyHoldemAction(hand, 'call');
    expect(flop).toMatchObject({ street: 1, toAct: 1, streetBets: [0, 0], committed: [200, 200] });
  });

  it('caps a street at four bets and refuses a fifth', () => {
    const capped = play(startHoldemHand(deal('As Ks', '2c 7d', '3h 8s 9d Jc Qh'), 0), [
      'raise',
      'raise',
      'raise',
    ]);
    expect(capped.bets).toBe(4);
    expect(legalHoldemActions(capped)).toEqual(['fold', 'call']);
    expect(() => applyHoldemAction(capped, 'raise')).toThrow(RangeError);
  });

  it('gives the pot to the other seat on a fold', () => {
    const hand = play(startHoldemHand(deal('As Ks', '2c 7d', '3h 8s 9d Jc Qh'), 0), ['raise', 'fold']);
    expect(hand.result).toMatchObject({ winner: 0, reason: 'fold', pot: 600, payout: [600, 0] });
  });

  it('splits a showdown when the board plays', () => {
    const checks: HoldemAction[] = ['call', 'call', 'call', 'call', 'call', 'call', 'call', 'call'];
    const hand = play(startHoldemHand(deal('2c 3d', '2h 3s', 'As Ks Qd Jc Th'), 0), checks);
    expect(hand.result).toMatchObject({ winner: null, reason: 'showdown', pot: 400, payout: [200, 200] });
  });

  it('pays the better hand at showdown (flush over straight)', () => {
    const checks: HoldemAction[] = ['call', 'call', 'call', 'call', 'call', 'call', 'call', 'call'];
    const hand = play(startHoldemHand(deal('Ah 3h', 'Ts 5c', '9h 8h 7c 6d 2h'), 1), checks);
    expect(hand.result).toMatchObject({ winner: 0, payout: [400, 0] });
    expect(hand.result?.ranks?.map((r) => r.category)).toEqual(['flush', 'straight']);
  });

  it('never takes more than the hand’s cap from a seat, whatever the member does (bot plays itself)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.constantFrom<HoldemAction>('fold', 'call', 'raise'), { maxLength: 40 }),
        (roundNo, choices) => {
          const stream = createDrawStream({
            seed: 'cd'.repeat(32),
            gameId: 'holdem',
            roundNo,
            salt: '00'.repeat(32),
          });
          let hand = playBotTurns(startHoldemHand(dealHoldemCards(stream), (roundNo % 2) as 0 | 1));
          for (const choice of choices) {
            if (hand.result) break;
            const legal = legalHoldemActions(hand);
            hand = playBotTurns(applyHoldemAction(hand, legal.includes(choice) ? choice : 'call'));
          }
          expect(Math.max(...hand.committed)).toBeLessThanOrEqual(HOLDEM_HAND_MAX_STAKE);
          if (hand.result) {
            expect(hand.result.payout[0] + hand.result.payout[1]).toBe(hand.committed[0] + hand.committed[1]);
          }
        },
      ),
    );
  });
});
