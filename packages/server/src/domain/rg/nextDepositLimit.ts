import type { DepositLimitRow } from '../../repositories/rgRepository';
import type { DepositLimitPeriod } from './depositLimitPeriods';
import { LIMIT_RAISE_DELAY_MS } from './depositLimitPeriods';
import { effectiveDepositLimit } from './effectiveDepositLimit';

/**
 * Compliance §4: a lower (or equal) limit applies at once and drops any pending raise; a higher one or a
 * removal (null) waits 24 hours as pending while the current limit stays in force.
 * @example nextDepositLimit(undefined, 'day', 100_000, now).amount // 100000
 */
export function nextDepositLimit(
  current: DepositLimitRow | undefined,
  period: DepositLimitPeriod,
  requested: number | null,
  now: Date,
): DepositLimitRow {
  const active = current ? effectiveDepositLimit(current, now).amount : null;
  const raises = active !== null && (requested === null || requested > active);
  if (!raises) return { period, amount: requested, pendingAmount: null, pendingEffectiveAt: null };
  return {
    period,
    amount: active,
    pendingAmount: requested,
    pendingEffectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS),
  };
}
