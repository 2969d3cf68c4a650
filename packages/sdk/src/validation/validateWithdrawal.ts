import { MIN_WITHDRAWAL, WITHDRAWAL_UNIT } from '../constants/limits';
import type { AmountInput } from '../core/readAmount';
import { readWholeAmount } from '../core/readWholeAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import { WITHDRAW_MIN, WITHDRAW_OVER_CASH, WITHDRAW_UNIT } from '../i18n/ko';

export interface WithdrawalOptions {
  /** The member's cash (emoney) in won. */
  readonly cash: number;
}

/**
 * A withdrawal amount (§5), checks in order: entered (FIELD_REQUIRED), numeric (AMOUNT_NUMERIC),
 * no decimals (AMOUNT_NO_DECIMALS), >= 10,000 (WITHDRAW_MIN), a multiple of 10,000 (WITHDRAW_UNIT),
 * not above cash (WITHDRAW_OVER_CASH). The §9 policy limits are {@link validateWithdrawalPolicy}.
 * @example validateWithdrawal('50,000', { cash: 120000 }) // { ok: true, value: 50000 }
 */
export function validateWithdrawal(
  input: AmountInput,
  { cash }: WithdrawalOptions,
): ValidationResult<number> {
  const read = readWholeAmount(input);
  if (!read.ok) return read;
  const amount = read.value;
  if (amount < MIN_WITHDRAWAL) return fail('WITHDRAW_MIN', WITHDRAW_MIN);
  // Past 2^53 the remainder is meaningless; such amounts are over any cash instead.
  if (Number.isSafeInteger(amount) && amount % WITHDRAWAL_UNIT !== 0) {
    return fail('WITHDRAW_UNIT', WITHDRAW_UNIT);
  }
  if (amount > cash) return fail('WITHDRAW_OVER_CASH', WITHDRAW_OVER_CASH);
  return ok(amount);
}
