import type { Tx } from '../../db/createSql';
import { audit } from '../audit/audit';

/**
 * Staff waive a member's open rolling requirements (e.g. the bonus was lost and the member deposits
 * again without one), audited with the waived amounts. Returns how many were waived.
 * @example await waiveRolling(tx, { memberId: 3, actorId: staff.id, reason: '보너스 소진' });
 */
export async function waiveRolling(
  tx: Tx,
  input: { memberId: number; actorId: number; reason: string },
): Promise<number> {
  const waived = await tx<{ id: number; required: number; progress: number }[]>`
    UPDATE rolling_requirements SET completed_at = clock_timestamp(), waived_by = ${input.actorId}
    WHERE member_id = ${input.memberId} AND completed_at IS NULL
    RETURNING id, required, progress`;
  for (const requirement of waived) {
    await audit(tx, {
      actorId: input.actorId,
      action: 'rolling.waive',
      target: { type: 'rolling_requirement', id: requirement.id },
      old: { required: requirement.required, progress: requirement.progress, completed: false },
      new: { completed: true },
      reason: input.reason,
    });
  }
  return waived.length;
}
