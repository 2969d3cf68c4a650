import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { safeEqual } from '../core/safeEqual';
import { DEPOSIT_PASSWORD_MISMATCH, WITHDRAW_PASSWORD_MISMATCH } from '../i18n/ko';

// An empty stored password matches nothing: a member without one cannot unlock the account by entering nothing.
const matches = (entered: TextInput, stored: TextInput): boolean =>
  !!entered && !!stored && safeEqual(entered, stored);

/**
 * The deposit form's account-password check (§5) that reveals the deposit account.
 * @example checkAccountPassword('1234', '4321') // fails DEPOSIT_PASSWORD_MISMATCH
 */
export const checkAccountPassword = (entered: TextInput, stored: TextInput): ValidationResult<void> =>
  matches(entered, stored) ? ok(undefined) : fail('DEPOSIT_PASSWORD_MISMATCH', DEPOSIT_PASSWORD_MISMATCH);

/**
 * The withdrawal form's account-password check (§5, alert 입출금 비밀번호가 다릅니다.).
 * @example checkWithdrawPassword('1234', '1234') // { ok: true, value: undefined }
 */
export const checkWithdrawPassword = (entered: TextInput, stored: TextInput): ValidationResult<void> =>
  matches(entered, stored) ? ok(undefined) : fail('WITHDRAW_PASSWORD_MISMATCH', WITHDRAW_PASSWORD_MISMATCH);
