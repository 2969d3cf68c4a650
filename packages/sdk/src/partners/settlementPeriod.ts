const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A settlement period: Korean days `from`-`to`, both inclusive. Periods never overlap. */
export interface SettlementPeriod {
  readonly from: string;
  readonly to: string;
}

/** Weekly periods by default (partner-settlement.md), starting on Monday. */
export const DEFAULT_PERIOD_DAYS = 7;

const dayNumber = (day: string): number => {
  const match = DAY.exec(day);
  if (match === null) throw new RangeError(`Expected a day YYYY-MM-DD, got ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return ms / DAY_MS;
};

const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether a text is a real calendar day `YYYY-MM-DD`.
 * @example isDay('2026-02-30') // false
 */
export function isDay(text: string): boolean {
  try {
    dayNumber(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A day moved by whole days.
 * @example addDays('2026-12-31', 1) // '2027-01-01'
 */
export const addDays = (day: string, days: number): string => dayText(dayNumber(day) + days);

/**
 * The Monday of a day's week (1970-01-01 was a Thursday, so day 4 is the first Monday).
 * @example weekStartOf('2026-11-26') // '2026-11-23'
 */
export function weekStartOf(day: string): string {
  const n = dayNumber(day);
  return dayText(n - ((((n - 4) % 7) + 7) % 7));
}

/**
 * The period of `lengthDays` holding `day`, periods being counted from `anchor` (a Monday for weekly periods).
 * @example periodOf('2026-11-26') // { from: '2026-11-23', to: '2026-11-29' }
 */
export function periodOf(
  day: string,
  lengthDays = DEFAULT_PERIOD_DAYS,
  anchor = '2024-01-01',
): SettlementPeriod {
  if (!Number.isInteger(lengthDays) || lengthDays < 1 || lengthDays > 366) {
    throw new RangeError(`Expected a period of 1-366 days, got ${lengthDays}`);
  }
  const offset = dayNumber(day) - dayNumber(anchor);
  const start = dayNumber(anchor) + Math.floor(offset / lengthDays) * lengthDays;
  return { from: dayText(start), to: dayText(start + lengthDays - 1) };
}

/**
 * Whether two periods share a day.
 * @example periodsOverlap({ from: '2026-01-01', to: '2026-01-07' }, { from: '2026-01-07', to: '2026-01-13' }) // true
 */
export const periodsOverlap = (a: SettlementPeriod, b: SettlementPeriod): boolean =>
  a.from <= b.to && b.from <= a.to;
