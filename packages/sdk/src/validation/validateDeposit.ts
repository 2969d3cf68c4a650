import { DEPOSIT_BONUS_CODE } from '../constants/depositBonus';
import { DEPOSIT_STEP, MAX_DEPOSIT, MIN_DEPOSIT } from '../constants/limits';
import type { AmountInput } from '../core/readAmount';
import { readWholeAmount } from '../core/readWholeAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import { DEPOSIT_BONUS_REQUIRED, DEPOSIT_MAX, DEPOSIT_MIN, DEPOSIT_UNIT } from '../i18n/ko';

export interface DepositOptions {
  /** The bonus option code (§9): 0 none chosen; 1-4, 6, 7 a bonus; 5 no bonus. Select values may arrive as text. */
  readonly bonus: number | string | null | undefined;
}

/**
 * A deposit request (§5), checks in order: bonus chosen (DEPOSIT_BONUS_REQUIRED), amount entered (FIELD_REQUIRED),
 * numeric (AMOUNT_NUMERIC), no decimals (AMOUNT_NO_DECIMALS), >= 10,000 (DEPOSIT_MIN), a multiple of 1,000
 * (DEPOSIT_UNIT), <= 100,000,000 per request (DEPOSIT_MAX). The value is the amount in won.
 * @example validateDeposit('1,000,000', { bonus: 5 }) // { ok: true, value: 1000000 }
 */
export function validateDeposit(input: AmountInput, { bonus }: DepositOptions): ValidationResult<number> {
  const code = Number(bonus);
  // Only a listed option other than the placeholder is a choice; blanks and unknown codes are not.
  const known: readonly number[] = Object.values(DEPOSIT_BONUS_CODE);
  if (code === DEPOSIT_BONUS_CODE.NONE_CHOSEN || !known.includes(code)) {
    return fail('DEPOSIT_BONUS_REQUIRED', DEPOSIT_BONUS_REQUIRED);
  }
  const read = readWholeAmount(input);
  if (!read.ok) return read;
  const amount = read.value;
  if (amount < MIN_DEPOSIT) return fail('DEPOSIT_MIN', DEPOSIT_MIN);
  // Past 2^53 the remainder is meaningless; such amounts fall to the maximum instead.
  if (Number.isSafeInteger(amount) && amount % DEPOSIT_STEP !== 0) return fail('DEPOSIT_UNIT', DEPOSIT_UNIT);
  if (amount > MAX_DEPOSIT) return fail('DEPOSIT_MAX', DEPOSIT_MAX);
  return ok(amount);
}
