import { KST_OFFSET_MINUTES } from '../constants/limits';

/** A point in time as programs hand it over: a Date, epoch milliseconds, or an ISO-8601 string. */
export type DateInput = Date | string | number;

const HOUR_MS = 3_600_000;
/** Korea has one offset all year (no daylight saving): UTC+9. */
export const KST_OFFSET_MS = KST_OFFSET_MINUTES * 60_000;

// Date.parse silently rolls 2024-02-30 over into March and reads zone-less times in the machine's own
// zone, so strings are read field by field and checked instead.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch milliseconds of a date, or NaN when it is not a valid one. Strings are ISO-8601
 * ('2024-05-01T12:00:00Z', '2024-05-01 21:00:00+09:00'); a string without a zone is Korean time,
 * as the site's clock and the feed's game times are (§2 "clock in GMT+9").
 * @example toEpochMs('2024-05-01 21:00') // 1714564800000 (12:00 UTC)
 */
export function toEpochMs(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const match = ISO.exec(value.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((match[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hours ||
    check.getUTCMinutes() !== minutes ||
    check.getUTCSeconds() !== seconds
  ) {
    return Number.NaN;
  }
  return wall - zoneOffsetMs(match[8]);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined) return KST_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  // Real zones lie within ±14:00.
  if (hours > 14 || minutes > 59) return Number.NaN;
  return sign * (hours * HOUR_MS + minutes * 60_000);
}

/**
 * Epoch milliseconds of a date a caller must get right (such as `now`); throws RangeError when invalid.
 * @example requireEpochMs(new Date(0), 'now') // 0
 */
export function requireEpochMs(value: DateInput, name: string): number {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date for ${name}: ${String(value)}`);
  return ms;
}
