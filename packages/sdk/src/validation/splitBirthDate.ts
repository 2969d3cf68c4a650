import type { BirthDateInput } from './validateAdultBirthDate';

const JOINED = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * The sign-up payload's birthDate: the year, month and day select codes joined (§3), as YYYYMMDD.
 * @example joinBirthDate({ year: '1990', month: '7', day: 9 }) // '19900709'
 */
export function joinBirthDate(birth: BirthDateInput): string {
  const part = (value: number | string, width: number) => String(value).trim().padStart(width, '0');
  return `${part(birth.year, 4)}${part(birth.month, 2)}${part(birth.day, 2)}`;
}

/**
 * The year, month and day codes of a joined birthDate, for validateAdultBirthDate; anything but 8 digits
 * gives empty parts, which it refuses as SIGNUP_BIRTH_INVALID.
 * @example splitBirthDate('19900709') // { year: '1990', month: '07', day: '09' }
 */
export function splitBirthDate(joined: string): BirthDateInput {
  const [, year = '', month = '', day = ''] = JOINED.exec(joined.trim()) ?? [];
  return { year, month, day };
}
