import { missingField, type TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { FIELD_REQUIRED } from '../i18n/ko';

export interface LoginForm {
  readonly userId: TextInput;
  readonly password: TextInput;
}

/**
 * Login form (§5): id and password required; `field` names the first empty one. The id is trimmed, the password kept as typed.
 * @example validateLogin({ userId: 'kim01', password: '' }) // { ok: false, code: 'FIELD_REQUIRED', message: '위 항목을 입력해주세요.', field: 'password' }
 */
export function validateLogin(form: LoginForm): ValidationResult<{ userId: string; password: string }> {
  const value = { userId: (form.userId ?? '').trim(), password: form.password ?? '' };
  const field = missingField(value);
  return field ? fail('FIELD_REQUIRED', FIELD_REQUIRED, { field }) : ok(value);
}
