import { MIN_PASSWORD_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { PASSWORD_MIN8, PASSWORD_MISMATCH, PASSWORD_REQUIRED } from '../i18n/ko';

/**
 * A new password in the find-password flow (§5 "Password rules defined"): required, at least 8 characters.
 * @example validatePassword('abc12345') // { ok: true, value: 'abc12345' }
 */
export function validatePassword(password: TextInput): ValidationResult<string> {
  const value = password ?? '';
  if (value.trim() === '') return fail('PASSWORD_REQUIRED', PASSWORD_REQUIRED);
  if ([...value].length < MIN_PASSWORD_LENGTH) return fail('PASSWORD_MIN8', PASSWORD_MIN8);
  return ok(value);
}

/**
 * The confirmation must equal the password exactly (§5 "Passwords do not match").
 * @example validatePasswordConfirm('abc12345', 'abc1234') // fails PASSWORD_MISMATCH
 */
export function validatePasswordConfirm(password: TextInput, confirm: TextInput): ValidationResult<string> {
  return (password ?? '') === (confirm ?? '')
    ? ok(password ?? '')
    : fail('PASSWORD_MISMATCH', PASSWORD_MISMATCH);
}
