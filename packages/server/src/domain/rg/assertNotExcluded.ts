import type { Db } from '../../db/createSql';
import { activeExclusion } from './activeExclusion';
import { exclusionRefusal } from './exclusionRefusal';

/**
 * Compliance §4: during a time-out or self-exclusion, betting, deposits and promotions (roulette,
 * attendance, bonuses) are refused with 403; withdrawals do not call this.
 * @example await assertNotExcluded(tx, member.id, app.clock.now());
 */
export async function assertNotExcluded(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (exclusion) throw exclusionRefusal(exclusion);
}
