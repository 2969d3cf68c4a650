import { MAX_SIGNUP_PASSWORD_LENGTH, MIN_SIGNUP_PASSWORD_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { SIGNUP_PASSWORD } from '../i18n/ko';

const SIGNUP_PASSWORD_PATTERN = new RegExp(
  `^[A-Za-z0-9!@#$%^*+=-]{${MIN_SIGNUP_PASSWORD_LENGTH},${MAX_SIGNUP_PASSWORD_LENGTH}}$`,
);

/**
 * A sign-up password (§5): 6-12 characters, each a letter, a digit or one of !@#$%^*+=- (so no spaces).
 * @example validateSignUpPassword('abc!234') // { ok: true, value: 'abc!234' }
 */
export function validateSignUpPassword(password: TextInput): ValidationResult<string> {
  const value = password ?? '';
  return SIGNUP_PASSWORD_PATTERN.test(value) ? ok(value) : fail('SIGNUP_PASSWORD', SIGNUP_PASSWORD);
}
