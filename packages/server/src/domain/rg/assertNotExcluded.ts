import type { Db } from '../../db/createSql';
import { refusal } from '../errors/refusal';
import { activeExclusion } from './activeExclusion';

/**
 * Compliance §4: during a time-out or self-exclusion, betting, deposits and promotions (roulette,
 * attendance, bonuses) are refused with 403; withdrawals do not call this.
 * @example await assertNotExcluded(tx, member.id, app.clock.now());
 */
export async function assertNotExcluded(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (!exclusion) return;
  const data = { until: exclusion.until.toISOString() };
  throw exclusion.kind === 'timeout' ? refusal('RG_TIMEOUT_ACTIVE', data) : refusal('RG_SELF_EXCLUDED', data);
}
