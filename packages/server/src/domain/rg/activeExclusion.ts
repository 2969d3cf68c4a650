import type { Db } from '../../db/createSql';

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
  const [row] = await db<{ kind: ExclusionKind; endsAt: Date }[]>`
    SELECT kind, ends_at FROM rg_exclusions
    WHERE member_id = ${memberId} AND starts_at <= ${now} AND ends_at > ${now}
    ORDER BY ends_at DESC LIMIT 1`;
  return row && { kind: row.kind, until: row.endsAt };
}
