import { WIN_FLAG, type WinFlag } from './winFlag';

/** The Korean label of each win flag (spec §4). */
export const WIN_FLAG_LABELS: Readonly<Record<WinFlag, string>> = {
  [WIN_FLAG.CANCELLED]: '취소',
  [WIN_FLAG.WAITING]: '대기',
  [WIN_FLAG.LOST]: '낙첨',
  [WIN_FLAG.WON]: '당첨',
  [WIN_FLAG.SPECIAL_HIT]: '적특',
  [WIN_FLAG.HALF_LOST]: '반낙첨',
  [WIN_FLAG.HALF_WON]: '반당첨',
};

/**
 * The Korean label of a win flag, or undefined for a value outside the feed's set.
 * @example winFlagLabel(2) // '당첨'
 */
export const winFlagLabel = (flag: number): string | undefined =>
  (WIN_FLAG_LABELS as Readonly<Record<number, string>>)[flag];
