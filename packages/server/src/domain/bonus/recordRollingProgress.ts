import type { Tx } from '../../db/createSql';
import { createRollingRepository } from '../../repositories/rollingRepository';
import { audit } from '../audit/audit';

/**
 * Counts a stake toward the member's open bonus rolling requirements, oldest first (the remainder of a
 * stake that completes one carries to the next). Call it in the bet's transaction, after locking the
 * member. With the bet's `slipId`, what counted toward each requirement is recorded, so cancelling the slip
 * can give it back (reverseRollingProgress). Returns the won that counted.
 * @example await recordRollingProgress(tx, member.id, 50_000, slipId);
 */
export async function recordRollingProgress(
  tx: Tx,
  memberId: number,
  stakeAmount: number,
  slipId?: number,
): Promise<number> {
  if (!Number.isSafeInteger(stakeAmount) || stakeAmount <= 0) return 0;
  const rolling = createRollingRepository(tx);
  const open = await rolling.lockOpen(memberId);
  let left = stakeAmount;
  for (const requirement of open) {
    if (left === 0) break;
    const counted = Math.min(left, requirement.required - requirement.progress);
    left -= counted;
    const progress = requirement.progress + counted;
    const done = progress === requirement.required;
    await rolling.setProgress(requirement.id, progress, done);
    if (slipId !== undefined && counted > 0) await rolling.insertEntry(slipId, requirement.id, counted);
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
