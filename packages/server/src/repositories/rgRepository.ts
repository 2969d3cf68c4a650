import type { RealityCheck } from '@kbet/sdk';
import type { Db, Sql } from '../db/createSql';
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

/** Minutes between reality-check reminders (the SDK's choices); null when off. */
type ReminderInterval = RealityCheck['intervalMinutes'];

/**
 * Responsible-gambling settings of a member (compliance §4). Every function takes an optional transaction.
 * @example const limits = await repos.rg.depositLimits(member.id);
 */
export const createRgRepository = (sql: Sql) => ({
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
   * The sum of the member's emoney postings since `since`: the reality check's net result. Ledger
   * times are the database's clock, which is the server's in production.
   */
  async emoneyNetSince(memberId: number, since: Date, db: Db = sql): Promise<number> {
    const [row] = await db<{ net: number }[]>`
      SELECT coalesce(sum(p.amount), 0)::int8 AS net
      FROM postings p
      JOIN accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.owner_member_id = ${memberId} AND a.kind = 'emoney' AND t.created_at >= ${since}`;
    return row?.net ?? 0;
  },
});

export type RgRepository = ReturnType<typeof createRgRepository>;
