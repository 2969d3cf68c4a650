import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bettingLimits } from '../bettingLimits';
import { bettingSettings } from './fixtures';

const settings = bettingSettings();

describe('bettingLimits', () => {
  it('reads the European keys for EU slips, times 10,000 won', () => {
    expect(bettingLimits(settings, 3, 'EU')).toEqual({ maxBet: 1_030_000, maxWin: 1_130_000 });
  });

  it('reads the Korean keys for KR slips', () => {
    expect(bettingLimits(settings, 2, 'KR')).toEqual({ maxBet: 2_020_000, maxWin: 2_120_000 });
  });

  it('caps an event slip at the event maximum and keeps the European winnings', () => {
    expect(bettingLimits(settings, 1, 'EV')).toEqual({ maxBet: 5_001, maxWin: 1_110_000 });
  });

  it('uses level 1 for roles at or below 1 and level 5 at or above 5', () => {
    expect(bettingLimits(settings, 0, 'EU')).toEqual({ maxBet: 1_010_000, maxWin: 1_110_000 });
    expect(bettingLimits(settings, 10, 'KR')).toEqual({ maxBet: 2_050_000, maxWin: 2_150_000 });
  });

  it('always returns whole won within the setting range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.constantFrom('EU', 'KR', 'EV' as const),
        (role, style) => {
          const { maxBet, maxWin } = bettingLimits(settings, role, style);
          expect(Number.isSafeInteger(maxBet) && Number.isSafeInteger(maxWin)).toBe(true);
          expect(maxBet % (style === 'EV' ? 1 : 10_000)).toBe(0);
          expect(maxWin % 10_000).toBe(0);
        },
      ),
    );
  });
});
