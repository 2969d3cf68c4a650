import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareOdds } from '../compareOdds';

describe('compareOdds', () => {
  it('compares prices exactly, whatever their scale or type', () => {
    expect(compareOdds('1.95', 1.9)).toBe(1);
    expect(compareOdds('1.90', '1.9')).toBe(0);
    expect(compareOdds('2.005', '2.01')).toBe(-1);
  });

  it('agrees with comparing thousandths as integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 99_999 }), fc.integer({ min: 1000, max: 99_999 }), (a, b) => {
        expect(compareOdds((a / 1000).toFixed(3), (b / 1000).toFixed(3))).toBe(Math.sign(a - b));
      }),
    );
  });
});
