import type { RealityCheck } from '@kbet/sdk';
import type postgres from 'postgres';
import type { Db } from '../db/createSql';
import type { ExclusionKind } from '../domain/rg/activeExclusion';
import type { DepositLimitPeriod } from '../domain/rg/depositLimitPeriods';

/** An rg_deposit_limits row: the active amount and a raise or removal waiting out its 24 hours. */
export interface DepositLimitRow {
  period: DepositLimitPeriod;
  /** Null: no limit. */
  amount: number | null;
  pendingAmount: number | null;
  /** Null: nothing pending. */
  pendingEffectiveAt: Date | null;
}

/** An active deposit limit and the deposits requested within its rolling window. */
export interface DepositLimitUse {
  period: DepositLimitPeriod;
  cap: number;
  used: number;
}

/** Minutes between reality-check reminders (the SDK's choices); null when off. */
type ReminderInterval = RealityCheck['intervalMinutes'];

/**
 * The member's time-out or self-exclusion running at `now`, the one ending last (kind, ends_at): at most one
 * row. The member and the time are expressions (parameters, or a larger read's columns): also a fragment for
 * reads that fold it into theirs (the bet's offers, one round trip for both).
 * @example const [row] = await runningExclusionQuery(sql, sql`${3}`, sql`${now}`);
 */
export const runningExclusionQuery = (db: Db, memberId: postgres.Fragment, now: postgres.Fragment) =>
  db<{ kind: ExclusionKind; endsAt: Date }[]>`
    SELECT kind, ends_at FROM rg_exclusions
    WHERE member_id = ${memberId} AND starts_at <= ${now} AND ends_at > ${now}
    ORDER BY ends_at DESC LIMIT 1`;

/**
 * Responsible-gambling settings of a member (compliance §4). Every function takes an optional transaction.
 * @example const limits = await repos.rg.depositLimits(member.id);
 */
export const createRgRepository = (sql: Db) => ({
  async depositLimits(memberId: number, db: Db = sql): Promise<DepositLimitRow[]> {
    return db<DepositLimitRow[]>`
      SELECT period, amount, pending_amount, pending_effective_at FROM rg_deposit_limits
      WHERE member_id = ${memberId}`;
  },

  /** Locks the member's limit rows so two changes at once apply one after the other. */
  async lockDepositLimits(memberId: number, db: Db): Promise<DepositLimitRow[]> {
    return db<DepositLimitRow[]>`
      SELECT period, amount, pending_amount, pending_effective_at FROM rg_deposit_limits
      WHERE member_id = ${memberId} FOR UPDATE`;
  },

  async putDepositLimit(memberId: number, row: DepositLimitRow, now: Date, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO rg_deposit_limits (member_id, period, amount, pending_amount, pending_effective_at, updated_at)
      VALUES (${memberId}, ${row.period}, ${row.amount}, ${row.pendingAmount}, ${row.pendingEffectiveAt}, ${now})
      ON CONFLICT (member_id, period) DO UPDATE SET
        amount = excluded.amount, pending_amount = excluded.pending_amount,
        pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`;
  },

  /**
   * Each limit in force at `now` (a pending raise or removal once its 24 hours have passed) with the sum of
   * the deposits requested in its window; `lengths[i]` is the window of `periods[i]`.
   */
  async depositLimitUses(
    memberId: number,
    now: Date,
    periods: readonly DepositLimitPeriod[],
    lengths: readonly string[],
    db: Db = sql,
  ): Promise<DepositLimitUse[]> {
    return db<DepositLimitUse[]>`
    SELECT l.period, l.cap,
      (SELECT coalesce(sum(r.amount), 0)::int8 FROM rg_deposit_requests r
        WHERE r.member_id = ${memberId} AND r.requested_at > ${now}::timestamptz - w.span) AS used
    FROM (
      SELECT period,
        CASE WHEN pending_effective_at <= ${now} THEN pending_amount ELSE amount END AS cap
      FROM rg_deposit_limits WHERE member_id = ${memberId}
    ) l
    JOIN unnest(${periods}::text[], ${lengths}::interval[]) AS w (period, span) USING (period)
    WHERE l.cap IS NOT NULL`;
  },

  /** Counts a deposit request in the member's limit windows. */
  async insertDepositRequest(memberId: number, amount: number, now: Date, db: Db = sql): Promise<void> {
    await db`INSERT INTO rg_deposit_requests (member_id, amount, requested_at) VALUES (${memberId}, ${amount}, ${now})`;
  },

  /** The member's exclusion running at `now` that ends last, if any. */
  async runningExclusion(
    memberId: number,
    now: Date,
    db: Db = sql,
  ): Promise<{ kind: ExclusionKind; endsAt: Date } | undefined> {
    const [row] = await runningExclusionQuery(db, db`${memberId}`, db`${now}`);
    return row;
  },

  async insertExclusion(
    exclusion: { memberId: number; kind: ExclusionKind; startsAt: Date; endsAt: Date },
    db: Db = sql,
  ): Promise<number> {
    const [row] = await db<{ id: number }[]>`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${exclusion.memberId}, ${exclusion.kind}, ${exclusion.startsAt}, ${exclusion.endsAt})
      RETURNING id`;
    return row!.id;
  },

  /** Minutes between reality-check reminders; null when off. */
  async realityCheckInterval(memberId: number, db: Db = sql): Promise<ReminderInterval> {
    const [row] = await db<{ intervalMinutes: ReminderInterval }[]>`
      SELECT interval_minutes FROM rg_reality_checks WHERE member_id = ${memberId}`;
    return row?.intervalMinutes ?? null;
  },

  /** Sets the interval and returns the previous one (for the audit entry). */
  async putRealityCheckInterval(
    memberId: number,
    intervalMinutes: ReminderInterval,
    now: Date,
    db: Db = sql,
  ): Promise<ReminderInterval> {
    const [previous] = await db<{ intervalMinutes: ReminderInterval }[]>`
      SELECT interval_minutes FROM rg_reality_checks WHERE member_id = ${memberId} FOR UPDATE`;
    await db`
      INSERT INTO rg_reality_checks (member_id, interval_minutes, updated_at)
      VALUES (${memberId}, ${intervalMinutes}, ${now})
      ON CONFLICT (member_id) DO UPDATE SET interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`;
    return previous?.intervalMinutes ?? null;
  },

  /**
   * The net result of play since `since`, the reality check's figure: the member's emoney postings of the
   * transactions that also post to house_bets (stakes, returns, cancelled stakes) — never deposits,
   * withdrawals, conversions or grants, which change the balance without being won or lost. Ledger times are
   * the database's clock, which is the server's in production.
   */
  async playNetSince(memberId: number, since: Date, db: Db = sql): Promise<number> {
    const [row] = await db<{ net: number }[]>`
      SELECT coalesce(sum(p.amount), 0)::int8 AS net
      FROM postings p
      JOIN accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.owner_member_id = ${memberId} AND a.kind = 'emoney' AND t.created_at >= ${since}
        AND EXISTS (
          SELECT 1 FROM postings h JOIN accounts ha ON ha.id = h.account_id
          WHERE h.transaction_id = t.id AND ha.kind = 'house_bets')`;
    return row?.net ?? 0;
  },
});

export type RgRepository = ReturnType<typeof createRgRepository>;
