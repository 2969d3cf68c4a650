import { MAX_TOTAL_ODDS, MIN_BET } from '../constants/limits';
import { type AmountInput, readAmount } from '../core/readAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import {
  BET_AMOUNT_DIGITS,
  BET_AMOUNT_REQUIRED,
  BET_CONFIRM,
  BET_LOGIN_REQUIRED,
  BET_MIN,
  BET_NO_DECIMALS,
  BET_OVER_MAX,
  BET_OVER_MAX_ODDS,
  BET_OVER_MAX_WIN,
  BET_SELECT_REQUIRED,
} from '../i18n/ko';
import { parseDecimal } from '../odds/decimal';
import { compareDecimals } from './compareDecimals';

export interface ValidateBetParams {
  readonly loggedIn: boolean;
  readonly selections: readonly unknown[];
  /** The stake as typed or as a number. */
  readonly amount: AmountInput;
  /** The slip's total odds, e.g. '12.34' from `totalOdds(legs)`. */
  readonly totalOdds: string | number;
  /** The role's maximum bet in won (settings × 10,000). */
  readonly maxBet: number;
  /** The role's maximum winnings in won (settings × 10,000). */
  readonly maxWin: number;
}

/** A bet that passed: the stake, and the confirm the UI asks next (§5 "then confirm"). */
export interface ValidBet {
  readonly amount: number;
  readonly confirmCode: 'BET_CONFIRM';
  readonly confirmMessage: string;
}

/**
 * The checks on pressing bet, in the spec's order (§5). A `BET_LOGIN_REQUIRED` failure means: open the login dialog.
 * Winnings are checked exactly: stake × odds as integers, never floats.
 * @example validateBet({ loggedIn: true, selections: [leg], amount: '10,000', totalOdds: '2.50', maxBet: 3000000, maxWin: 10000000 })
 * // { ok: true, value: { amount: 10000, confirmCode: 'BET_CONFIRM', confirmMessage: '베팅하시겠습니까?' } }
 */
export function validateBet(params: ValidateBetParams): ValidationResult<ValidBet> {
  if (!params.loggedIn) return fail('BET_LOGIN_REQUIRED', BET_LOGIN_REQUIRED);
  if (params.selections.length === 0) return fail('BET_SELECT_REQUIRED', BET_SELECT_REQUIRED);
  const reading = readAmount(params.amount);
  if (reading === 'required') return fail('BET_AMOUNT_REQUIRED', BET_AMOUNT_REQUIRED);
  if (reading === 'numeric') return fail('BET_AMOUNT_DIGITS', BET_AMOUNT_DIGITS);
  // The whole part decides the minimum: 4,999.5 is under 5,000, 5,000.5 is not (and then fails on decimals).
  if (reading.whole < MIN_BET) return fail('BET_MIN', BET_MIN);
  if (reading.fraction) return fail('BET_NO_DECIMALS', BET_NO_DECIMALS);
  const amount = reading.whole;
  if (amount > params.maxBet || !Number.isSafeInteger(amount)) return fail('BET_OVER_MAX', BET_OVER_MAX);
  const odds = parseDecimal(params.totalOdds);
  // stake × odds > maxWin, exactly: stake × num > maxWin × 10^scale.
  if (BigInt(amount) * odds.num > BigInt(Math.floor(params.maxWin)) * 10n ** BigInt(odds.scale)) {
    return fail('BET_OVER_MAX_WIN', BET_OVER_MAX_WIN);
  }
  if (compareDecimals(odds, parseDecimal(MAX_TOTAL_ODDS)) > 0) {
    return fail('BET_OVER_MAX_ODDS', BET_OVER_MAX_ODDS);
  }
  return ok({ amount, confirmCode: 'BET_CONFIRM', confirmMessage: BET_CONFIRM });
}
