import { MAX_USER_ID_LENGTH, MIN_USER_ID_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { ID_BANNED, SIGNUP_USER_ID } from '../i18n/ko';

export interface BannedOption {
  /** Forbidden values, matched whole and case-insensitively. */
  readonly banned?: Iterable<string>;
}

/**
 * Whether a value is on a banned list, whole and case-insensitively.
 * @example isBanned('Admin', ['admin']) // true
 */
export function isBanned(value: string, banned: Iterable<string> = []): boolean {
  const key = value.toLowerCase();
  for (const word of banned) if (word.toLowerCase() === key) return true;
  return false;
}

/**
 * The id duplicate-check button (§5 "Id check"): 6-12 characters (SIGNUP_USER_ID), not banned (ID_BANNED);
 * availability comes next from the server, see {@link checkAvailability}.
 * @example checkUserIdInput('admin1', { banned: ['ADMIN1'] }) // fails ID_BANNED
 */
export function checkUserIdInput(userId: TextInput, options: BannedOption = {}): ValidationResult<string> {
  const value = userId ?? '';
  const length = [...value].length;
  if (length < MIN_USER_ID_LENGTH || length > MAX_USER_ID_LENGTH) {
    return fail('SIGNUP_USER_ID', SIGNUP_USER_ID);
  }
  if (isBanned(value, options.banned)) return fail('ID_BANNED', ID_BANNED);
  return ok(value);
}
