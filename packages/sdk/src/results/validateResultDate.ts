import { fail, ok, type ValidationResult } from '../core/result';
import { RESULTS_DATE_RANGE } from '../i18n/ko';
import { type HistoryDateRange, historyDateRange } from '../pagination/historyDateRange';
import { kstDayBounds } from './kstDay';

/**
 * The Korean days the fixture results reach: today back to the same day three calendar months earlier, as
 * the bet history's 3-month preset counts them.
 * @example resultDateRange(Date.UTC(2025, 4, 31, 3)) // { from: '2025-02-28', to: '2025-05-31' }
 */
export const resultDateRange = (now: number): HistoryDateRange => historyDateRange('months3', now);

/**
 * A results day (YYYY-MM-DD, KST) the member may look up: a real calendar day from three months back to today.
 * @example validateResultDate('2025-06-01', Date.UTC(2025, 4, 31, 3)) // { ok: false, code: 'RESULTS_DATE_RANGE', message: '경기결과는 오늘부터 최근 3개월까지 조회할 수 있습니다.' }
 */
export function validateResultDate(day: string, now: number): ValidationResult<string> {
  const { from, to } = resultDateRange(now);
  if (!kstDayBounds(day) || day < from || day > to) return fail('RESULTS_DATE_RANGE', RESULTS_DATE_RANGE);
  return ok(day);
}
