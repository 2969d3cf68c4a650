import type { DepositLimit, DepositLimits } from '@kbet/sdk';
import type { DepositLimitRow } from '../../repositories/rgRepository';
import { effectiveDepositLimit } from './effectiveDepositLimit';

const toDepositLimit = (row: DepositLimitRow | undefined, now: Date): DepositLimit => {
  if (!row) return { amount: null, pending: null };
  const { amount, pendingAmount, pendingEffectiveAt } = effectiveDepositLimit(row, now);
  return {
    amount,
    pending: pendingEffectiveAt && { amount: pendingAmount, effectiveAt: pendingEffectiveAt.toISOString() },
  };
};

/**
 * The wire DepositLimits of GET /rg/limits as they stand at `now`; a period without a row has no limit.
 * @example toDepositLimits(await repos.rg.depositLimits(member.id), now).day.amount
 */
export function toDepositLimits(rows: readonly DepositLimitRow[], now: Date): DepositLimits {
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return {
    day: toDepositLimit(byPeriod.get('day'), now),
    week: toDepositLimit(byPeriod.get('week'), now),
    month: toDepositLimit(byPeriod.get('month'), now),
  };
}
