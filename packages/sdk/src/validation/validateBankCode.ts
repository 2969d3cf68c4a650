import { MAX_BANK_CODE, MIN_BANK_CODE } from '../constants/limits';
import { fail, ok, type ValidationResult } from '../core/result';
import { BANK_INVALID } from '../i18n/ko';

/**
 * A bank code from the BANK code list, as a number or select text: a whole number 1-39 (§5).
 * @example validateBankCode('04') // { ok: true, value: 4 }
 */
export function validateBankCode(code: number | string | null | undefined): ValidationResult<number> {
  const text = String(code ?? '').trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return value >= MIN_BANK_CODE && value <= MAX_BANK_CODE ? ok(value) : fail('BANK_INVALID', BANK_INVALID);
}
