import {
  type Card,
  compareHoldemRanks,
  type HoldemDeal,
  type HoldemHandRank,
  rankHoldemHand,
} from '@kbet/sdk';

/**
 * The simulator tables play heads-up fixed-limit hold'em: blinds 100/200, bets of 200 before the turn and 400
 * from it, at most 4 bets a street (a bet and 3 raises; the big blind is the first bet before the flop). The
 * button alternates; it posts the small blind, acts first before the flop and last after it.
 */
export const HOLDEM_LIMITS = { smallBlind: 100, bigBlind: 200, smallBet: 200, bigBet: 400, cap: 4 } as const;

/** The most one seat can put in one hand (4 small bets on two streets, 4 big bets on two): a deal needs it. */
export const HOLDEM_HAND_MAX_STAKE = 2 * HOLDEM_LIMITS.cap * (HOLDEM_LIMITS.smallBet + HOLDEM_LIMITS.bigBet);

export type HoldemAction = 'fold' | 'call' | 'raise';
export type Seat = 0 | 1;
/** Seat 0 is the member, seat 1 the house's bot. */
const MEMBER: Seat = 0;
const BOT: Seat = 1;

export interface HoldemHandResult {
  /** The seat that takes the pot, or null when it is split. */
  winner: Seat | null;
  reason: 'fold' | 'showdown';
  pot: number;
  /** What each seat takes back from the pot. */
  payout: readonly [number, number];
  ranks?: readonly [HoldemHandRank, HoldemHandRank];
}

export interface HoldemHand {
  readonly deal: HoldemDeal;
  readonly button: Seat;
  /** 0 pre-flop, 1 flop, 2 turn, 3 river. */
  readonly street: 0 | 1 | 2 | 3;
  /** Each seat's chips in the pot this hand, and on this street. */
  readonly committed: readonly [number, number];
  readonly streetBets: readonly [number, number];
  /** Bets and raises made on this street. */
  readonly bets: number;
  readonly toAct: Seat;
  readonly acted: readonly [boolean, boolean];
  readonly result?: HoldemHandResult;
}

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const pair = <T>(seat: Seat, mine: T, theirs: T): [T, T] => (seat === 0 ? [mine, theirs] : [theirs, mine]);

/**
 * A new hand: the blinds posted, the button to act.
 * @example startHoldemHand(deal, 0).toAct // 0
 */
export function startHoldemHand(deal: HoldemDeal, button: Seat): HoldemHand {
  const blinds = pair(button, HOLDEM_LIMITS.smallBlind, HOLDEM_LIMITS.bigBlind);
  return {
    deal,
    button,
    street: 0,
    committed: blinds,
    streetBets: blinds,
    bets: 1,
    toAct: button,
    acted: [false, false],
  };
}

/** The board cards the seats can see on the hand's street. */
export const visibleBoard = (hand: HoldemHand): readonly Card[] =>
  hand.deal.board.slice(0, [0, 3, 4, 5][hand.street] ?? 5);

/** What the seat to act must add to call. */
export const toCall = (hand: HoldemHand): number =>
  hand.streetBets[other(hand.toAct)] - hand.streetBets[hand.toAct];

/**
 * The actions open to the seat to act (call means check when nothing is owed; fold only when something is).
 * @example legalHoldemActions(startHoldemHand(deal, 0)) // ['fold', 'call', 'raise']
 */
export function legalHoldemActions(hand: HoldemHand): HoldemAction[] {
  if (hand.result) return [];
  const actions: HoldemAction[] = toCall(hand) > 0 ? ['fold', 'call'] : ['call'];
  if (hand.bets < HOLDEM_LIMITS.cap) actions.push('raise');
  return actions;
}

function showdown(hand: HoldemHand): HoldemHandResult {
  const board = hand.deal.board;
  const ranks = [
    rankHoldemHand([...hand.deal.hole[0], ...board]),
    rankHoldemHand([...hand.deal.hole[1], ...board]),
  ] as const;
  const pot = hand.committed[0] + hand.committed[1];
  const order = compareHoldemRanks(ranks[0], ranks[1]);
  // Heads-up showdowns have equal stakes in, so a split gives each seat its own stake back: no odd chip.
  if (order === 0) return { winner: null, reason: 'showdown', pot, payout: [pot / 2, pot / 2], ranks };
  const winner: Seat = order > 0 ? 0 : 1;
  return { winner, reason: 'showdown', pot, payout: pair(winner, pot, 0), ranks };
}

/**
 * The hand after the seat to act takes `action`; an action it may not take is refused with a RangeError.
 * @example applyHoldemAction(hand, 'call')
 */
export function applyHoldemAction(hand: HoldemHand, action: HoldemAction): HoldemHand {
  if (!legalHoldemActions(hand).includes(action))
    throw new RangeError(`applyHoldemAction: ${action} is not open to seat ${hand.toAct}`);
  const seat = hand.toAct;
  if (action === 'fold') {
    const pot = hand.committed[0] + hand.committed[1];
    const winner = other(seat);
    return { ...hand, result: { winner, reason: 'fold', pot, payout: pair(winner, pot, 0) } };
  }
  const size = hand.street < 2 ? HOLDEM_LIMITS.smallBet : HOLDEM_LIMITS.bigBet;
  const added = toCall(hand) + (action === 'raise' ? size : 0);
  const add = (values: readonly [number, number]) => pair(seat, values[seat] + added, values[other(seat)]);
  const next: HoldemHand = {
    ...hand,
    committed: add(hand.committed),
    streetBets: add(hand.streetBets),
    bets: hand.bets + (action === 'raise' ? 1 : 0),
    // A raise reopens the action for the other seat.
    acted: pair(seat, true, action === 'raise' ? false : hand.acted[other(seat)]),
    toAct: other(seat),
  };
  if (!next.acted[0] || !next.acted[1]) return next;
  if (hand.street === 3) return { ...next, result: showdown(next) };
  return {
    ...next,
    street: (hand.street + 1) as HoldemHand['street'],
    streetBets: [0, 0],
    bets: 0,
    acted: [false, false],
    toAct: other(hand.button),
  };
}

/**
 * The house bot's move, a fixed rule so a hand replays exactly: before the flop it raises a pair, an ace or two
 * cards ten or higher, else calls; after it, it raises two pair or better, calls a pair, and with less checks
 * or calls on the flop and folds to a bet from the turn.
 * @example botHoldemAction(hand) // 'call'
 */
export function botHoldemAction(hand: HoldemHand): HoldemAction {
  const legal = legalHoldemActions(hand);
  const raiseOr = (fallback: HoldemAction) => (legal.includes('raise') ? 'raise' : fallback);
  const hole = hand.deal.hole[BOT];
  if (hand.street === 0) {
    const [a, b] = hole.map((card) => (card.rank === 1 ? 14 : card.rank));
    const strong = a === b || a === 14 || b === 14 || ((a ?? 0) >= 10 && (b ?? 0) >= 10);
    return strong ? raiseOr('call') : 'call';
  }
  const rank = rankHoldemHand([...hole, ...visibleBoard(hand)]);
  if (rank.strength >= 2) return raiseOr('call');
  if (rank.strength === 1 || hand.street === 1 || toCall(hand) === 0) return 'call';
  return 'fold';
}

/** Plays the bot's turns until the member must act or the hand is over. */
export function playBotTurns(hand: HoldemHand): HoldemHand {
  let current = hand;
  while (!current.result && current.toAct === BOT)
    current = applyHoldemAction(current, botHoldemAction(current));
  return current;
}

export { BOT as HOLDEM_BOT_SEAT, MEMBER as HOLDEM_MEMBER_SEAT };
