import { randomInt } from '../../fairness/randomInt';
import { defineFamily, type MarketSpec } from '../minigameFamily';

/** The pocket the ball lands in, 0-36. */
export interface RouletteWheelOutcome {
  readonly family: 'roulette';
  readonly pocket: number;
}

export interface RouletteWheelResult {
  readonly pocket: number;
}

export const ROULETTE_WHEEL = { pockets: 37 } as const;

/** The red pockets of a single-zero wheel; the other non-zero pockets are black. */
export const ROULETTE_WHEEL_RED = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

type Test = (pocket: number) => boolean;
const BETS: readonly (readonly [string, string, Test])[] = [
  ['red', '레드', (n) => ROULETTE_WHEEL_RED.has(n)],
  ['black', '블랙', (n) => n > 0 && !ROULETTE_WHEEL_RED.has(n)],
  ['odd', '홀', (n) => n % 2 === 1],
  ['even', '짝', (n) => n > 0 && n % 2 === 0],
  ['low', '로우 (1-18)', (n) => n >= 1 && n <= 18],
  ['high', '하이 (19-36)', (n) => n >= 19],
  ['dozen-1', '1-12', (n) => n >= 1 && n <= 12],
  ['dozen-2', '13-24', (n) => n >= 13 && n <= 24],
  ['dozen-3', '25-36', (n) => n >= 25],
  ['zero', '제로 (0)', (n) => n === 0],
];

const markets: MarketSpec<RouletteWheelResult>[] = BETS.map(([id, label, test], i) => ({
  id,
  code: 101 + i,
  label,
  wins: (r) => test(r.pocket),
}));

/** Roulette (룰렛): a single-zero wheel of 37 pockets; 0 loses every bet but 제로. */
export const rouletteFamily = defineFamily<RouletteWheelOutcome, RouletteWheelResult>({
  id: 'roulette',
  name: '룰렛',
  draw: (stream) => ({ family: 'roulette', pocket: randomInt(stream, ROULETTE_WHEEL.pockets) }),
  result: (o) => ({ pocket: o.pocket }),
  key: (r) => String(r.pocket),
  space: () => ({
    total: BigInt(ROULETTE_WHEEL.pockets),
    cells: Array.from({ length: ROULETTE_WHEEL.pockets }, (_, pocket) => [{ pocket }, 1n] as const),
  }),
  markets,
});
