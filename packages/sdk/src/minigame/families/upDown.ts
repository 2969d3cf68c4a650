import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import { type Card, cardAt, shoePositions } from '../cards';
import { defineFamily, type MarketSpec } from '../minigameFamily';

/** Two cards from a freshly shuffled 52-card deck: the base card, then the next. */
export interface UpDownOutcome {
  readonly family: 'upDown';
  readonly base: Card;
  readonly next: Card;
}

export interface UpDownResult {
  readonly base: number;
  readonly next: number;
}

const DECK = shoePositions(1);
const RANKS = Array.from({ length: 13 }, (_, i) => i + 1);

const markets: MarketSpec<UpDownResult>[] = [
  { id: 'up', code: 101, label: '업', wins: (r) => r.next > r.base },
  { id: 'down', code: 102, label: '다운', wins: (r) => r.next < r.base },
  { id: 'same', code: 103, label: '동일', wins: (r) => r.next === r.base },
];

/** Up-down (업다운): is the next card's rank higher, lower or the same as the base card's (A low, K high)? */
export const upDownFamily = defineFamily<UpDownOutcome, UpDownResult>({
  id: 'upDown',
  name: '업다운',
  draw: (stream) => {
    const [base, next] = drawWithoutReplacement(stream, DECK, 2).map(cardAt) as [Card, Card];
    return { family: 'upDown', base, next };
  },
  result: (o) => ({ base: o.base.rank, next: o.next.rank }),
  key: (r) => `${r.base}:${r.next}`,
  space: () => ({
    total: 52n * 51n,
    cells: RANKS.flatMap((base) => RANKS.map((next) => [{ base, next }, base === next ? 12n : 16n] as const)),
  }),
  markets,
});
