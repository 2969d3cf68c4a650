import { kstParts } from '../core/kstParts';

/** Date presets of the bet history (spec §9): today, 1 week, 15 days, 1 month, 3 months; custom is typed. */
export const HISTORY_DATE_PRESETS = ['today', 'week', 'days15', 'month', 'months3'] as const;
export type HistoryDatePreset = (typeof HISTORY_DATE_PRESETS)[number];

/** An inclusive range of Korean calendar days, as the history query's from / to take them. */
export interface HistoryDateRange {
  readonly from: string;
  readonly to: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The Korean days a preset covers, ending today: a week and 15 days count back whole days, months go back
 * by calendar month (clamped to the month's last day, so 31 May less a month is 30 April).
 * @example historyDateRange('week', Date.UTC(2024, 4, 31, 3)) // { from: '2024-05-24', to: '2024-05-31' }
 */
export function historyDateRange(preset: HistoryDatePreset, now: number): HistoryDateRange {
  const { year, month, day } = kstParts(now);
  const today = new Date(Date.UTC(year, month - 1, day));
  const back = (days: number) => new Date(Date.UTC(year, month - 1, day - days));
  const monthsBack = (months: number) => {
    const last = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month - 1 - months, Math.min(day, last)));
  };
  const from = {
    today,
    week: back(7),
    days15: back(15),
    month: monthsBack(1),
    months3: monthsBack(3),
  }[preset];
  return { from: iso(from), to: iso(today) };
}

/**
 * The preset a history opens with (spec §9): 1 week for sports, today for in-play.
 * @example defaultHistoryPreset(2) // 'today'
 */
export const defaultHistoryPreset = (gameType: number): HistoryDatePreset =>
  gameType === 2 ? 'today' : 'week';
