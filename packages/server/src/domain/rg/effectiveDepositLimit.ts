import type { DepositLimitRow } from '../../repositories/rgRepository';

/**
 * The limit as it stands at `now`: a pending raise or removal whose 24 hours have passed becomes the amount.
 * @example effectiveDepositLimit({ period: 'day', amount: 1, pendingAmount: 2, pendingEffectiveAt: past }, now).amount // 2
 */
export function effectiveDepositLimit(row: DepositLimitRow, now: Date): DepositLimitRow {
  if (row.pendingEffectiveAt === null || row.pendingEffectiveAt > now) return row;
  return { period: row.period, amount: row.pendingAmount, pendingAmount: null, pendingEffectiveAt: null };
}
