import { describe, expect, it } from 'vitest';
import type { PartnerContract } from '../partnerContract';
import { settleMember } from '../settleMember';

// partner-settlement.md "Worked example (one week, sports)", line by line.
const rolling = (sports: number) => ({ sports, minigame: 0, virtual: 0, casino: 0, slot: 0 });
const contract = (
  partnerId: number,
  tier: 1 | 2 | 3,
  sportsBp: number,
  losingBp: number,
): PartnerContract => ({
  partnerId,
  tier,
  losingBp,
  rollingBp: rolling(sportsBp),
  carryover: { mode: 'carry' },
});
const A = contract(1, 1, 100, 3000);
const B = contract(2, 2, 70, 2000);
const C = contract(3, 3, 50, 1000);
const upline = [C, B, A];
const M = 100;
const amounts = (lines: ReturnType<typeof settleMember>['lines'], kind: string) =>
  lines.filter((line) => line.kind === kind).map((line) => [line.partnerId, line.amount]);

describe('the worked example of partner-settlement.md', () => {
  const week1 = settleMember({
    facts: { memberId: M, verticals: { sports: { turnover: 1_000_000, payouts: 800_000 } }, bonuses: 20_000 },
    upline,
  });

  it('week 1: rolling C 5,000, B 2,000, A 3,000 (1.0 %)', () => {
    expect(amounts(week1.lines, 'rolling')).toEqual([
      [3, 5_000],
      [2, 2_000],
      [1, 3_000],
    ]);
    expect(week1.rolling).toBe(10_000);
    expect(week1.ngr).toBe(180_000);
  });

  it('week 1: base 170,000, losing 17,000 each (30 %)', () => {
    expect(week1.base).toBe(170_000);
    expect(amounts(week1.lines, 'losing')).toEqual([
      [3, 17_000],
      [2, 17_000],
      [1, 17_000],
    ]);
  });

  it('every line carries its computation', () => {
    expect(week1.lines.map((line) => line.computation)).toEqual([
      '1,000,000 × 0.5% = 5,000',
      '1,000,000 × (0.7% − 0.5%) = 2,000',
      '1,000,000 × (1% − 0.7%) = 3,000',
      '(170,000) → 170,000 × 10% = 17,000',
      '(170,000) → 170,000 × (20% − 10%) = 17,000',
      '(170,000) → 170,000 × (30% − 20%) = 17,000',
    ]);
  });

  const week2 = settleMember({
    facts: { memberId: M, verticals: { sports: { turnover: 500_000, payouts: 560_000 } }, bonuses: 0 },
    upline,
    carried: week1.carried,
  });

  it('week 2: rolling C 2,500, B 1,000, A 1,500; base −65,000 pays no losing commission', () => {
    expect(amounts(week2.lines, 'rolling')).toEqual([
      [3, 2_500],
      [2, 1_000],
      [1, 1_500],
    ]);
    expect(week2.ngr).toBe(-60_000);
    expect(week2.base).toBe(-65_000);
    expect(amounts(week2.lines, 'losing')).toEqual([]);
  });

  it('with carry, −65,000 comes off the following positive bases; with none it is forgotten', () => {
    expect([...week2.carried.values()]).toEqual([65_000, 65_000, 65_000]);
    const week3Facts = {
      memberId: M,
      verticals: { sports: { turnover: 0, payouts: 0 } },
      bonuses: -100_000,
    };
    const carried = settleMember({ facts: week3Facts, upline, carried: week2.carried });
    expect(carried.lines.map((line) => line.base)).toEqual([35_000, 35_000, 35_000]);
    const forgotten = settleMember({
      facts: week3Facts,
      upline: upline.map((partner) => ({ ...partner, carryover: { mode: 'none' as const } })),
      carried: new Map(),
    });
    expect(forgotten.lines.map((line) => line.amount)).toEqual([10_000, 10_000, 10_000]);
  });
});
