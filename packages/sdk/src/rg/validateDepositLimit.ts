import { ok, type ValidationResult } from '../core/result';
import { parseAmountInput } from '../validation/parseAmountInput';

/**
 * A deposit-limit field (compliance §4): blank means no limit (null); otherwise whole won of 0 or more, typed with
 * or without thousands separators (the parseAmountInput messages).
 * @example validateDepositLimit('500,000') // { ok: true, value: 500000 }
 */
export function validateDepositLimit(typed: string | null | undefined): ValidationResult<number | null> {
  if ((typed ?? '').trim() === '') return ok(null);
  return parseAmountInput(typed);
}
