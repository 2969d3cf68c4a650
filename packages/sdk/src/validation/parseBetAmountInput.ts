import { type AmountInput, readAmount } from '../core/readAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import {
  BET_AMOUNT_DIGITS,
  BET_AMOUNT_NEGATIVE,
  BET_AMOUNT_REQUIRED,
  BET_NO_DECIMALS,
  BET_OVER_MAX,
} from '../i18n/ko';

/**
 * The bet-slip amount field (§5 "Bet amount"): required, digits with thousands separators, whole won, >= 0.
 * Past 2^53 - 1 it can only be over any maximum bet, so it says so (BET_OVER_MAX).
 * @example parseBetAmountInput('50,000') // { ok: true, value: 50000 }
 */
export function parseBetAmountInput(input: AmountInput): ValidationResult<number> {
  const reading = readAmount(input);
  if (reading === 'required') return fail('BET_AMOUNT_REQUIRED', BET_AMOUNT_REQUIRED);
  if (reading === 'numeric') return fail('BET_AMOUNT_DIGITS', BET_AMOUNT_DIGITS);
  if (reading.fraction) return fail('BET_NO_DECIMALS', BET_NO_DECIMALS);
  if (reading.whole < 0) return fail('BET_AMOUNT_NEGATIVE', BET_AMOUNT_NEGATIVE);
  if (!Number.isSafeInteger(reading.whole)) return fail('BET_OVER_MAX', BET_OVER_MAX);
  return ok(reading.whole);
}
