import type { Tx } from '../../db/createSql';
import { audit } from '../audit/audit';

interface CountedEntry {
  requirementId: number;
  amount: number;
  progress: number;
  completed: boolean;
  waived: boolean;
}

/**
 * Gives back the rolling turnover a cancelled slip counted (recordRollingProgress with its slipId): each
 * requirement's progress drops by what the slip added, and one the slip had completed opens again, audited.
 * A requirement staff waived stays waived. Call it in the cancel's transaction, after locking the member.
 * Returns the won given back.
 * @example await reverseRollingProgress(tx, slip.id, memberId);
 */
export async function reverseRollingProgress(tx: Tx, slipId: number, actorId: number): Promise<number> {
  const entries = await tx<CountedEntry[]>`
    SELECT e.requirement_id, e.amount, r.progress, r.completed_at IS NOT NULL AS completed,
           r.waived_by IS NOT NULL AS waived
    FROM rolling_progress_entries e JOIN rolling_requirements r ON r.id = e.requirement_id
    WHERE e.slip_id = ${slipId} AND e.reversed_at IS NULL
    ORDER BY e.requirement_id
    FOR UPDATE OF e, r`;
  let givenBack = 0;
  for (const entry of entries) {
    await tx`
      UPDATE rolling_progress_entries SET reversed_at = clock_timestamp()
      WHERE slip_id = ${slipId} AND requirement_id = ${entry.requirementId}`;
    if (entry.waived) continue;
    const progress = entry.progress - entry.amount;
    await tx`
      UPDATE rolling_requirements SET progress = ${progress}, completed_at = NULL
      WHERE id = ${entry.requirementId}`;
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
