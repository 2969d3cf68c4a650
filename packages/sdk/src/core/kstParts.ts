import { KST_OFFSET_MS } from './toEpochMs';

const DAY_MS = 86_400_000;

/** A Korean-time calendar date and clock reading. */
export interface KstParts {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
  /** Minutes since Korean midnight, 0-1439. */
  readonly minuteOfDay: number;
}

/**
 * The Korean date and time of an instant, by the fixed UTC+9 offset (no Intl, so the same on every runtime).
 * @example kstParts(Date.UTC(2024, 0, 1, 15, 30)) // { year: 2024, month: 1, day: 2, minuteOfDay: 30 }
 */
export function kstParts(epochMs: number): KstParts {
  const shifted = new Date(epochMs + KST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * Epoch milliseconds of the Korean midnight that starts the instant's Korean day (for "per day" totals).
 * @example startOfKstDay(Date.UTC(2024, 0, 1, 15, 30)) // Date.UTC(2024, 0, 1, 15, 0)
 */
export const startOfKstDay = (epochMs: number): number =>
  Math.floor((epochMs + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
