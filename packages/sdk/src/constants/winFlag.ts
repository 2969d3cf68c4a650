import type { StatusColor } from './statusColor';

/** Leg and slip settlement flags (spec §4, feed-model.md). */
export const WIN_FLAG = {
  CANCELLED: -1,
  WAITING: 0,
  LOST: 1,
  WON: 2,
  /** "Special hit" (적특): the leg counts as odds 1, LSports' Refund. */
  SPECIAL_HIT: 3,
  HALF_LOST: 4,
  HALF_WON: 5,
} as const;

export type WinFlag = (typeof WIN_FLAG)[keyof typeof WIN_FLAG];

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

/**
 * The status colour of a win flag (spec §4): 1 or -1 red, 2 green, 3 yellow, 4 or 5 black, else grey.
 * @example winFlagColor(-1) // 'red'
 */
export function winFlagColor(flag: number): StatusColor {
  switch (flag) {
    case WIN_FLAG.LOST:
    case WIN_FLAG.CANCELLED:
      return 'red';
    case WIN_FLAG.WON:
      return 'green';
    case WIN_FLAG.SPECIAL_HIT:
      return 'yellow';
    case WIN_FLAG.HALF_LOST:
    case WIN_FLAG.HALF_WON:
      return 'black';
    default:
      return 'grey';
  }
}
