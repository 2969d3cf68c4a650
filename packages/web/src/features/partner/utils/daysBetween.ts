import { shiftKstDay } from '@kbet/sdk';

/** The most days a chart draws: a year, so a far-apart custom range cannot make a huge SVG. */
export const MAX_CHART_DAYS = 366;

/**
 * Every Korean day from `from` to `to`, both inclusive, at most MAX_CHART_DAYS (the latest kept).
 * @example daysBetween('2026-02-27', '2026-03-01') // ['2026-02-27', '2026-02-28', '2026-03-01']
 */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = to; day >= from && days.length < MAX_CHART_DAYS; day = shiftKstDay(day, -1)) days.push(day);
  return days.reverse();
}
