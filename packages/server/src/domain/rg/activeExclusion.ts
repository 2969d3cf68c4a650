import type { Db } from '../../db/createSql';
import { createRgRepository } from '../../repositories/rgRepository';

export type ExclusionKind = 'timeout' | 'self_exclusion';

export interface ActiveExclusion {
  kind: ExclusionKind;
  until: Date;
}

/**
 * The member's time-out or self-exclusion running at `now` (the one ending last), or undefined.
 * @example const exclusion = await activeExclusion(sql, 3, clock.now());
 */
export async function activeExclusion(
  db: Db,
  memberId: number,
  now: Date,
): Promise<ActiveExclusion | undefined> {
  const row = await createRgRepository(db).runningExclusion(memberId, now);
  return row && { kind: row.kind, until: row.endsAt };
}
