import { MAX_ACCOUNT_HOLDER_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { FIELD_REQUIRED, SIGNUP_HOLDER, SIGNUP_HOLDER_HANGUL } from '../i18n/ko';
import { appliesCoded, appliesGuide, type SignUpReadingOption } from './signUpReading';

/**
 * An account holder name (§5): required; coded: at most 80 characters (SIGNUP_HOLDER); guide text: Hangul
 * syllables only (SIGNUP_HOLDER_HANGUL). The value is trimmed.
 * @example validateAccountHolder('Kim', { reading: 'guide' }) // fails SIGNUP_HOLDER_HANGUL
 */
export function validateAccountHolder(
  holder: TextInput,
  options: SignUpReadingOption = {},
): ValidationResult<string> {
  const value = (holder ?? '').trim();
  if (value === '') return fail('FIELD_REQUIRED', FIELD_REQUIRED);
  if (appliesCoded(options.reading) && [...value].length > MAX_ACCOUNT_HOLDER_LENGTH) {
    return fail('SIGNUP_HOLDER', SIGNUP_HOLDER);
  }
  if (appliesGuide(options.reading) && !/^[가-힣]+$/.test(value)) {
    return fail('SIGNUP_HOLDER_HANGUL', SIGNUP_HOLDER_HANGUL);
  }
  return ok(value);
}
