import { shiftKstDay } from '@kbet/sdk';

/** The dashboard's period presets (spec §2): today, yesterday, 7 days, this month, or days of one's own. */
export type ReportPreset = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

export const REPORT_PRESET_LABELS: Readonly<Record<ReportPreset, string>> = {
  today: '오늘',
  yesterday: '어제',
  week: '7일',
  month: '이번 달',
  custom: '기간 선택',
};

/** Korean days `from`-`to`, both inclusive. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The Korean days a preset covers on Korean day `today`; 'custom' keeps the range given.
 * @example reportRange('week', '2026-03-10') // { from: '2026-03-04', to: '2026-03-10' }
 */
export function reportRange(preset: ReportPreset, today: string, custom: DayRange): DayRange {
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'yesterday') {
    const day = shiftKstDay(today, -1);
    return { from: day, to: day };
  }
  if (preset === 'week') return { from: shiftKstDay(today, -6), to: today };
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return custom;
}
