import type { Db } from '../db/createSql';

export interface OpenRequirement {
  id: number;
  required: number;
  progress: number;
}

/** What one slip counted toward one requirement, with that requirement's state. */
export interface CountedEntry {
  requirementId: number;
  amount: number;
  progress: number;
  completed: boolean;
  waived: boolean;
}

/**
 * rolling_requirements (the turnover a deposit bonus asks for) and rolling_progress_entries (what each
 * slip counted toward each requirement, so a cancel can give it back).
 * @example const remaining = await createRollingRepository(tx).remaining(member.id);
 */
export const createRollingRepository = (sql: Db) => ({
  async insert(
    {
      memberId,
      chargeId,
      required,
      now,
    }: { memberId: number; chargeId: number; required: number; now: Date },
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO rolling_requirements (member_id, charge_id, required, created_at)
      VALUES (${memberId}, ${chargeId}, ${required}, ${now})`;
  },

  /** The turnover still owed over the member's open requirements. */
  async remaining(memberId: number, db: Db = sql): Promise<number> {
    const [row] = await db<{ remaining: number }[]>`
      SELECT coalesce(sum(required - progress), 0)::int8 AS remaining FROM rolling_requirements
      WHERE member_id = ${memberId} AND completed_at IS NULL`;
    return row?.remaining ?? 0;
  },

  /** Closes the member's open requirements as waived by `actorId`; answers them as they were. */
  async waiveOpen(memberId: number, actorId: number, db: Db = sql): Promise<OpenRequirement[]> {
    return db<OpenRequirement[]>`
      UPDATE rolling_requirements SET completed_at = clock_timestamp(), waived_by = ${actorId}
      WHERE member_id = ${memberId} AND completed_at IS NULL
      RETURNING id, required, progress`;
  },

  /** The member's open requirements, oldest first, locked. */
  async lockOpen(memberId: number, db: Db = sql): Promise<OpenRequirement[]> {
    return db<OpenRequirement[]>`
      SELECT id, required, progress FROM rolling_requirements
      WHERE member_id = ${memberId} AND completed_at IS NULL
      ORDER BY id FOR UPDATE`;
  },

  /** Sets a requirement's progress; `done` completes it now, otherwise it is (again) open. */
  async setProgress(id: number, progress: number, done: boolean, db: Db = sql): Promise<void> {
    await db`
      UPDATE rolling_requirements
      SET progress = ${progress}, completed_at = CASE WHEN ${done}::boolean THEN clock_timestamp() END
      WHERE id = ${id}`;
  },

  async insertEntry(slipId: number, requirementId: number, amount: number, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO rolling_progress_entries (slip_id, requirement_id, amount)
      VALUES (${slipId}, ${requirementId}, ${amount})`;
  },

  /** What the slip counted and has not given back yet, with each requirement's state; entries and requirements locked. */
  async lockEntriesOfSlip(slipId: number, db: Db = sql): Promise<CountedEntry[]> {
    return db<CountedEntry[]>`
      SELECT e.requirement_id, e.amount, r.progress, r.completed_at IS NOT NULL AS completed,
             r.waived_by IS NOT NULL AS waived
      FROM rolling_progress_entries e JOIN rolling_requirements r ON r.id = e.requirement_id
      WHERE e.slip_id = ${slipId} AND e.reversed_at IS NULL
      ORDER BY e.requirement_id
      FOR UPDATE OF e, r`;
  },

  async markEntryReversed(slipId: number, requirementId: number, db: Db = sql): Promise<void> {
    await db`
      UPDATE rolling_progress_entries SET reversed_at = clock_timestamp()
      WHERE slip_id = ${slipId} AND requirement_id = ${requirementId}`;
  },
});

export type RollingRepository = ReturnType<typeof createRollingRepository>;
