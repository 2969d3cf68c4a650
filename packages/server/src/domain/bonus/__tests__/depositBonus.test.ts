import { DEPOSIT_BONUS_OPTIONS, MAX_DEPOSIT, MAX_DEPOSIT_BONUS, MIN_DEPOSIT } from '@kbet/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositBonus } from '../depositBonus';

describe('depositBonus (spec §9 bonus options)', () => {
  it.each([
    [1, 1_000_000, 150_000, 1_150_000],
    [2, 1_000_000, 50_000, 1_050_000],
    [3, 1_000_000, 50_000, 3_150_000],
    [4, 1_000_000, 100_000, 1_100_000],
    [6, 1_000_000, 50_000, 1_050_000],
    [7, 1_000_000, 0, 0],
    [5, 1_000_000, 0, 0],
    [0, 1_000_000, 0, 0],
    [99, 1_000_000, 0, 0],
    [1, 10_001_000, 500_000, 10_501_000],
    [1, 12_345_000, 500_000, 12_845_000],
    [3, 33_333_000, 500_000, 101_499_000],
    [1, 10_000, 1_500, 11_500],
  ])('option %i on %i won pays %i with rolling %i', (option, amount, bonus, rollingRequired) => {
    expect(depositBonus(amount, option)).toMatchObject({ bonus, rollingRequired });
  });

  it('never pays more than MAX_DEPOSIT_BONUS, and pays the floored percent below it', () => {
    const deposit = fc.integer({ min: MIN_DEPOSIT / 1_000, max: MAX_DEPOSIT / 1_000 }).map((k) => k * 1_000);
    fc.assert(
      fc.property(deposit, fc.constantFrom(...DEPOSIT_BONUS_OPTIONS), (amount, option) => {
        const { bonus, rollingRequired } = depositBonus(amount, option.code);
        expect(bonus).toBe(Math.min(Math.floor((amount * option.percent) / 100), MAX_DEPOSIT_BONUS));
        expect(bonus).toBeLessThanOrEqual(MAX_DEPOSIT_BONUS);
        const rolling = bonus > 0 && option.rollingPercent !== null;
        expect(rollingRequired).toBe(
          rolling ? Math.floor(((amount + bonus) * option.rollingPercent!) / 100) : 0,
        );
        expect(Number.isSafeInteger(rollingRequired)).toBe(true);
        // No bonus is paid without a rolling requirement (issue 16).
        if (bonus > 0) expect(rollingRequired).toBeGreaterThan(0);
      }),
    );
  });
});
