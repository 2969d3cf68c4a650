import type { Product, RollingConditions } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface OpenRequirement {
  id: number;
  required: number;
  progress: number;
}

/** An open requirement with the conditions of the bonus it came from. */
export interface OpenRequirementWithConditions extends OpenRequirement, RollingConditions {}

/** A requirement as the member's rolling page shows it. */
export interface RequirementRow extends RollingConditions {
  id: number;
  bonusCode: number | null;
  required: number;
  progress: number;
  completedAt: Date | null;
  waivedBy: number | null;
  createdAt: Date;
}

// Every requirement read carries its conditions in the SDK's shape.
const CONDITIONS = (db: Db) =>
  db`products::text[] AS products, min_folders, CASE WHEN min_odds IS NULL THEN NULL ELSE min_odds::text END AS min_odds`;

/** Whose stake an entry records: a bet slip, or a casino bet (its casino_transactions debit row). */
export type StakeSource = { slipId: number } | { casinoBetId: number };

// Slips' entries live in rolling_progress_entries, casino bets' in casino_rolling_entries (migration 215).
const entries = (db: Db, source: StakeSource) =>
  'slipId' in source
    ? { table: db('rolling_progress_entries'), key: db('slip_id'), id: source.slipId }
    : { table: db('casino_rolling_entries'), key: db('casino_transaction_id'), id: source.casinoBetId };

/** What one stake counted toward one requirement, with that requirement's state. */
export interface CountedEntry {
  requirementId: number;
  amount: number;
  progress: number;
  completed: boolean;
  waived: boolean;
}

/**
 * rolling_requirements (the turnover a deposit bonus asks for) and the entries of what each slip or casino bet
 * counted toward each requirement (rolling_progress_entries, casino_rolling_entries), so a cancel or a provider's
 * rollback can give it back.
 * @example const open = await createRollingRepository(tx).waiveOpen(member.id, staff.id);
 */
export const createRollingRepository = (sql: Db) => ({
  async insert(
    {
      memberId,
      chargeId,
      required,
      bonusCode,
      conditions,
      now,
    }: {
      memberId: number;
      chargeId: number;
      required: number;
      bonusCode: number;
      conditions: RollingConditions;
      now: Date;
    },
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO rolling_requirements (member_id, charge_id, required, bonus_code, products, min_folders, min_odds,
                                        created_at)
      VALUES (${memberId}, ${chargeId}, ${required}, ${bonusCode}, ${conditions.products as Product[]}::text[],
              ${conditions.minFolders}, ${conditions.minOdds}::numeric, ${now})`;
  },

  /** The member's requirements, newest first (at most `limit`). */
  async listOfMember(memberId: number, limit: number, db: Db = sql): Promise<RequirementRow[]> {
    return db<RequirementRow[]>`
      SELECT id, bonus_code, required, progress, completed_at, waived_by, created_at, ${CONDITIONS(db)}
      FROM rolling_requirements WHERE member_id = ${memberId}
      ORDER BY id DESC LIMIT ${limit}`;
  },

  /** Closes the member's open requirements as waived by `actorId`; answers them as they were. */
  async waiveOpen(memberId: number, actorId: number, db: Db = sql): Promise<OpenRequirement[]> {
    return db<OpenRequirement[]>`
      UPDATE rolling_requirements SET completed_at = clock_timestamp(), waived_by = ${actorId}
      WHERE member_id = ${memberId} AND completed_at IS NULL
      RETURNING id, required, progress`;
  },

  /** The member's open requirements with their conditions, oldest first, locked. */
  async lockOpen(memberId: number, db: Db = sql): Promise<OpenRequirementWithConditions[]> {
    return db<OpenRequirementWithConditions[]>`
      SELECT id, required, progress, ${CONDITIONS(db)} FROM rolling_requirements
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

  async insertEntry(source: StakeSource, requirementId: number, amount: number, db: Db = sql): Promise<void> {
    const { table, key, id } = entries(db, source);
    await db`INSERT INTO ${table} (${key}, requirement_id, amount) VALUES (${id}, ${requirementId}, ${amount})`;
  },

  /** What the stake counted and has not given back yet, with each requirement's state; entries and requirements locked. */
  async lockEntries(source: StakeSource, db: Db = sql): Promise<CountedEntry[]> {
    const { table, key, id } = entries(db, source);
    return db<CountedEntry[]>`
      SELECT e.requirement_id, e.amount, r.progress, r.completed_at IS NOT NULL AS completed,
             r.waived_by IS NOT NULL AS waived
      FROM ${table} e JOIN rolling_requirements r ON r.id = e.requirement_id
      WHERE e.${key} = ${id} AND e.reversed_at IS NULL
      ORDER BY e.requirement_id
      FOR UPDATE OF e, r`;
  },

  async markEntryReversed(source: StakeSource, requirementId: number, db: Db = sql): Promise<void> {
    const { table, key, id } = entries(db, source);
    await db`
      UPDATE ${table} SET reversed_at = clock_timestamp()
      WHERE ${key} = ${id} AND requirement_id = ${requirementId}`;
  },
});

export type RollingRepository = ReturnType<typeof createRollingRepository>;
