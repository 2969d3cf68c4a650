import { describe, expect, it } from 'vitest';
import { AdminChargeQuery, AuditQuery, BalanceAdjustRequest, StaffDecisionRequest } from '../admin';

const adjust = { userId: 'member01', amount: -5000, kind: 'point', reason: '중복 지급 회수' };
const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('admin schemas', () => {
  it('BalanceAdjustRequest takes a signed non-zero whole amount of a member wallet with a reason', () => {
    expect(BalanceAdjustRequest.parse(adjust)).toEqual(adjust);
    expect(BalanceAdjustRequest.parse({ ...adjust, amount: 1 }).amount).toBe(1);
    expect(paths(BalanceAdjustRequest.safeParse({ ...adjust, amount: 0 }))).toEqual(['amount']);
    expect(paths(BalanceAdjustRequest.safeParse({ ...adjust, amount: 1.5 }))).toEqual(['amount']);
    expect(paths(BalanceAdjustRequest.safeParse({ ...adjust, kind: 'house_cash' }))).toEqual(['kind']);
    expect(paths(BalanceAdjustRequest.safeParse({ ...adjust, reason: ' \n ' }))).toEqual(['reason']);
  });

  it('StaffDecisionRequest needs a reason of 1 to 500 characters', () => {
    expect(StaffDecisionRequest.parse({ reason: '확인' })).toEqual({ reason: '확인' });
    expect(StaffDecisionRequest.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
    expect(paths(StaffDecisionRequest.safeParse({ reason: 'x'.repeat(501) }))).toEqual(['reason']);
    expect(paths(StaffDecisionRequest.safeParse({}))).toEqual(['reason']);
  });

  it('list queries accept only known states and real days', () => {
    expect(AdminChargeQuery.parse({ status: 0, depositMode: 1, page: 2 })).toEqual({
      status: 0,
      depositMode: 1,
      page: 2,
    });
    expect(paths(AdminChargeQuery.safeParse({ status: 3 }))).toEqual(['status']);
    expect(AuditQuery.parse({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(paths(AuditQuery.safeParse({ from: '2026-02-30' }))).toEqual(['from']);
  });
});
