import { kstParts } from '@kbet/sdk';

/** A Korean-time calendar month. */
export interface KstMonth {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  /** Today's day of the month. */
  readonly today: number;
}

/** One cell of the calendar: a day of the month, or null for the blanks before the 1st and after the last day. */
export type CalendarCell = { readonly day: number; readonly iso: string } | null;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The Korean month an instant falls in, with today's day (attendance runs on Korean days).
 * @example kstMonth(Date.UTC(2025, 1, 28, 15)) // { year: 2025, month: 3, today: 1 }
 */
export function kstMonth(epochMs: number): KstMonth {
  const { year, month, day } = kstParts(epochMs);
  return { year, month, today: day };
}

/**
 * A month as calendar weeks from Sunday to Saturday, days labelled with their ISO date (YYYY-MM-DD), the
 * form of the server's check-in days.
 * @example monthGrid(2025, 3)[0] // [null, null, null, null, null, null, { day: 1, iso: '2025-03-01' }]
 */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: CalendarCell[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => ({ day: i + 1, iso: `${year}-${pad(month)}-${pad(i + 1)}` })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
