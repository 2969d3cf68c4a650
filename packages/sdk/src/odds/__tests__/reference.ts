import fc from 'fast-check';
import type { WinFlag } from '../../constants/winFlag';
import type { OddsLeg } from '../legFactor';

/**
 * An independent exact reference: odds as reduced rationals, floor found by comparing cross products,
 * so it shares no code (and no bug) with the implementation under test.
 */
export interface Rational {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export const rational = (num: bigint, den: bigint): Rational => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};

export const times = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);

/** Reads '12.345' digit by digit into 12345/1000. */
export const rationalOf = (odds: string | number): Rational => {
  const [whole = '0', fraction = ''] = String(odds).split('.');
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
};

/** Largest k with k/100 <= r. */
export const floorHundredths = (r: Rational): bigint => {
  let k = (r.num * 100n) / r.den;
  while (k * r.den > r.num * 100n) k -= 1n;
  while ((k + 1n) * r.den <= r.num * 100n) k += 1n;
  return k;
};

export const showHundredths = (k: bigint): string => `${k / 100n}.${String(k % 100n).padStart(2, '0')}`;

export const referenceFactor = (leg: OddsLeg): Rational => {
  const odds = rationalOf(leg.odds);
  switch (leg.winFlag ?? 0) {
    case 0:
    case 2:
      return odds;
    case -1:
    case 3:
      return rational(1n, 1n);
    case 5:
      return times(rational(odds.num + odds.den, odds.den), rational(1n, 2n));
    case 4:
      return rational(1n, 2n);
    default:
      return rational(0n, 1n);
  }
};

export const product = (factors: Rational[]): Rational => factors.reduce(times, rational(1n, 1n));

const withDecimals = (units: number, decimals: 2 | 3): string =>
  `${Math.floor(units / 10 ** decimals)}.${String(units % 10 ** decimals).padStart(decimals, '0')}`;

/** Odds 1.01-50.00 with 2 decimals or 1.010-50.000 with 3, as string or as number. */
export const oddsArb: fc.Arbitrary<string | number> = fc
  .oneof(
    fc.integer({ min: 101, max: 5000 }).map((u) => withDecimals(u, 2)),
    fc.integer({ min: 1010, max: 50000 }).map((u) => withDecimals(u, 3)),
  )
  .chain((s) => fc.constantFrom<string | number>(s, Number(s)));

export const winFlagArb: fc.Arbitrary<WinFlag> = fc.constantFrom(-1, 0, 1, 2, 3, 4, 5);

export const legsArb = (withFlags: boolean): fc.Arbitrary<OddsLeg[]> =>
  fc.array(withFlags ? fc.record({ odds: oddsArb, winFlag: winFlagArb }) : fc.record({ odds: oddsArb }), {
    minLength: 1,
    maxLength: 20,
  });

export const stakeArb = fc.integer({ min: 0, max: 100_000_000 });
