import { KST_OFFSET_MINUTES } from '@kbet/sdk/constants';

/** 'datetime' 2025-03-01 21:00, 'date' 2025-03-01, 'short' 25.03.01 (spec §9 YY.MM.DD), 'time' 21:00:05, 'clock' 2025-03-01 21:00:05. */
export type KstFormat = 'datetime' | 'date' | 'short' | 'time' | 'clock';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant in Korean time (UTC+9, no daylight saving), whatever the browser's zone.
 * @example formatKst('2025-03-01T12:00:00Z', 'datetime') // '2025-03-01 21:00'
 */
export function formatKst(value: string | number | Date, format: KstFormat = 'datetime'): string {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + KST_OFFSET_MINUTES * 60_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const hms = `${hm}:${pad(d.getUTCSeconds())}`;
  switch (format) {
    case 'date':
      return date;
    case 'short':
      return `${pad(d.getUTCFullYear() % 100)}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
    case 'time':
      return hms;
    case 'clock':
      return `${date} ${hms}`;
    default:
      return `${date} ${hm}`;
  }
}
