import type { Db } from '../../db/createSql';
import { createRollingRepository } from '../../repositories/rollingRepository';
import { refusal } from '../errors/refusal';

/**
 * Refuses a withdrawal while a deposit bonus's rolling requirement is unmet (409 WITHDRAW_ROLLING_UNMET,
 * data: the won still to bet).
 * @example await assertRollingMet(tx, member.id);
 */
export async function assertRollingMet(db: Db, memberId: number): Promise<void> {
  const remaining = await createRollingRepository(db).remaining(memberId);
  if (remaining > 0) {
    throw refusal('WITHDRAW_ROLLING_UNMET', { remaining });
  }
}
