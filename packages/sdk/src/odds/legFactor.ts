import type { WinFlag } from '../constants/winFlag';
import { parseDecimal, toScaled } from './decimal';

/** One leg as the odds math needs it. A missing win flag means waiting (0). */
export interface OddsLeg {
  readonly odds: string | number;
  readonly winFlag?: WinFlag;
}

/** An exact non-negative fraction. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const THOUSAND = 1000n;

/**
 * The leg's odds as an exact fraction (thousandths).
 * @example legOdds({ odds: '1.955' }) // { num: 1955n, den: 1000n }
 */
export const legOdds = (leg: OddsLeg): Fraction => ({
  num: toScaled(parseDecimal(leg.odds), 3),
  den: THOUSAND,
});

/**
 * What a leg multiplies a settled slip by (feed-model settlement): won or waiting = odds,
 * refund or cancelled = 1, half won = (1 + odds) / 2, half lost = 1/2 (compliance §7, not the spec's 0),
 * lost (and, as in spec §4, any other flag) = 0.
 * @example legFactor({ odds: '1.9', winFlag: 5 }) // { num: 2900n, den: 2000n }
 */
export function legFactor(leg: OddsLeg): Fraction {
  const odds = legOdds(leg);
  switch (leg.winFlag ?? 0) {
    case 0:
    case 2:
      return odds;
    case -1:
    case 3:
      return { num: 1n, den: 1n };
    case 5:
      return { num: odds.den + odds.num, den: 2n * odds.den };
    case 4:
      return { num: 1n, den: 2n };
    default:
      return { num: 0n, den: 1n };
  }
}

/**
 * Exact product of fractions floored to hundredths, as an integer count of 0.01.
 * @example productHundredths([{ num: 1955n, den: 1000n }, { num: 2n, den: 1n }]) // 391n
 */
export function productHundredths(factors: readonly Fraction[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const factor of factors) {
    num *= factor.num;
    den *= factor.den;
  }
  return (num * 100n) / den;
}
