import type { Db } from '../../db/createSql';
import { refusal } from '../errors/refusal';

/**
 * Refuses a withdrawal while a deposit bonus's rolling requirement is unmet (409 WITHDRAW_ROLLING_UNMET,
 * data: the won still to bet).
 * @example await assertRollingMet(tx, member.id);
 */
export async function assertRollingMet(db: Db, memberId: number): Promise<void> {
  const [row] = await db<{ remaining: number }[]>`
    SELECT coalesce(sum(required - progress), 0)::int8 AS remaining FROM rolling_requirements
    WHERE member_id = ${memberId} AND completed_at IS NULL`;
  const remaining = row?.remaining ?? 0;
  if (remaining > 0) {
    throw refusal('WITHDRAW_ROLLING_UNMET', { remaining });
  }
}
