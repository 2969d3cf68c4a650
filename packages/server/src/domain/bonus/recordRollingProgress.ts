import { countsTowardRolling, type Turnover } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createRollingRepository, type StakeSource } from '../../repositories/rollingRepository';
import { audit } from '../audit/audit';

export interface RollingStake {
  amount: number;
  /** The bet's slip, so a cancel can give back what it counted. */
  slipId?: number;
  /** Or the casino bet's debit row (casino_transactions id), so the provider's rollback can give it back. */
  casinoBetId?: number;
  /** The stake's product and folder odds, which each bonus's conditions read (SDK countsTowardRolling). */
  turnover: Turnover;
}

/**
 * Counts a stake toward the member's open bonus rolling requirements whose conditions it meets (product,
 * folders, odds: SDK countsTowardRolling), oldest first (the remainder of a stake that completes one
 * carries to the next qualifying one). Call it in the bet's transaction, after locking the member. With the
 * bet's `slipId` (or `casinoBetId`), what counted toward each requirement is recorded, so cancelling the slip (or
 * the provider's rollback) can give it back (reverseStakeRolling). Returns the won that counted.
 * @example await recordRollingProgress(tx, member.id, { amount: 50_000, slipId, turnover: { product: 'sports', folderOdds: ['1.5', '1.9', '2.1'] } });
 */
export async function recordRollingProgress(tx: Tx, memberId: number, stake: RollingStake): Promise<number> {
  const { amount: stakeAmount, slipId, casinoBetId, turnover } = stake;
  let source: StakeSource | undefined;
  if (slipId !== undefined) source = { slipId };
  else if (casinoBetId !== undefined) source = { casinoBetId };
  if (!Number.isSafeInteger(stakeAmount) || stakeAmount <= 0) return 0;
  const rolling = createRollingRepository(tx);
  const open = await rolling.lockOpen(memberId);
  let left = stakeAmount;
  for (const requirement of open) {
    if (left === 0) break;
    if (!countsTowardRolling(requirement, turnover)) continue;
    const counted = Math.min(left, requirement.required - requirement.progress);
    left -= counted;
    const progress = requirement.progress + counted;
    const done = progress === requirement.required;
    await rolling.setProgress(requirement.id, progress, done);
    if (source && counted > 0) await rolling.insertEntry(source, requirement.id, counted);
    if (done) {
      await audit(tx, {
        actorId: null,
        action: 'rolling.completed',
        target: { type: 'rolling_requirement', id: requirement.id },
        old: { progress: requirement.progress },
        new: { progress },
      });
    }
  }
  return stakeAmount - left;
}
