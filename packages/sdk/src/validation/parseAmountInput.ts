import type { AmountInput } from '../core/readAmount';
import { readWholeAmount } from '../core/readWholeAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import { AMOUNT_NEGATIVE, AMOUNT_TOO_LARGE } from '../i18n/ko';

/**
 * Parses an amount field (digits, optionally with thousands separators) into whole won:
 * required (FIELD_REQUIRED), numeric (AMOUNT_NUMERIC), no decimals (AMOUNT_NO_DECIMALS), >= 0 (AMOUNT_NEGATIVE),
 * and exact (AMOUNT_TOO_LARGE past 2^53 - 1).
 * @example parseAmountInput('1,000,000') // { ok: true, value: 1000000 }
 */
export function parseAmountInput(input: AmountInput): ValidationResult<number> {
  const read = readWholeAmount(input);
  if (!read.ok) return read;
  if (read.value < 0) return fail('AMOUNT_NEGATIVE', AMOUNT_NEGATIVE);
  if (!Number.isSafeInteger(read.value)) return fail('AMOUNT_TOO_LARGE', AMOUNT_TOO_LARGE);
  return ok(read.value);
}
