import { MAX_NICKNAME_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { NICKNAME_BANNED, NICKNAME_REQUIRED, NICKNAME_TOO_LONG } from '../i18n/ko';
import { type BannedOption, isBanned } from './checkUserIdInput';

/**
 * The nickname duplicate-check button (§5 "Nickname check"): entered (NICKNAME_REQUIRED), at most 8
 * characters (NICKNAME_TOO_LONG), not banned (NICKNAME_BANNED).
 * @example checkNicknameInput('') // fails NICKNAME_REQUIRED
 */
export function checkNicknameInput(
  nickname: TextInput,
  options: BannedOption = {},
): ValidationResult<string> {
  const value = nickname ?? '';
  if (value.trim() === '') return fail('NICKNAME_REQUIRED', NICKNAME_REQUIRED);
  if ([...value].length > MAX_NICKNAME_LENGTH) return fail('NICKNAME_TOO_LONG', NICKNAME_TOO_LONG);
  if (isBanned(value, options.banned)) return fail('NICKNAME_BANNED', NICKNAME_BANNED);
  return ok(value);
}
