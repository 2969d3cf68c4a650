import type { Tx } from '../../db/createSql';
import { createRollingRepository } from '../../repositories/rollingRepository';
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
  const waived = await createRollingRepository(tx).waiveOpen(input.memberId, input.actorId);
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
