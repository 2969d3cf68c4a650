import { BALL_MARKET_PREFIX } from '../../constants/ballMarketPrefix';
import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import { randomInt } from '../../fairness/randomInt';
import { defineFamily, type MarketSpec } from '../minigameFamily';
import { subsetSumCounts } from '../subsetSumCounts';

/** 5 normal balls drawn from 1-28 without replacement (in draw order) and one powerball 0-9. */
export interface PowerballOutcome {
  readonly family: 'powerball';
  readonly balls: readonly number[];
  readonly powerball: number;
}

/** What powerball markets read. */
export interface PowerballResult {
  readonly normalSum: number;
  readonly powerball: number;
}

export const POWERBALL = {
  normalBalls: 5,
  normalPool: 28,
  powerballs: 10,
  /** Normal-ball sum 15-72 is under, 73-130 over. */
  normalUnderMax: 72,
  /** Normal-ball sum bands: 소 15-64, 중 65-80, 대 81-130. */
  normalSmallMax: 64,
  normalMediumMax: 80,
  /** Powerball 0-4 is under, 5-9 over. */
  powerUnderMax: 4,
} as const;

const NORMAL_POOL = Array.from({ length: POWERBALL.normalPool }, (_, i) => i + 1);
const isOdd = (n: number) => n % 2 === 1;

type Test = (r: PowerballResult) => boolean;
type BallTests = Record<'odd' | 'even' | 'under' | 'over', Test>;

const NORMAL: BallTests = {
  odd: (r) => isOdd(r.normalSum),
  even: (r) => !isOdd(r.normalSum),
  under: (r) => r.normalSum <= POWERBALL.normalUnderMax,
  over: (r) => r.normalSum > POWERBALL.normalUnderMax,
};
const POWER: BallTests = {
  odd: (r) => isOdd(r.powerball),
  even: (r) => !isOdd(r.powerball),
  under: (r) => r.powerball <= POWERBALL.powerUnderMax,
  over: (r) => r.powerball > POWERBALL.powerUnderMax,
};
const KO = { odd: '홀', even: '짝', under: '언더', over: '오버' } as const;
const SIDES = ['odd', 'even', 'under', 'over'] as const;
const PARITIES = ['odd', 'even'] as const;

/**
 * A ball's odd/even/under/over markets and their four combinations. The single markets' codes are the ones the
 * spec's odds ids carry for the prefix (ballMarketPrefix): 1-4 normal, 18-21 power.
 */
const ballMarkets = (
  prefix: 'normal' | 'power',
  tests: BallTests,
  code: number,
): MarketSpec<PowerballResult>[] => {
  const label = `${BALL_MARKET_PREFIX[prefix]}볼`;
  return [
    ...SIDES.map((key, i) => ({
      id: `${prefix}-${key}`,
      code: code + i,
      label: `${label} ${KO[key]}`,
      wins: tests[key],
    })),
    ...PARITIES.flatMap((p, i) =>
      (['under', 'over'] as const).map((s, j) => ({
        id: `${prefix}-${p}-${s}`,
        code: code + 4 + i * 2 + j,
        label: `${label} ${KO[p]}${KO[s]}`,
        wins: (r: PowerballResult) => tests[p](r) && tests[s](r),
      })),
    ),
  ];
};

const SIZES = [
  ['small', '소', (r: PowerballResult) => r.normalSum <= POWERBALL.normalSmallMax],
  [
    'medium',
    '중',
    (r: PowerballResult) =>
      r.normalSum > POWERBALL.normalSmallMax && r.normalSum <= POWERBALL.normalMediumMax,
  ],
  ['large', '대', (r: PowerballResult) => r.normalSum > POWERBALL.normalMediumMax],
] as const;
const POWER_RANGES = [
  ['a', 'A (0-2)', 0, 2],
  ['b', 'B (3-4)', 3, 4],
  ['c', 'C (5-6)', 5, 6],
  ['d', 'D (7-9)', 7, 9],
] as const;
const normal = `${BALL_MARKET_PREFIX.normal}볼`;
const power = `${BALL_MARKET_PREFIX.power}볼`;

const markets: MarketSpec<PowerballResult>[] = [
  ...ballMarkets('normal', NORMAL, 1),
  ...SIZES.map(([key, label, wins], i) => ({
    id: `normal-${key}`,
    code: 9 + i,
    label: `${normal} ${label}`,
    wins,
  })),
  ...SIZES.flatMap(([key, label, size], i) =>
    PARITIES.map((p, j) => ({
      id: `normal-${key}-${p}`,
      code: 12 + i * 2 + j,
      label: `${normal} ${label}${KO[p]}`,
      wins: (r: PowerballResult) => size(r) && NORMAL[p](r),
    })),
  ),
  ...ballMarkets('power', POWER, 18),
  ...POWER_RANGES.map(([key, label, min, max], i) => ({
    id: `power-range-${key}`,
    code: 26 + i,
    label: `${power} 구간 ${label}`,
    wins: (r: PowerballResult) => r.powerball >= min && r.powerball <= max,
  })),
  ...Array.from({ length: POWERBALL.powerballs }, (_, n) => ({
    id: `power-number-${n}`,
    code: 30 + n,
    label: `${power} 숫자 ${n}`,
    wins: (r: PowerballResult) => r.powerball === n,
  })),
];

/** Powerball (파워볼): normal-ball sum and powerball markets, combined ones priced cell by cell. */
export const powerballFamily = defineFamily<PowerballOutcome, PowerballResult>({
  id: 'powerball',
  name: '파워볼',
  draw: (stream) => ({
    family: 'powerball',
    balls: drawWithoutReplacement(stream, NORMAL_POOL, POWERBALL.normalBalls),
    powerball: randomInt(stream, POWERBALL.powerballs),
  }),
  result: (o) => ({ normalSum: o.balls.reduce((a, b) => a + b, 0), powerball: o.powerball }),
  key: (r) => `${r.normalSum}:${r.powerball}`,
  space: () => {
    const sums = subsetSumCounts(NORMAL_POOL, POWERBALL.normalBalls);
    const cells: (readonly [PowerballResult, bigint])[] = [];
    let total = 0n;
    sums.forEach((count, normalSum) => {
      if (count === 0n) return;
      for (let powerball = 0; powerball < POWERBALL.powerballs; powerball += 1) {
        cells.push([{ normalSum, powerball }, count]);
        total += count;
      }
    });
    return { total, cells };
  },
  markets,
});
