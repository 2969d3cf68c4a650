import type { CardClass } from '../cards';
import { defineFamily, type MarketSpec } from '../minigameFamily';
import { type OneCardOutcome, oneCardGame } from '../oneCard';

/** One card from a freshly shuffled 52-card deck. */
export type OddEvenOutcome = OneCardOutcome<'oddEven'>;
const PARITY = { odd: ['홀', 1], even: ['짝', 0] } as const;
const COLOUR = { red: ['레드', true], black: ['블랙', false] } as const;

const markets: MarketSpec<CardClass>[] = [
  ...(['odd', 'even'] as const).map((p, i) => ({
    id: p,
    code: 101 + i,
    label: PARITY[p][0],
    wins: (r: CardClass) => r.rank % 2 === PARITY[p][1],
  })),
  ...(['red', 'black'] as const).map((c, i) => ({
    id: c,
    code: 103 + i,
    label: COLOUR[c][0],
    wins: (r: CardClass) => r.red === COLOUR[c][1],
  })),
  ...(['odd', 'even'] as const).flatMap((p, i) =>
    (['red', 'black'] as const).map((c, j) => ({
      id: `${p}-${c}`,
      code: 105 + i * 2 + j,
      label: `${PARITY[p][0]}${COLOUR[c][0]}`,
      wins: (r: CardClass) => r.rank % 2 === PARITY[p][1] && r.red === COLOUR[c][1],
    })),
  ),
];

/**
 * Odd-even (홀짝): one card; odd ranks are A, 3, 5, 7, 9, J, K (28 of 52 cards), even ranks 2-10 and Q (24 of 52),
 * so 홀 and 짝 are priced apart.
 */
export const oddEvenFamily = defineFamily<OddEvenOutcome, CardClass>({
  id: 'oddEven',
  name: '홀짝',
  ...oneCardGame('oddEven'),
  markets,
});
