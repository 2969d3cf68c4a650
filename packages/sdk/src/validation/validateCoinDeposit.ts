import { MIN_COIN, WON_PER_COIN } from '../constants/limits';
import type { AmountInput } from '../core/readAmount';
import { readWholeAmount } from '../core/readWholeAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import { COIN_MIN, COIN_OVER_HELD } from '../i18n/ko';

export interface CoinDepositOptions {
  /** Coins the member holds at the exchange (coin/get_balance). */
  readonly heldCoins: number;
}

/**
 * Coins to deposit, typed or a number (§5): whole, at least 1 (COIN_MIN), not above the held coins (COIN_OVER_HELD).
 * @example validateCoinDeposit('3', { heldCoins: 2 }) // fails COIN_OVER_HELD
 */
export function validateCoinDeposit(
  coins: AmountInput,
  { heldCoins }: CoinDepositOptions,
): ValidationResult<number> {
  const read = readWholeAmount(coins);
  if (!read.ok) return read;
  if (read.value < MIN_COIN) return fail('COIN_MIN', COIN_MIN);
  if (read.value > heldCoins) return fail('COIN_OVER_HELD', COIN_OVER_HELD);
  return ok(read.value);
}

/**
 * Coins in won.
 * @example coinsToWon(3) // 30000
 */
export function coinsToWon(coins: number): number {
  const won = coins * WON_PER_COIN;
  if (!Number.isSafeInteger(coins) || !Number.isSafeInteger(won)) {
    throw new RangeError(`Expected a whole number of coins, got ${coins}`);
  }
  return won;
}
