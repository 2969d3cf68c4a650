import { formatKst } from '@/lib/formatKst';

/** The period presets of the transaction history; 3 months is what compliance §4 asks to be self-serve. */
export type RangePreset = 'week' | 'month' | 'quarter';

const DAY_MS = 24 * 60 * 60_000;
const DAYS: Readonly<Record<RangePreset, number>> = { week: 7, month: 30, quarter: 91 };

export const RANGE_LABELS: Readonly<Record<RangePreset, string>> = {
  week: '1주일',
  month: '1개월',
  quarter: '3개월',
};

/**
 * The KST calendar days (YYYY-MM-DD) a preset covers, today included: a week is today and the 6 days before.
 * @example transactionRange('week', Date.parse('2025-03-10T03:00:00Z')) // { from: '2025-03-04', to: '2025-03-10' }
 */
export function transactionRange(preset: RangePreset, now: number): { from: string; to: string } {
  return {
    from: formatKst(now - (DAYS[preset] - 1) * DAY_MS, 'date'),
    to: formatKst(now, 'date'),
  };
}
