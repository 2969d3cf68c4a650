import { PHONE_LAST_DIGITS_LENGTH } from '../constants/limits';
import { missingField, type TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { FIELD_REQUIRED, PHONE_LAST4 } from '../i18n/ko';

export interface FindPasswordForm {
  readonly userId: TextInput;
  readonly accountHolder: TextInput;
  readonly phoneLast4: TextInput;
}

/**
 * Find-password form (§5): all fields required, then the phone's last part exactly 4 characters (as the spec codes it).
 * @example validateFindPassword({ userId: 'kim01', accountHolder: '김철수', phoneLast4: '567' }) // fails PHONE_LAST4
 */
export function validateFindPassword(
  form: FindPasswordForm,
): ValidationResult<{ userId: string; accountHolder: string; phoneLast4: string }> {
  const value = {
    userId: (form.userId ?? '').trim(),
    accountHolder: (form.accountHolder ?? '').trim(),
    phoneLast4: (form.phoneLast4 ?? '').trim(),
  };
  const field = missingField(value);
  if (field) return fail('FIELD_REQUIRED', FIELD_REQUIRED, { field });
  if ([...value.phoneLast4].length !== PHONE_LAST_DIGITS_LENGTH) {
    return fail('PHONE_LAST4', PHONE_LAST4, { field: 'phoneLast4' });
  }
  return ok(value);
}
