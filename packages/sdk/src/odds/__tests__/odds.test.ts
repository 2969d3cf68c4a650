import { describe, expect, it } from 'vitest';
import { formatScaled, parseDecimal, toScaled, tryParseDecimal } from '../decimal';
import { expectedWin, settlementPayout, winForHundredths } from '../expectedWin';
import { formatOdds } from '../formatOdds';
import { InvalidDecimalError, isInvalidDecimalError } from '../invalidDecimalError';
import { legFactor, productHundredths } from '../legFactor';
import { realOdds, realOddsHundredths } from '../realOdds';
import { totalOdds, totalOddsHundredths } from '../totalOdds';

describe('decimal parsing', () => {
  it('reads strings and numbers exactly', () => {
    expect(tryParseDecimal('1.955')).toEqual({ num: 1955n, scale: 3 });
    expect(tryParseDecimal(2.1)).toEqual({ num: 21n, scale: 1 });
    expect(tryParseDecimal('2')).toEqual({ num: 2n, scale: 0 });
    expect(tryParseDecimal('50.00')).toEqual({ num: 5000n, scale: 2 });
    expect(tryParseDecimal(0)).toEqual({ num: 0n, scale: 0 });
  });

  it('rejects NaN, infinities, negatives, exponents, junk and more than 3 decimals', () => {
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1,
      '-1.5',
      '1e5',
      1e21,
      '',
      ' 1.5',
      '1.',
      '.5',
      'abc',
    ]) {
      expect(tryParseDecimal(bad)).toBeNull();
    }
    expect(tryParseDecimal('1.2345')).toBeNull();
    expect(tryParseDecimal(0.1 + 0.2)).toBeNull();
  });

  it('honours a custom maximum scale', () => {
    expect(tryParseDecimal('1.5', 0)).toBeNull();
    expect(tryParseDecimal('1.2345', 4)).toEqual({ num: 12345n, scale: 4 });
  });

  it('parseDecimal throws a typed error', () => {
    expect(parseDecimal('1.95')).toEqual({ num: 195n, scale: 2 });
    let caught: unknown;
    try {
      parseDecimal('1.9555');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidDecimalError);
    expect(isInvalidDecimalError(caught)).toBe(true);
    expect(isInvalidDecimalError(new Error('x'))).toBe(false);
    const error = caught as InvalidDecimalError;
    expect(error.code).toBe('INVALID_DECIMAL');
    expect(error.name).toBe('InvalidDecimalError');
    expect(error.value).toBe('1.9555');
    expect(error.message).toBe(
      'Invalid decimal "1.9555": expected a non-negative decimal with at most 3 decimals',
    );
  });

  it('toScaled widens exactly and narrows by flooring', () => {
    expect(toScaled(parseDecimal('1.955'), 2)).toBe(195n);
    expect(toScaled(parseDecimal('1.955'), 3)).toBe(1955n);
    expect(toScaled(parseDecimal('2.1'), 3)).toBe(2100n);
    expect(toScaled(parseDecimal('7'), 0)).toBe(7n);
  });

  it('formatScaled pads and places the point', () => {
    expect(formatScaled(195n, 2)).toBe('1.95');
    expect(formatScaled(5n, 2)).toBe('0.05');
    expect(formatScaled(0n, 3)).toBe('0.000');
    expect(formatScaled(12345n, 0)).toBe('12345');
  });
});

describe('totalOdds', () => {
  it('multiplies exactly and floors to 2 decimals', () => {
    expect(totalOdds([{ odds: '1.955' }, { odds: 2.1 }])).toBe('4.10'); // 4.1055
    expect(totalOdds([{ odds: '1.15' }, { odds: 2 }])).toBe('2.30'); // float gives 2.29
    expect(totalOdds([{ odds: '1.25' }, { odds: '1.6' }])).toBe('2.00'); // exactly on the boundary
    expect(totalOdds([{ odds: '1.995' }, { odds: '1.005' }])).toBe('2.00'); // 2.004975
    expect(totalOdds([{ odds: '1.999' }])).toBe('1.99'); // floor, not round
    expect(totalOdds([{ odds: '3.333' }, { odds: '3' }])).toBe('9.99'); // 9.999
    expect(totalOdds([{ odds: 50 }, { odds: 50 }, { odds: 50 }])).toBe('125000.00');
  });

  it('ignores win flags and treats an empty slip as 1', () => {
    expect(totalOdds([{ odds: '1.9', winFlag: 1 }])).toBe('1.90');
    expect(totalOdds([])).toBe('1.00');
    expect(totalOddsHundredths([{ odds: '1.955' }, { odds: 2 }])).toBe(391n);
  });

  it('throws on invalid odds', () => {
    expect(() => totalOdds([{ odds: 'x' }])).toThrow(InvalidDecimalError);
  });
});

describe('legFactor and realOdds', () => {
  it('maps each win flag to its settlement factor', () => {
    expect(legFactor({ odds: '1.9' })).toEqual({ num: 1900n, den: 1000n });
    expect(legFactor({ odds: '1.9', winFlag: 0 })).toEqual({ num: 1900n, den: 1000n });
    expect(legFactor({ odds: '1.9', winFlag: 2 })).toEqual({ num: 1900n, den: 1000n });
    expect(legFactor({ odds: '1.9', winFlag: 3 })).toEqual({ num: 1n, den: 1n });
    expect(legFactor({ odds: '1.9', winFlag: -1 })).toEqual({ num: 1n, den: 1n });
    expect(legFactor({ odds: '1.9', winFlag: 5 })).toEqual({ num: 2900n, den: 2000n });
    expect(legFactor({ odds: '1.9', winFlag: 4 })).toEqual({ num: 1n, den: 2n });
    expect(legFactor({ odds: '1.9', winFlag: 1 })).toEqual({ num: 0n, den: 1n });
  });

  it('computes real odds with half results as the settlement pays them', () => {
    expect(
      realOdds([
        { odds: '1.9', winFlag: 2 },
        { odds: '2.5', winFlag: 3 },
      ]),
    ).toBe('1.90');
    expect(realOdds([{ odds: '1.9', winFlag: 5 }])).toBe('1.45');
    expect(realOdds([{ odds: '1.9', winFlag: 4 }])).toBe('0.50');
    expect(
      realOdds([
        { odds: '2', winFlag: 5 },
        { odds: '1.8', winFlag: 4 },
      ]),
    ).toBe('0.75');
    expect(
      realOdds([
        { odds: '1.9', winFlag: 2 },
        { odds: '2.5', winFlag: 1 },
      ]),
    ).toBe('0.00');
    expect(
      realOdds([
        { odds: '1.9', winFlag: -1 },
        { odds: '2.5', winFlag: 3 },
      ]),
    ).toBe('1.00');
    expect(realOdds([{ odds: '1.955', winFlag: 5 }])).toBe('1.47'); // 1.4775 floored
    expect(
      realOddsHundredths([
        { odds: '1.955', winFlag: 0 },
        { odds: '2.1', winFlag: 2 },
      ]),
    ).toBe(410n);
  });

  it('productHundredths floors the exact product', () => {
    expect(productHundredths([])).toBe(100n);
    expect(productHundredths([{ num: 1n, den: 3n }])).toBe(33n);
    expect(
      productHundredths([
        { num: 2n, den: 3n },
        { num: 3n, den: 2n },
      ]),
    ).toBe(100n);
  });
});

describe('expectedWin and settlementPayout', () => {
  it('uses the floored total odds', () => {
    expect(expectedWin(10000, [{ odds: '1.955' }, { odds: 2.1 }])).toBe(41000);
    expect(expectedWin(5000, [{ odds: '1.15' }, { odds: 2 }])).toBe(11500);
    // exact 3333 × 1.999 = 6662.667, but the member saw total odds 1.99: 3333 × 1.99 = 6632.67
    expect(expectedWin(3333, [{ odds: '1.999' }])).toBe(6632);
    expect(expectedWin(0, [{ odds: '3' }])).toBe(0);
    expect(expectedWin(7, [{ odds: '1.55' }])).toBe(10); // 10.85 floored
  });

  it('pays settlements by leg factors', () => {
    expect(settlementPayout(10000, [{ odds: '1.9', winFlag: 5 }])).toBe(14500);
    expect(settlementPayout(10000, [{ odds: '1.9', winFlag: 4 }])).toBe(5000);
    expect(
      settlementPayout(10000, [
        { odds: '1.9', winFlag: 2 },
        { odds: '3', winFlag: -1 },
      ]),
    ).toBe(19000);
    expect(settlementPayout(10000, [{ odds: '1.9', winFlag: 1 }])).toBe(0);
    expect(settlementPayout(3333, [{ odds: '1.955', winFlag: 5 }])).toBe(4899); // 3333 × 1.47 = 4899.51
  });

  it('rejects stakes that are not whole non-negative won', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => expectedWin(bad, [{ odds: 2 }])).toThrow(InvalidDecimalError);
    }
    expect(winForHundredths(10000, 410n)).toBe(41000);
  });

  it('refuses a win past the safe integer range instead of rounding it', () => {
    expect(winForHundredths(Number.MAX_SAFE_INTEGER, 100n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => winForHundredths(Number.MAX_SAFE_INTEGER, 101n)).toThrow(
      new RangeError('Win 9097271247288400 exceeds the safe integer range'),
    );
  });
});

describe('formatOdds', () => {
  it('floors to 2 or 3 decimals', () => {
    expect(formatOdds('1.959', 2)).toBe('1.95');
    expect(formatOdds('1.955', 3)).toBe('1.955');
    expect(formatOdds(2.1, 3)).toBe('2.100');
    expect(formatOdds(2, 2)).toBe('2.00');
    expect(formatOdds('1.999', 2)).toBe('1.99');
  });
});
