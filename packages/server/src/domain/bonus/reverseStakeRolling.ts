import type { Tx } from '../../db/createSql';
import { createRollingRepository, type StakeSource } from '../../repositories/rollingRepository';
import { audit } from '../audit/audit';

/**
 * Gives back the rolling turnover a stake counted (recordRollingProgress with its slipId or casinoBetId): each
 * requirement's progress drops by what the stake added, and one the stake had completed opens again, audited
 * with `reason`. A requirement staff waived stays waived. Call it in the refund's transaction, after locking the
 * member. Returns the won given back.
 * @example await reverseStakeRolling(tx, { casinoBetId: bet.id }, { actorId: null, reason: '카지노 베팅 취소' });
 */
export async function reverseStakeRolling(
  tx: Tx,
  source: StakeSource,
  why: { actorId: number | null; reason: string },
): Promise<number> {
  const rolling = createRollingRepository(tx);
  const entries = await rolling.lockEntries(source);
  let givenBack = 0;
  for (const entry of entries) {
    await rolling.markEntryReversed(source, entry.requirementId);
    if (entry.waived) continue;
    const progress = entry.progress - entry.amount;
    await rolling.setProgress(entry.requirementId, progress, false);
    givenBack += entry.amount;
    if (entry.completed) {
      await audit(tx, {
        actorId: why.actorId,
        action: 'rolling.reopened',
        target: { type: 'rolling_requirement', id: entry.requirementId },
        old: { progress: entry.progress },
        new: { progress },
        reason: why.reason,
      });
    }
  }
  return givenBack;
}
