import type { CommissionKind, CommissionLine } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface PeriodRow {
  id: number;
  fromDay: string;
  toDay: string;
  status: 'held' | 'released';
  runBy: number | null;
  runAt: Date;
  releasedAt: Date | null;
}

export interface StoredLine extends CommissionLine {
  periodId: number;
  adjustsPeriodId: number | null;
}

export interface PayoutRow {
  periodId: number;
  partnerId: number;
  kind: CommissionKind;
  amount: number;
  transactionId: number | null;
}

const periodColumns = (db: Db) =>
  db`id, to_char(from_day, 'YYYY-MM-DD') AS from_day, to_char(to_day, 'YYYY-MM-DD') AS to_day, status, run_by, run_at,
    released_at`;

const lineColumns = (db: Db) =>
  db`period_id, partner_id, member_id, kind, vertical, base, rate_bp, child_rate_bp, amount, computation,
    adjusts_period_id`;

/**
 * Settlement periods, their lines, carried losses and payouts. Every function takes an optional transaction.
 * @example const periods = await repos.settlement.periods();
 */
export const createSettlementRepository = (sql: Db) => ({
  /** Serialises runs and releases: one at a time, so a concurrent replay finds the first one's period. */
  async lockRuns(db: Db): Promise<void> {
    await db`SELECT pg_advisory_xact_lock(hashtext('kbet.settlement'))`;
  },

  async periods(db: Db = sql): Promise<PeriodRow[]> {
    return db<PeriodRow[]>`SELECT ${periodColumns(db)} FROM settlement_periods ORDER BY from_day DESC`;
  },

  async period(id: number, db: Db = sql): Promise<PeriodRow | undefined> {
    const [row] = await db<PeriodRow[]>`SELECT ${periodColumns(db)} FROM settlement_periods WHERE id = ${id}`;
    return row;
  },

  /** Periods sharing a day with `from`-`to`. */
  async overlapping(from: string, to: string, db: Db = sql): Promise<PeriodRow[]> {
    return db<PeriodRow[]>`
      SELECT ${periodColumns(db)} FROM settlement_periods
      WHERE daterange(from_day, to_day, '[]') && daterange(${from}::date, ${to}::date, '[]')`;
  },

  /** Closed periods before a day, newest first, at most `limit`. */
  async before(day: string, limit: number, db: Db = sql): Promise<PeriodRow[]> {
    return db<PeriodRow[]>`
      SELECT ${periodColumns(db)} FROM settlement_periods WHERE to_day < ${day}::date ORDER BY from_day DESC LIMIT ${limit}`;
  },

  async insertPeriod(
    row: { from: string; to: string; runBy: number; runAt: Date },
    db: Db,
  ): Promise<PeriodRow> {
    const [period] = await db<PeriodRow[]>`
      INSERT INTO settlement_periods (from_day, to_day, status, run_by, run_at)
      VALUES (${row.from}, ${row.to}, 'held', ${row.runBy}, ${row.runAt})
      RETURNING ${periodColumns(db)}`;
    if (period === undefined) throw new Error('settlement period not inserted');
    return period;
  },

  async setStatus(id: number, status: PeriodRow['status'], at: Date | null, db: Db): Promise<void> {
    await db`UPDATE settlement_periods SET status = ${status}, released_at = ${at} WHERE id = ${id}`;
  },

  async insertLines(
    periodId: number,
    lines: readonly (CommissionLine & { adjustsPeriodId: number | null })[],
    db: Db,
  ) {
    if (lines.length === 0) return;
    const rows = lines.map((line) => ({
      periodId,
      partnerId: line.partnerId,
      memberId: line.memberId,
      kind: line.kind,
      vertical: line.vertical,
      base: line.base,
      rateBp: line.rateBp,
      childRateBp: line.childRateBp,
      amount: line.amount,
      computation: line.computation,
      adjustsPeriodId: line.adjustsPeriodId,
    }));
    await db`INSERT INTO settlement_lines ${db(rows)}`;
  },

  /** A period's own lines and the adjustments it carries for earlier periods. */
  async linesOf(periodId: number, db: Db = sql): Promise<StoredLine[]> {
    return db<
      StoredLine[]
    >`SELECT ${lineColumns(db)} FROM settlement_lines WHERE period_id = ${periodId} ORDER BY id`;
  },

  /** What has been paid for a period: its own lines plus every later adjustment of it. */
  async paidFor(periodId: number, db: Db = sql): Promise<StoredLine[]> {
    return db<StoredLine[]>`
      SELECT ${lineColumns(db)} FROM settlement_lines
      WHERE (period_id = ${periodId} AND adjusts_period_id IS NULL) OR adjusts_period_id = ${periodId} ORDER BY id`;
  },

  async insertCarry(periodId: number, carried: ReadonlyMap<string, number>, db: Db): Promise<void> {
    const rows = [...carried].map(([key, amount]) => {
      const [partnerId, memberId] = key.split(':').map(Number);
      return { periodId, partnerId, memberId, carried: amount };
    });
    if (rows.length > 0) await db`INSERT INTO settlement_carry ${db(rows)}`;
  },

  /** Loss carried out of a period, keyed `partnerId:memberId`. */
  async carryOf(periodId: number, db: Db = sql): Promise<Map<string, number>> {
    const rows = await db<{ partnerId: number; memberId: number; carried: number }[]>`
      SELECT partner_id, member_id, carried FROM settlement_carry WHERE period_id = ${periodId}`;
    return new Map(rows.map((row) => [`${row.partnerId}:${row.memberId}`, row.carried]));
  },

  async insertPayouts(
    periodId: number,
    totals: readonly { partnerId: number; kind: CommissionKind; amount: number }[],
    db: Db,
  ) {
    const rows = totals.map((total) => ({
      periodId,
      partnerId: total.partnerId,
      kind: total.kind,
      amount: total.amount,
    }));
    if (rows.length > 0) await db`INSERT INTO settlement_payouts ${db(rows)}`;
  },

  async payoutsOf(periodId: number, db: Db = sql): Promise<PayoutRow[]> {
    return db<PayoutRow[]>`
      SELECT period_id, partner_id, kind, amount, transaction_id FROM settlement_payouts
      WHERE period_id = ${periodId} ORDER BY partner_id, kind`;
  },

  async markPaid(
    periodId: number,
    partnerId: number,
    kind: CommissionKind,
    transactionId: number,
    db: Db,
  ): Promise<void> {
    await db`
      UPDATE settlement_payouts SET transaction_id = ${transactionId}
      WHERE period_id = ${periodId} AND partner_id = ${partnerId} AND kind = ${kind}`;
  },

  /** Lines of one partner over periods within `from`-`to` (its calc page). */
  async linesOfPartner(
    partnerId: number,
    db: Db = sql,
  ): Promise<(StoredLine & { fromDay: string; toDay: string })[]> {
    return db<(StoredLine & { fromDay: string; toDay: string })[]>`
      SELECT ${lineColumns(db)}, to_char(p.from_day, 'YYYY-MM-DD') AS from_day, to_char(p.to_day, 'YYYY-MM-DD') AS to_day
      FROM settlement_lines l JOIN settlement_periods p ON p.id = l.period_id
      WHERE l.partner_id = ${partnerId} ORDER BY p.from_day DESC, l.id`;
  },
});

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
