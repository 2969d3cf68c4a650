import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import { defineFamily, type MarketSpec } from '../minigameFamily';
import { subsetSumCounts } from '../subsetSumCounts';

/** 22 numbers drawn from 1-70 without replacement, in draw order. */
export interface KenoOutcome {
  readonly family: 'keno';
  readonly numbers: readonly number[];
}

/** What keno markets read: the sum of the 22 numbers (253 … 1309). */
export interface KenoResult {
  readonly sum: number;
}

export const KENO = {
  picks: 22,
  pool: 70,
  /** Sum 253-780 is under, 781-1309 over (781 is the mean, so over is a little likelier). */
  underMax: 780,
} as const;

export const KENO_POOL = Array.from({ length: KENO.pool }, (_, i) => i + 1);

const KO = { odd: '홀', even: '짝', under: '언더', over: '오버' } as const;
const TESTS = {
  odd: (r: KenoResult) => r.sum % 2 === 1,
  even: (r: KenoResult) => r.sum % 2 === 0,
  under: (r: KenoResult) => r.sum <= KENO.underMax,
  over: (r: KenoResult) => r.sum > KENO.underMax,
} as const;

const markets: MarketSpec<KenoResult>[] = [
  ...(['odd', 'even', 'under', 'over'] as const).map((key, i) => ({
    id: `sum-${key}`,
    code: 101 + i,
    label: `합 ${KO[key]}`,
    wins: TESTS[key],
  })),
  ...(['odd', 'even'] as const).flatMap((p, i) =>
    (['under', 'over'] as const).map((s, j) => ({
      id: `sum-${p}-${s}`,
      code: 105 + i * 2 + j,
      label: `합 ${KO[p]}${KO[s]}`,
      wins: (r: KenoResult) => TESTS[p](r) && TESTS[s](r),
    })),
  ),
];

/** Keno (키노): sum odd/even and under/over of 22 numbers from 1-70, the distribution exact by subset-sum counts. */
export const kenoFamily = defineFamily<KenoOutcome, KenoResult>({
  id: 'keno',
  name: '키노',
  draw: (stream) => ({ family: 'keno', numbers: drawWithoutReplacement(stream, KENO_POOL, KENO.picks) }),
  result: (o) => ({ sum: o.numbers.reduce((a, b) => a + b, 0) }),
  key: (r) => String(r.sum),
  space: () => {
    const cells: (readonly [KenoResult, bigint])[] = [];
    let total = 0n;
    subsetSumCounts(KENO_POOL, KENO.picks).forEach((count, sum) => {
      if (count === 0n) return;
      cells.push([{ sum }, count]);
      total += count;
    });
    return { total, cells };
  },
  markets,
});
