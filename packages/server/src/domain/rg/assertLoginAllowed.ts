import { ko } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { HttpError } from '../../errors/httpError';
import { activeExclusion } from './activeExclusion';

/**
 * Compliance §4: no login during a time-out or self-exclusion. A 404, like every refused login, so
 * the client shows the message (spec §8); `data.until` says when it ends.
 * @example await assertLoginAllowed(app.sql, candidate.id, app.clock.now());
 */
export async function assertLoginAllowed(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (exclusion)
    throw new HttpError(404, 'RG_LOGIN_EXCLUDED', ko.RG_LOGIN_EXCLUDED, {
      kind: exclusion.kind,
      until: exclusion.until.toISOString(),
    });
}
