import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedWin, settlementPayout } from '../expectedWin';
import type { OddsLeg } from '../legFactor';
import { realOdds } from '../realOdds';
import { totalOdds } from '../totalOdds';
import {
  floorHundredths,
  legsArb,
  product,
  rationalOf,
  referenceFactor,
  showHundredths,
  stakeArb,
} from './reference';

const referenceTotal = (legs: OddsLeg[]) => floorHundredths(product(legs.map((l) => rationalOf(l.odds))));
const referenceReal = (legs: OddsLeg[]) => floorHundredths(product(legs.map(referenceFactor)));

/** The regression these properties exist to catch: multiplying binary floats. */
const floatTotalOdds = (legs: readonly OddsLeg[]): string =>
  (Math.floor(legs.reduce((p, l) => p * Number(l.odds), 1) * 100) / 100).toFixed(2);
const floatExpectedWin = (amount: number, legs: readonly OddsLeg[]): number =>
  Math.floor(amount * Number(floatTotalOdds(legs)));

/** Wins past 2^53 cannot be a number: the implementation must refuse them instead of rounding. */
const sameWin = (compute: () => number, expected: bigint): boolean => {
  if (expected <= BigInt(Number.MAX_SAFE_INTEGER)) return BigInt(compute()) === expected;
  try {
    compute();
    return false;
  } catch (error) {
    return error instanceof RangeError;
  }
};

const totalOddsProperty = (impl: (legs: readonly OddsLeg[]) => string) =>
  fc.property(legsArb(false), (legs) => impl(legs) === showHundredths(referenceTotal(legs)));

const expectedWinProperty = (impl: (amount: number, legs: readonly OddsLeg[]) => number) =>
  fc.property(stakeArb, legsArb(false), (stake, legs) =>
    sameWin(() => impl(stake, legs), (BigInt(stake) * referenceTotal(legs)) / 100n),
  );

describe('odds math against an exact rational reference', () => {
  it('totalOdds is the exact product floored to 2 decimals', () => {
    fc.assert(totalOddsProperty(totalOdds), { numRuns: 500 });
  });

  it('realOdds is the exact product of settlement factors floored to 2 decimals', () => {
    fc.assert(
      fc.property(legsArb(true), (legs) => realOdds(legs) === showHundredths(referenceReal(legs))),
      { numRuns: 500 },
    );
  });

  it('expectedWin is floor(stake × floored total odds)', () => {
    fc.assert(expectedWinProperty(expectedWin), { numRuns: 500 });
  });

  it('settlementPayout is floor(stake × floored product of factors)', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(true), (stake, legs) =>
        sameWin(() => settlementPayout(stake, legs), (BigInt(stake) * referenceReal(legs)) / 100n),
      ),
      { numRuns: 500 },
    );
  });

  it('a slip with every leg waiting has real odds equal to its total odds', () => {
    fc.assert(
      fc.property(
        legsArb(false),
        (legs) => realOdds(legs.map((l) => ({ ...l, winFlag: 0 }))) === totalOdds(legs),
      ),
    );
  });
});

describe('the properties catch a float implementation', () => {
  it('fast-check finds a counterexample to a float totalOdds', () => {
    const result = fc.check(totalOddsProperty(floatTotalOdds), { numRuns: 2000 });
    expect(result.failed).toBe(true);
  });

  it('fast-check finds a counterexample to a float expectedWin', () => {
    const result = fc.check(expectedWinProperty(floatExpectedWin), { numRuns: 2000 });
    expect(result.failed).toBe(true);
  });

  it('the float implementation is wrong on a hand-picked slip the exact one gets right', () => {
    const legs = [{ odds: '1.15' }, { odds: 2 }];
    expect(floatTotalOdds(legs)).toBe('2.29');
    expect(totalOdds(legs)).toBe('2.30');
  });
});
