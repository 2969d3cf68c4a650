import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_QUICK_AMOUNTS } from '../../constants/quickAdd';
import { type QuickAddButton, quickAdd } from '../quickAdd';

const limits = { emoney: 1_000_000, maxBet: 800_000, maxWin: 2_000_000, totalOdds: '2.00' };

describe('quickAdd', () => {
  it('adds fixed amounts, clamped to cash, max bet and max winnings', () => {
    expect(quickAdd(10_000, 50_000, limits)).toBe(60_000);
    expect(quickAdd(0, 5_000, limits)).toBe(5_000);
    expect(quickAdd(500_000, 500_000, limits)).toBe(800_000);
    expect(quickAdd(500_000, 1_000_000, { ...limits, totalOdds: '4.00' })).toBe(500_000); // 2,000,000 / 4.00
  });

  it('HALF sets floor(emoney / 2), MAX the largest allowed stake, RESET zero', () => {
    expect(quickAdd(70_000, 'HALF', { ...limits, emoney: 12_345 })).toBe(6_172);
    expect(quickAdd(70_000, 'HALF', { ...limits, totalOdds: '10.00' })).toBe(200_000); // half is 500,000
    expect(quickAdd(0, 'MAX', { ...limits, totalOdds: '3.00' })).toBe(666_666);
    expect(quickAdd(0, 'MAX', { ...limits, totalOdds: '4.10', maxWin: 3_000_000 })).toBe(731_707);
    expect(quickAdd(70_000, 'RESET', limits)).toBe(0);
  });

  it('always lands within every limit, with amount × total odds <= max winnings exactly', () => {
    const button = fc.constantFrom<QuickAddButton>(...BET_QUICK_AMOUNTS, 'HALF', 'MAX', 'RESET');
    fc.assert(
      fc.property(
        fc.nat(3_000_000),
        button,
        fc.record({
          emoney: fc.nat(5_000_000),
          maxBet: fc.nat(3_000_000),
          maxWin: fc.nat(20_000_000),
          hundredths: fc.integer({ min: 100, max: 10_000 }),
        }),
        (amount, pressed, { hundredths, ...rest }) => {
          const totalOdds = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
          const next = quickAdd(amount, pressed, { ...rest, totalOdds });
          expect(Number.isInteger(next) && next >= 0).toBe(true);
          expect(next).toBeLessThanOrEqual(rest.emoney);
          expect(next).toBeLessThanOrEqual(rest.maxBet);
          expect(BigInt(next) * BigInt(hundredths) <= BigInt(rest.maxWin) * 100n).toBe(true);
          if (pressed === 'MAX') {
            const over = BigInt(next + 1);
            expect(
              next + 1 > rest.emoney ||
                next + 1 > rest.maxBet ||
                over * BigInt(hundredths) > BigInt(rest.maxWin) * 100n,
            ).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
