import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERTICALS } from '../../constants/vertical';
import { adjustmentLines } from '../adjustmentLines';
import { applyCarryover } from '../applyCarryover';
import { checkUpline } from '../checkUpline';
import { applyRate, BASIS_POINTS, formatRate } from '../commissionRate';
import { losingCommissionLines } from '../losingCommissionLines';
import type { CarryoverRule, PartnerContract } from '../partnerContract';
import { rollingCommissionLines } from '../rollingCommissionLines';
import { settleMember } from '../settleMember';

const rates = (n: number) =>
  fc.array(fc.integer({ min: 0, max: BASIS_POINTS }), { minLength: n, maxLength: n });

/** A valid upline (nearest first): rates sorted so each parent's is at least its child's. */
const upline = fc.integer({ min: 1, max: 3 }).chain((n) =>
  fc.tuple(rates(n), rates(n)).map(([rolling, losing]): PartnerContract[] => {
    rolling.sort((a, b) => a - b);
    losing.sort((a, b) => a - b);
    return rolling.map((rate, i) => ({
      partnerId: i + 1,
      tier: (n - i) as 1 | 2 | 3,
      losingBp: losing[i] ?? 0,
      rollingBp: { sports: rate, minigame: rate, virtual: rate, casino: rate, slot: rate },
      carryover: { mode: 'none' },
    }));
  }),
);
const won = fc.integer({ min: 0, max: 1_000_000_000_000 });

describe('commission rules (properties)', () => {
  it('applyRate is the exact floor of amount × rate', () => {
    fc.assert(
      fc.property(won, fc.integer({ min: 0, max: BASIS_POINTS }), (amount, bp) => {
        const exact = (BigInt(amount) * BigInt(bp)) / 10_000n;
        expect(applyRate(amount, bp)).toBe(Number(exact));
      }),
    );
  });

  it('rolling: no tier earns more than turnover × its own rate, none is negative, the sum is the top rate', () => {
    fc.assert(
      fc.property(upline, won, (path, turnover) => {
        const lines = rollingCommissionLines({ memberId: 9, vertical: 'sports', turnover, upline: path });
        for (const line of lines) {
          expect(line.amount).toBeGreaterThan(0);
          expect(line.amount).toBeLessThanOrEqual(applyRate(turnover, line.rateBp));
        }
        const top = applyRate(turnover, path.at(-1)?.rollingBp.sports ?? 0);
        const sum = lines.reduce((total, line) => total + line.amount, 0);
        expect(sum).toBeLessThanOrEqual(top);
        expect(sum).toBeGreaterThanOrEqual(top - (path.length - 1));
      }),
    );
  });

  it('losing: differentials sum to the contract of the top tier, each within its own rate', () => {
    fc.assert(
      fc.property(upline, won, (path, base) => {
        const { lines } = losingCommissionLines({ memberId: 9, base, upline: path });
        for (const line of lines) expect(line.amount).toBeLessThanOrEqual(applyRate(base, line.rateBp));
        const top = applyRate(base, path.at(-1)?.losingBp ?? 0);
        const sum = lines.reduce((total, line) => total + line.amount, 0);
        expect(sum).toBeLessThanOrEqual(top);
        expect(sum).toBeGreaterThanOrEqual(top - (path.length - 1));
      }),
    );
  });

  it('a child rate above its parent is reported and pays the parent nothing, never a claw-back', () => {
    const child: PartnerContract = {
      partnerId: 2,
      tier: 2,
      losingBp: 500,
      rollingBp: { sports: 80, minigame: 0, virtual: 0, casino: 0, slot: 0 },
      carryover: { mode: 'none' },
    };
    const parent: PartnerContract = {
      ...child,
      partnerId: 1,
      tier: 1,
      losingBp: 400,
      rollingBp: { ...child.rollingBp, sports: 50 },
    };
    expect(checkUpline([child, parent])).toEqual([
      { partnerId: 2, parentId: 1, rate: 'losing' },
      { partnerId: 2, parentId: 1, rate: 'sports' },
    ]);
    const lines = rollingCommissionLines({
      memberId: 1,
      vertical: 'sports',
      turnover: 10_000,
      upline: [child, parent],
    });
    expect(lines.map((line) => [line.partnerId, line.amount])).toEqual([[2, 80]]);
  });

  it('no negative base ever pays, and carryover never exceeds what was lost (or the cap)', () => {
    const rule: fc.Arbitrary<CarryoverRule> = fc.oneof(
      fc.constant({ mode: 'none' as const }),
      fc.constant({ mode: 'carry' as const }),
      fc.integer({ min: 0, max: 1_000_000 }).map((cap) => ({ mode: 'capped' as const, cap })),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 20 }),
        rule,
        (bases, r) => {
          let carried = 0;
          let paidBase = 0;
          for (const base of bases) {
            const step = applyCarryover({ base, carried, rule: r });
            expect(step.payable).toBeGreaterThanOrEqual(0);
            expect(step.carried).toBeGreaterThanOrEqual(0);
            if (base < 0) expect(step.payable).toBe(0);
            if (r.mode === 'none') expect(step.carried).toBe(0);
            if (r.mode === 'capped') expect(step.carried).toBeLessThanOrEqual(r.cap);
            paidBase += step.payable;
            carried = step.carried;
          }
          // carry: what is paid on is exactly the positive part of the running sum of bases
          if (r.mode === 'carry') {
            const net = bases.reduce((sum, base) => sum + base, 0);
            expect(paidBase - carried).toBe(net);
          }
        },
      ),
    );
  });

  it('adjustments: paid plus adjustment equals the recomputation, line by line', () => {
    fc.assert(
      fc.property(upline, won, won, won, won, (path, t1, p1, t2, p2) => {
        const settle = (turnover: number, payouts: number) =>
          settleMember({
            facts: { memberId: 5, verticals: { casino: { turnover, payouts } }, bonuses: 0 },
            upline: path,
          }).lines;
        const paid = settle(t1, p1);
        const now = settle(t2, p2);
        const deltas = adjustmentLines(paid, now);
        const sum = (lines: typeof paid) => lines.reduce((total, line) => total + line.amount, 0);
        expect(sum(paid) + sum(deltas)).toBe(sum(now));
        expect(deltas.every((line) => line.amount !== 0)).toBe(true);
      }),
    );
  });

  it('formats rates in percent', () => {
    expect(VERTICALS.length).toBe(5);
    expect([formatRate(0), formatRate(5), formatRate(50), formatRate(100), formatRate(3_000)]).toEqual([
      '0%',
      '0.05%',
      '0.5%',
      '1%',
      '30%',
    ]);
  });
});
