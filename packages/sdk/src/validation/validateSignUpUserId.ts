import { MAX_USER_ID_LENGTH, MIN_USER_ID_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { SIGNUP_USER_ID, SIGNUP_USER_ID_GUIDE } from '../i18n/ko';
import { appliesCoded, appliesGuide, type SignUpReadingOption } from './signUpReading';

const CODED = new RegExp(`^[A-Za-z0-9]{${MIN_USER_ID_LENGTH},${MAX_USER_ID_LENGTH}}$`);
// The guide text's reading: lowercase letters, digits or underscore, at least 3.
const GUIDE = /^[a-z0-9_]{3,}$/;

/**
 * A sign-up user id (§5). Coded: 6-12 letters or digits, no spaces (SIGNUP_USER_ID). Guide text: lowercase
 * letters, digits or underscore, at least 3 (SIGNUP_USER_ID_GUIDE). Both (default): 6-12 lowercase letters or digits.
 * @example validateSignUpUserId('Kim2024') // fails SIGNUP_USER_ID_GUIDE (uppercase) under the default 'both'
 */
export function validateSignUpUserId(
  userId: TextInput,
  options: SignUpReadingOption = {},
): ValidationResult<string> {
  const value = userId ?? '';
  if (appliesCoded(options.reading) && !CODED.test(value)) {
    return fail('SIGNUP_USER_ID', SIGNUP_USER_ID);
  }
  if (appliesGuide(options.reading) && !GUIDE.test(value)) {
    return fail('SIGNUP_USER_ID_GUIDE', SIGNUP_USER_ID_GUIDE);
  }
  return ok(value);
}
