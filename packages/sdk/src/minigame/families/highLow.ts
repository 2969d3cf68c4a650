import type { CardClass } from '../cards';
import { defineFamily, type MarketSpec } from '../minigameFamily';
import { type OneCardOutcome, oneCardGame } from '../oneCard';

/** One card from a freshly shuffled 52-card deck. */
export type HighLowOutcome = OneCardOutcome<'highLow'>;

const markets: MarketSpec<CardClass>[] = [
  { id: 'high', code: 101, label: '하이 (8-K)', wins: (r) => r.rank >= 8 },
  { id: 'low', code: 102, label: '로우 (A-6)', wins: (r) => r.rank <= 6 },
  { id: 'seven', code: 103, label: '세븐 (7)', wins: (r) => r.rank === 7 },
  { id: 'odd', code: 104, label: '홀', wins: (r) => r.rank % 2 === 1 },
  { id: 'even', code: 105, label: '짝', wins: (r) => r.rank % 2 === 0 },
  { id: 'red', code: 106, label: '레드', wins: (r) => r.red },
  { id: 'black', code: 107, label: '블랙', wins: (r) => !r.red },
];

/** High-low (하이로우): one card; 8-K is high, A-6 low, and 7 loses both (it has its own market). */
export const highLowFamily = defineFamily<HighLowOutcome, CardClass>({
  id: 'highLow',
  name: '하이로우',
  ...oneCardGame('highLow'),
  markets,
});
