import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERTICALS } from '../../constants/vertical';
import { aggregateFacts, REPORT_GROUPINGS } from '../aggregateFacts';
import type { LedgerFact } from '../ledgerFact';
import { maskName, maskNumber } from '../maskPersonal';
import { addDays, isDay, periodOf, periodsOverlap, weekStartOf } from '../settlementPeriod';

const fact = (over: Partial<LedgerFact>): LedgerFact => ({
  memberId: 1,
  day: '2026-11-23',
  vertical: 'sports',
  turnover: 0,
  payouts: 0,
  bonuses: 0,
  deposits: 0,
  withdrawals: 0,
  ...over,
});

describe('aggregateFacts', () => {
  const facts = [
    fact({ memberId: 2, day: '2026-11-23', turnover: 10_000, payouts: 4_000 }),
    fact({ memberId: 1, day: '2026-11-24', vertical: 'casino', turnover: 5_000, payouts: 9_000 }),
    fact({ memberId: 1, day: '2026-11-30', vertical: null, bonuses: 1_000, deposits: 50_000 }),
    fact({ memberId: 3, day: '2026-12-09', turnover: 99 }),
  ];

  it('groups by day, week, member and vertical within the range, GGR and NGR derived', () => {
    const byWeek = aggregateFacts({ facts, by: 'week', from: '2026-11-01', to: '2026-11-30' });
    expect(byWeek.rows.map((row) => [row.key, row.ggr, row.ngr, row.members])).toEqual([
      ['2026-11-23', 2_000, 2_000, 2],
      ['2026-11-30', 0, -1_000, 1],
    ]);
    expect(byWeek.total).toMatchObject({
      turnover: 15_000,
      payouts: 13_000,
      ggr: 2_000,
      ngr: 1_000,
      deposits: 50_000,
    });
    const byMember = aggregateFacts({ facts, by: 'member', from: '2026-11-01', to: '2026-12-31' });
    expect(byMember.rows.map((row) => row.key)).toEqual(['1', '2', '3']);
    const byVertical = aggregateFacts({ facts, by: 'vertical', from: '2026-11-01', to: '2026-12-31' });
    expect(byVertical.rows.map((row) => row.key)).toEqual(['-', 'casino', 'sports']);
  });

  it('every grouping has the same total', () => {
    const arbitraryFact = fc.record({
      memberId: fc.integer({ min: 1, max: 20 }),
      day: fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-10-01', n)),
      vertical: fc.constantFrom(null, ...VERTICALS),
      turnover: fc.nat(1_000_000),
      payouts: fc.nat(1_000_000),
      bonuses: fc.nat(1_000),
      deposits: fc.nat(1_000_000),
      withdrawals: fc.nat(1_000_000),
    });
    fc.assert(
      fc.property(fc.array(arbitraryFact, { maxLength: 50 }), (rows) => {
        const totals = REPORT_GROUPINGS.map(
          (by) => aggregateFacts({ facts: rows, by, from: '2026-10-10', to: '2026-11-20' }).total,
        );
        for (const total of totals) expect(total).toEqual(totals[0]);
        const byDay = aggregateFacts({ facts: rows, by: 'day', from: '2026-10-10', to: '2026-11-20' });
        expect(byDay.rows.reduce((sum, row) => sum + row.ngr, 0)).toBe(byDay.total.ngr);
      }),
    );
  });
});

describe('settlement periods', () => {
  it('weeks start on Monday and periods never overlap their neighbours', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(periodOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 1, max: 31 }), (n, length) => {
        const day = addDays('2024-01-01', n);
        const period = periodOf(day, length);
        expect(period.from <= day && day <= period.to).toBe(true);
        const next = periodOf(addDays(period.to, 1), length);
        expect(periodsOverlap(period, next)).toBe(false);
        expect(next.from).toBe(addDays(period.to, 1));
      }),
    );
  });

  it('refuses what is not a calendar day', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(() => periodOf('2026-13-01')).toThrow(RangeError);
    expect(() => periodOf('2026-01-01', 0)).toThrow(RangeError);
  });
});

describe('personal data masking', () => {
  it('keeps the first character of a name and the last four digits of a number', () => {
    expect(maskName('홍길동')).toBe('홍**');
    expect(maskName('김')).toBe('김*');
    expect(maskNumber('01012345678')).toBe('*******5678');
    expect(maskNumber('123')).toBe('***');
  });
});
