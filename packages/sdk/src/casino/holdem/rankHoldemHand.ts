import type { Card } from '../../minigame/cards';

/** Hand categories, weakest first; the index is the category's strength. */
export const HOLDEM_HAND_CATEGORIES = [
  'highCard',
  'onePair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
] as const;
export type HoldemHandCategory = (typeof HOLDEM_HAND_CATEGORIES)[number];

export const HOLDEM_HAND_NAMES: Readonly<Record<HoldemHandCategory, string>> = {
  highCard: '하이카드',
  onePair: '원페어',
  twoPair: '투페어',
  threeOfAKind: '트리플',
  straight: '스트레이트',
  flush: '플러시',
  fullHouse: '풀하우스',
  fourOfAKind: '포카드',
  straightFlush: '스트레이트 플러시',
};

/** A hand's strength: its category, then the values that break ties within it (ace 14; a wheel's high is 5). */
export interface HoldemHandRank {
  readonly category: HoldemHandCategory;
  readonly strength: number;
  readonly values: readonly number[];
  /** The five cards that make the hand. */
  readonly best: readonly Card[];
}

/** Poker value of a card: ace high (14), the wheel treats it as 1 where it applies. */
const pokerValue = (card: Card) => (card.rank === 1 ? 14 : card.rank);

/** The straight's high card among five distinct values sorted high first, or 0 when they are no straight. */
function straightHigh(desc: readonly number[]): number {
  if (desc.length !== 5) return 0;
  if (desc[0] === 14 && desc[1] === 5 && desc[4] === 2) return 5;
  return (desc[0] ?? 0) - (desc[4] ?? 0) === 4 ? (desc[0] ?? 0) : 0;
}

function rankFive(cards: readonly Card[]): HoldemHandRank {
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(pokerValue(card), (counts.get(pokerValue(card)) ?? 0) + 1);
  // Groups by size then value: a full house reads [trips, pair], two pair [high pair, low pair, kicker].
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const values = groups.map(([value]) => value);
  const sizes = groups.map(([, size]) => size).join('');
  const flush = cards.every((card) => card.suit === cards[0]?.suit);
  const high = straightHigh(values);
  const pick = (category: HoldemHandCategory, tiebreak: readonly number[]): HoldemHandRank => ({
    category,
    strength: HOLDEM_HAND_CATEGORIES.indexOf(category),
    values: tiebreak,
    best: cards,
  });
  if (high && flush) return pick('straightFlush', [high]);
  if (sizes === '41') return pick('fourOfAKind', values);
  if (sizes === '32') return pick('fullHouse', values);
  if (flush) return pick('flush', values);
  if (high) return pick('straight', [high]);
  if (sizes === '311') return pick('threeOfAKind', values);
  if (sizes === '221') return pick('twoPair', values);
  if (sizes === '2111') return pick('onePair', values);
  return pick('highCard', values);
}

/**
 * Orders two ranks: positive when `a` wins, negative when `b` wins, 0 for a split pot.
 * @example compareHoldemRanks(rankHoldemHand(a), rankHoldemHand(b)) > 0
 */
export function compareHoldemRanks(a: HoldemHandRank, b: HoldemHandRank): number {
  if (a.strength !== b.strength) return a.strength - b.strength;
  for (let i = 0; i < a.values.length; i += 1) {
    const diff = (a.values[i] ?? 0) - (b.values[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The best five-card poker hand among 5 to 7 cards (two hole cards and the board): every 5-card choice
 * (at most 21) is ranked and the strongest kept, so kickers, the wheel (A-2-3-4-5) and the board playing are
 * all exact.
 * @example rankHoldemHand(cards).category // 'flush'
 */
export function rankHoldemHand(cards: readonly Card[]): HoldemHandRank {
  if (cards.length < 5 || cards.length > 7)
    throw new RangeError(`rankHoldemHand: expected 5 to 7 cards, got ${cards.length}`);
  let best: HoldemHandRank | undefined;
  // Every subset of five positions, as a bit mask over at most 7 cards (128 masks).
  for (let mask = 0; mask < 1 << cards.length; mask += 1) {
    const five = cards.filter((_, k) => (mask >> k) & 1);
    if (five.length !== 5) continue;
    const rank = rankFive(five);
    if (!best || compareHoldemRanks(rank, best) > 0) best = rank;
  }
  if (!best) throw new RangeError('rankHoldemHand: no five-card hand');
  return best;
}
