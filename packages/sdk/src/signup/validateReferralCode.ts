import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { SIGNUP_CODE_REQUIRED } from '../i18n/ko';

/**
 * Sign-up step 1 (§5 "Referral code required"): the code, trimmed, or SIGNUP_CODE_REQUIRED when blank. The server
 * answers an unknown code with SIGNUP_CODE_UNKNOWN.
 * @example validateReferralCode('  ') // { ok: false, code: 'SIGNUP_CODE_REQUIRED', message: '가입코드를 입력해주세요.' }
 */
export function validateReferralCode(code: TextInput): ValidationResult<string> {
  const value = (code ?? '').trim();
  return value === '' ? fail('SIGNUP_CODE_REQUIRED', SIGNUP_CODE_REQUIRED) : ok(value);
}
