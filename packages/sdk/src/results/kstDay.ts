import { KST_OFFSET_MS } from '../core/toEpochMs';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d\d-\d\d$/;

/** A Korean calendar day's first instant and the next day's first instant, in epoch milliseconds. */
export interface KstDayBounds {
  readonly start: number;
  readonly end: number;
}

/**
 * The Korean calendar day (YYYY-MM-DD, UTC+9) of an instant.
 * @example kstDay(Date.UTC(2025, 2, 1, 15)) // '2025-03-02'
 */
export const kstDay = (epochMs: number): string =>
  new Date(epochMs + KST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The instants a Korean calendar day spans, [start, end); undefined for text that is not a day of the
 * calendar ('2025-02-30', '2025-3-1').
 * @example kstDayBounds('2025-03-02') // { start: Date.UTC(2025, 2, 1, 15), end: Date.UTC(2025, 2, 2, 15) }
 */
export function kstDayBounds(day: string): KstDayBounds | undefined {
  if (!DAY.test(day)) return undefined;
  const start = Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS;
  // Date.parse rolls '02-30' over to March: only a day that reads back the same exists.
  if (Number.isNaN(start) || kstDay(start) !== day) return undefined;
  return { start, end: start + DAY_MS };
}

/**
 * The Korean calendar day `days` after `day` (before it when negative).
 * @example shiftKstDay('2025-03-01', -1) // '2025-02-28'
 */
export const shiftKstDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
