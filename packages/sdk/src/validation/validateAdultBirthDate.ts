import { MIN_SIGNUP_AGE } from '../constants/limits';
import { kstParts } from '../core/kstParts';
import { fail, ok, type ValidationResult } from '../core/result';
import { type DateInput, requireEpochMs } from '../core/toEpochMs';
import { SIGNUP_BIRTH_INVALID, SIGNUP_UNDER_AGE } from '../i18n/ko';

const MIN_BIRTH_YEAR = 1900;

/** Birth year, month and day as the sign-up selects give them (codes may be text such as '07'). */
export interface BirthDateInput {
  readonly year: number | string;
  readonly month: number | string;
  readonly day: number | string;
}

export interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function toWhole(part: number | string): number {
  if (typeof part === 'number') return Number.isInteger(part) ? part : Number.NaN;
  return /^\d{1,4}$/.test(part.trim()) ? Number(part) : Number.NaN;
}

/**
 * Sign-up age check (compliance §3): a real calendar date from 1900 on and not after today (SIGNUP_BIRTH_INVALID),
 * and at least 19 full years old (만 19세) on today's Korean date (SIGNUP_UNDER_AGE). A member turns 19 on the
 * birthday itself; one born on 29 February turns 19 on 1 March in common years.
 * @example validateAdultBirthDate({ year: 2006, month: 5, day: 2 }, '2025-05-01T12:00:00+09:00') // fails SIGNUP_UNDER_AGE
 */
export function validateAdultBirthDate(birth: BirthDateInput, now: DateInput): ValidationResult<BirthDate> {
  const year = toWhole(birth.year);
  const month = toWhole(birth.month);
  const day = toWhole(birth.day);
  const today = kstParts(requireEpochMs(now, 'now'));
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const notYetThisYear = today.month < month || (today.month === month && today.day < day);
  const age = today.year - year - (notYetThisYear ? 1 : 0);
  if (!(year >= MIN_BIRTH_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && age >= 0)) {
    return fail('SIGNUP_BIRTH_INVALID', SIGNUP_BIRTH_INVALID);
  }
  if (age < MIN_SIGNUP_AGE) return fail('SIGNUP_UNDER_AGE', SIGNUP_UNDER_AGE);
  return ok({ year, month, day });
}
