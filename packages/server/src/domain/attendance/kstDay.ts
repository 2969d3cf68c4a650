import { kstParts, startOfKstDay } from '@kbet/sdk';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The Korean calendar day of an instant as an ISO day (YYYY-MM-DD); "once per day" rules count in it.
 * @example kstDay(new Date('2026-01-01T15:00:00Z')) // '2026-01-02'
 */
export function kstDay(instant: Date): string {
  const { year, month, day } = kstParts(instant.getTime());
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The instants where the instant's Korean day starts and ends (end exclusive).
 * @example kstDayRange(new Date('2026-01-01T15:00:00Z')).start // 2026-01-01T15:00:00.000Z
 */
export function kstDayRange(instant: Date): { start: Date; end: Date } {
  const start = startOfKstDay(instant.getTime());
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}
