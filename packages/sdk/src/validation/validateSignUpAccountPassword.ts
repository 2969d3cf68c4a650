import { ACCOUNT_PASSWORD_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { SIGNUP_ACCOUNT_PASSWORD } from '../i18n/ko';

const ACCOUNT_PASSWORD = new RegExp(`^\\d{${ACCOUNT_PASSWORD_LENGTH}}$`);

/**
 * The account (deposit/withdrawal) password chosen at sign-up (§5): exactly 4 digits, no spaces.
 * @example validateSignUpAccountPassword('12a4') // fails SIGNUP_ACCOUNT_PASSWORD
 */
export function validateSignUpAccountPassword(password: TextInput): ValidationResult<string> {
  const value = password ?? '';
  return ACCOUNT_PASSWORD.test(value) ? ok(value) : fail('SIGNUP_ACCOUNT_PASSWORD', SIGNUP_ACCOUNT_PASSWORD);
}
