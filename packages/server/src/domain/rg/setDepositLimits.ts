import type { DepositLimitsUpdate } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type { DepositLimitRow, RgRepository } from '../../repositories/rgRepository';
import { audit } from '../audit/audit';
import { DEPOSIT_LIMIT_PERIODS } from './depositLimitPeriods';
import { nextDepositLimit } from './nextDepositLimit';

export interface SetDepositLimitsInput {
  memberId: number;
  /** The periods to change; an absent period stays as it is, null removes its limit (after 24 hours). */
  update: DepositLimitsUpdate;
  now: Date;
}

/**
 * Applies a member's limit changes (lower at once, higher or removed after 24 hours), auditing each
 * changed period, and returns the member's limit rows afterwards.
 * @example await setDepositLimits(tx, repos.rg, { memberId: 3, update: { day: 100_000 }, now });
 */
export async function setDepositLimits(
  tx: Tx,
  rg: RgRepository,
  { memberId, update, now }: SetDepositLimitsInput,
): Promise<DepositLimitRow[]> {
  const current = new Map((await rg.lockDepositLimits(memberId, tx)).map((row) => [row.period, row]));
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const requested = update[period];
    if (requested === undefined) continue;
    const before = current.get(period);
    const after = nextDepositLimit(before, period, requested, now);
    await rg.putDepositLimit(memberId, after, now, tx);
    current.set(period, after);
    await audit(tx, {
      actorId: memberId,
      action: 'rg.deposit_limit',
      target: { type: 'member', id: memberId },
      old: before ?? { period, amount: null, pendingAmount: null, pendingEffectiveAt: null },
      new: after,
      reason: after.pendingEffectiveAt ? 'raise or removal: effective after 24 h' : 'effective at once',
    });
  }
  return [...current.values()];
}
