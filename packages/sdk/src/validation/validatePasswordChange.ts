import { missingField, type TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { MYPAGE_PASSWORD_CHECK } from '../i18n/ko';

export interface PasswordChangeForm {
  readonly current: TextInput;
  readonly next: TextInput;
  readonly confirm: TextInput;
}

/**
 * My-page password change (§5): current, new and confirmation present and new = confirmation, else one message.
 * The value maps onto the wire's oldPassword / password.
 * @example validatePasswordChange({ current: 'old', next: 'new1', confirm: 'new2' }) // fails MYPAGE_PASSWORD_CHECK
 */
export function validatePasswordChange(
  form: PasswordChangeForm,
): ValidationResult<{ oldPassword: string; password: string }> {
  const value = { current: form.current ?? '', next: form.next ?? '', confirm: form.confirm ?? '' };
  const field = missingField(value) ?? (value.next === value.confirm ? undefined : 'confirm');
  if (field) return fail('MYPAGE_PASSWORD_CHECK', MYPAGE_PASSWORD_CHECK, { field });
  return ok({ oldPassword: value.current, password: value.next });
}
