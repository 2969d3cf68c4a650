import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { SIGNUP_PHONE_AUTH_INVALID, SIGNUP_PHONE_FORMAT } from '../i18n/ko';

// 010 takes a 4-digit middle part; 011 and 016-019 (older numbers) take 3 or 4. Hyphens: both or none.
const PLAIN = /^01(?:0\d{4}|[16-9]\d{3,4})\d{4}$/;
const HYPHENATED = /^01(?:0-\d{4}|[16-9]-\d{3,4})-\d{4}$/;

/**
 * A Korean mobile number: 010 with 8 digits after the prefix, or 011/016/017/018/019 with 7 or 8;
 * written plain or with both hyphens (010-1234-5678). Surrounding spaces are ignored.
 * @example isKoreanMobile('011-123-4567') // true
 */
export function isKoreanMobile(phone: TextInput): boolean {
  const value = (phone ?? '').trim();
  return PLAIN.test(value) || HYPHENATED.test(value);
}

const digitsOf = (phone: TextInput): string => (phone ?? '').replace(/\D/g, '');

/**
 * The sign-up phone field (§5): a Korean mobile number (SIGNUP_PHONE_FORMAT); the value is digits only.
 * @example validateSignUpPhone('010-1234-5678') // { ok: true, value: '01012345678' }
 */
export const validateSignUpPhone = (phone: TextInput): ValidationResult<string> =>
  isKoreanMobile(phone) ? ok(digitsOf(phone)) : fail('SIGNUP_PHONE_FORMAT', SIGNUP_PHONE_FORMAT);

/**
 * Requesting an SMS auth number needs a valid mobile number (§5, SIGNUP_PHONE_AUTH_INVALID); the value is digits only.
 * @example validatePhoneAuthRequest('010-123-4567') // fails SIGNUP_PHONE_AUTH_INVALID
 */
export const validatePhoneAuthRequest = (phone: TextInput): ValidationResult<string> =>
  isKoreanMobile(phone) ? ok(digitsOf(phone)) : fail('SIGNUP_PHONE_AUTH_INVALID', SIGNUP_PHONE_AUTH_INVALID);
