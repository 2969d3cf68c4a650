import { InvalidDecimalError } from './invalidDecimalError';
import type { OddsLeg } from './legFactor';
import { realOddsHundredths } from './realOdds';
import { totalOddsHundredths } from './totalOdds';

/** Stakes are whole won: reject anything else rather than silently truncating money. */
function stakeOf(amount: number): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new InvalidDecimalError(amount, 'expected a non-negative whole number of won');
  }
  return BigInt(amount);
}

/**
 * floor(stake × odds) for odds given in hundredths.
 * @example winForHundredths(10000, 410n) // 41000
 */
export function winForHundredths(amount: number, hundredths: bigint): number {
  const win = (stakeOf(amount) * hundredths) / 100n;
  // A number past 2^53 would silently lose won; only absurd slips (e.g. 20 legs at 50.00) get here.
  if (win > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`Win ${win} exceeds the safe integer range`);
  return Number(win);
}

/**
 * Expected win in won: floor(stake × total odds), with total odds already floored to 2 decimals.
 * @example expectedWin(10000, [{ odds: '1.955' }, { odds: 2.1 }]) // 41000
 */
export const expectedWin = (amount: number, legs: readonly OddsLeg[]): number =>
  winForHundredths(amount, totalOddsHundredths(legs));

/**
 * Settlement payout in won: floor(stake × (exact product of leg factors floored to 2 decimals)).
 * @example settlementPayout(10000, [{ odds: '1.9', winFlag: 5 }]) // 14500
 */
export const settlementPayout = (amount: number, legs: readonly OddsLeg[]): number =>
  winForHundredths(amount, realOddsHundredths(legs));
