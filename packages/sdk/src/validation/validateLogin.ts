import { missingField, type TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { FIELD_REQUIRED, LOGIN_OTP_INVALID } from '../i18n/ko';

export interface LoginForm {
  readonly userId: TextInput;
  readonly password: TextInput;
  /** The authenticator code of a partner or staff account with a second factor (compliance §10). */
  readonly otp?: TextInput;
}

/**
 * Login form (§5): id and password required; `field` names the first empty one. The id is trimmed, the password kept as typed.
 * An authenticator code, when typed, is 6 digits (spaces dropped) and sent along.
 * @example validateLogin({ userId: 'kim01', password: '' }) // { ok: false, code: 'FIELD_REQUIRED', message: '위 항목을 입력해주세요.', field: 'password' }
 */
export function validateLogin(
  form: LoginForm,
): ValidationResult<{ userId: string; password: string; otp?: string }> {
  const value = { userId: (form.userId ?? '').trim(), password: form.password ?? '' };
  const field = missingField(value);
  if (field) return fail('FIELD_REQUIRED', FIELD_REQUIRED, { field });
  const otp = (form.otp ?? '').replace(/\s/g, '');
  if (otp === '') return ok(value);
  return /^\d{6}$/.test(otp)
    ? ok({ ...value, otp })
    : fail('LOGIN_OTP_INVALID', LOGIN_OTP_INVALID, { field: 'otp' });
}
