import { kstDay } from '@kbet/sdk';
import { useState } from 'react';
import { type DayRange, type ReportPreset, reportRange } from '../utils/reportRange';

/** A report page's period: the preset picked, the days of one's own, and the Korean days they cover. */
export interface ReportPeriod {
  readonly preset: ReportPreset;
  readonly setPreset: (preset: ReportPreset) => void;
  readonly custom: DayRange;
  readonly setCustom: (range: DayRange) => void;
  readonly range: DayRange;
}

/**
 * The period state of the partner reports, today by default; the Korean day is read when the page opens.
 * @example const period = useReportPeriod(); useDownlineReport('partner', { ...period.range, by: 'vertical' });
 */
export function useReportPeriod(initial: ReportPreset = 'today'): ReportPeriod {
  const [today] = useState(() => kstDay(Date.now()));
  const [preset, setPreset] = useState(initial);
  const [custom, setCustom] = useState<DayRange>({ from: today, to: today });
  return { preset, setPreset, custom, setCustom, range: reportRange(preset, today, custom) };
}
