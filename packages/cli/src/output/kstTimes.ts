import { KST_OFFSET_MINUTES } from '@kbet/sdk';

// An ISO 8601 instant as the API sends it (UTC `Z` or an offset), seconds and fractions optional.
const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * The site's wall-clock time (KST, Asia/Seoul, which keeps no daylight saving) for an instant.
 * @example kstTime('2026-11-26T13:30:00.000Z') // '2026-11-26 22:30:00 KST'
 */
export function kstTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const shifted = new Date(ms + KST_OFFSET_MINUTES * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)} KST`;
}

/**
 * Text with every ISO instant in it shown in KST, so staff read times in the site's zone; JSON keeps the ISO value.
 * @example kstTimes('opens 2026-11-26T00:00:00Z') // 'opens 2026-11-26 09:00:00 KST'
 */
export const kstTimes = (text: string): string => text.replace(ISO_INSTANT, kstTime);
