import { MAX_ACCOUNT_NUMBER_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { ACCOUNT_NUMBER_TOO_LONG, FIELD_REQUIRED } from '../i18n/ko';

/**
 * A bank account number: required, at most 14 characters (§5); the value is trimmed.
 * @example validateAccountNumber('110-123-456789') // { ok: true, value: '110-123-456789' }
 */
export function validateAccountNumber(accountNumber: TextInput): ValidationResult<string> {
  const value = (accountNumber ?? '').trim();
  if (value === '') return fail('FIELD_REQUIRED', FIELD_REQUIRED);
  if ([...value].length > MAX_ACCOUNT_NUMBER_LENGTH) {
    return fail('ACCOUNT_NUMBER_TOO_LONG', ACCOUNT_NUMBER_TOO_LONG);
  }
  return ok(value);
}
