import { MAX_NICKNAME_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { NICKNAME_REQUIRED, SIGNUP_NICKNAME, SIGNUP_NICKNAME_GUIDE, SIGNUP_NO_SPACES } from '../i18n/ko';
import { appliesCoded, appliesGuide, type SignUpReadingOption } from './signUpReading';

const NICKNAME_GUIDE_MIN = 4;

/**
 * A sign-up nickname (§5): required (NICKNAME_REQUIRED), no spaces (SIGNUP_NO_SPACES); coded: at most 8
 * characters (SIGNUP_NICKNAME); guide text: at least 4 (SIGNUP_NICKNAME_GUIDE). Hangul syllables count one each.
 * @example validateSignUpNickname('행운의 별') // fails SIGNUP_NO_SPACES
 */
export function validateSignUpNickname(
  nickname: TextInput,
  options: SignUpReadingOption = {},
): ValidationResult<string> {
  const value = nickname ?? '';
  if (value === '') return fail('NICKNAME_REQUIRED', NICKNAME_REQUIRED);
  if (/\s/.test(value)) return fail('SIGNUP_NO_SPACES', SIGNUP_NO_SPACES);
  const length = [...value].length;
  if (appliesCoded(options.reading) && length > MAX_NICKNAME_LENGTH) {
    return fail('SIGNUP_NICKNAME', SIGNUP_NICKNAME);
  }
  if (appliesGuide(options.reading) && length < NICKNAME_GUIDE_MIN) {
    return fail('SIGNUP_NICKNAME_GUIDE', SIGNUP_NICKNAME_GUIDE);
  }
  return ok(value);
}
