import type { Tx } from '../../db/createSql';
import { createRollingRepository } from '../../repositories/rollingRepository';
import { audit } from '../audit/audit';

/**
 * Gives back the rolling turnover a cancelled slip counted (recordRollingProgress with its slipId): each
 * requirement's progress drops by what the slip added, and one the slip had completed opens again, audited.
 * A requirement staff waived stays waived. Call it in the cancel's transaction, after locking the member.
 * Returns the won given back.
 * @example await reverseRollingProgress(tx, slip.id, memberId);
 */
export async function reverseRollingProgress(tx: Tx, slipId: number, actorId: number): Promise<number> {
  const rolling = createRollingRepository(tx);
  const entries = await rolling.lockEntriesOfSlip(slipId);
  let givenBack = 0;
  for (const entry of entries) {
    await rolling.markEntryReversed(slipId, entry.requirementId);
    if (entry.waived) continue;
    const progress = entry.progress - entry.amount;
    await rolling.setProgress(entry.requirementId, progress, false);
    givenBack += entry.amount;
    if (entry.completed) {
      await audit(tx, {
        actorId,
        action: 'rolling.reopened',
        target: { type: 'rolling_requirement', id: entry.requirementId },
        old: { progress: entry.progress },
        new: { progress },
        reason: `베팅 취소 (슬립 ${slipId})`,
      });
    }
  }
  return givenBack;
}
