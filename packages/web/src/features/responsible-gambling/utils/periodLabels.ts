import type { SelfExclusionMonths, TimeoutDays } from '@kbet/sdk';

/**
 * A time-out length as members say it: 1 day reads 24시간, whole weeks read 주.
 * @example timeoutLabel(42) // '6주'
 */
export function timeoutLabel(days: TimeoutDays | number): string {
  if (days === 1) return '24시간';
  if (days % 7 === 0) return `${days / 7}주`;
  return `${days}일`;
}

/**
 * A self-exclusion length: whole years read 년.
 * @example exclusionLabel(60) // '5년'
 */
export function exclusionLabel(months: SelfExclusionMonths | number): string {
  return months % 12 === 0 ? `${months / 12}년` : `${months}개월`;
}

/**
 * A reality-check interval.
 * @example intervalLabel(120) // '2시간'
 */
export function intervalLabel(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}시간` : `${minutes}분`;
}
