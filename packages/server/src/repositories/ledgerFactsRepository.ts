import type { LedgerFact, ReportBy, ReportTotals } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface LedgerFactsQuery {
  /** Inclusive Korean days `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Only these members (a partner's downline); all members when absent. */
  memberIds?: readonly number[];
}

export interface ReportTotalsResult {
  groups: ReportTotals[];
  total: Omit<ReportTotals, 'key'>;
}

// Per grouping, the value rows are grouped on (raw, so a row costs no formatting) and its text key: the same
// text the SDK's aggregateFacts keys its rows by (weeks start on Mondays, `-` for money without a vertical).
const GROUPS: Record<ReportBy, { group: string; key: (column: string) => string }> = {
  day: { group: 'day', key: (column) => `to_char(${column}, 'YYYY-MM-DD')` },
  week: { group: `date_trunc('week', day)`, key: (column) => `to_char(${column}, 'YYYY-MM-DD')` },
  member: { group: 'member_id', key: (column) => `${column}::text` },
  vertical: { group: 'vertical', key: (column) => `coalesce(${column}, '-')` },
};

// Counting distinct members per group sorts the facts (up to members × days rows); the default 4 MB spills
// that sort to disk, so the report's own transaction gets room for it.
const REPORT_WORK_MEM = '64MB';

/**
 * Per member, Korean day and vertical totals (partner-settlement.md "Inputs") from the rollup the ledger keeps
 * with every posting (migration 185: `ledger_member_days`, defined by the view `ledger_member_moves`). Play
 * inside a time-out or self-exclusion earns no commission and is left out: for the few members with an
 * exclusion in the range, their moves inside it are taken back out of the rollup, and a row left without moves
 * disappears, as if the rollup had never counted them.
 */
const factsSql = (db: Db, { from, to, memberIds }: LedgerFactsQuery) => {
  const scoped = memberIds !== undefined;
  const ids = scoped ? [...memberIds] : [];
  const start = db`(${from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`;
  const end = db`(${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'`;
  return db`
    excluded_members AS (
      SELECT DISTINCT e.member_id FROM rg_exclusions e
      WHERE e.starts_at < ${end} AND e.ends_at > ${start}
        AND (${!scoped} OR e.member_id = ANY(${ids}::int[]))
    ),
    corrected AS (
      SELECT d.member_id, d.day, d.vertical, d.turnover, d.payouts, d.bonuses, d.deposits, d.withdrawals, d.postings
      FROM ledger_member_days d JOIN excluded_members x ON x.member_id = d.member_id
      WHERE d.day BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT m.member_id, m.day, m.vertical, -m.turnover, -m.payouts, -m.bonuses, -m.deposits, -m.withdrawals, -1
      FROM ledger_member_moves m
      WHERE m.member_id IN (SELECT member_id FROM excluded_members)
        AND m.vertical IS NOT NULL AND m.created_at >= ${start} AND m.created_at < ${end}
        AND EXISTS (SELECT 1 FROM rg_exclusions e
                    WHERE e.member_id = m.member_id AND m.created_at >= e.starts_at AND m.created_at < e.ends_at)
    ),
    facts AS (
      SELECT d.member_id, d.day, d.vertical, d.turnover, d.payouts, d.bonuses, d.deposits, d.withdrawals
      FROM ledger_member_days d
      WHERE d.day BETWEEN ${from}::date AND ${to}::date
        AND (${!scoped} OR d.member_id = ANY(${ids}::int[]))
        AND NOT EXISTS (SELECT 1 FROM excluded_members x WHERE x.member_id = d.member_id)
      UNION ALL
      SELECT member_id, day, vertical, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals)
      FROM corrected
      GROUP BY member_id, day, vertical
      HAVING sum(postings) > 0
    )`;
};

/**
 * Ledger facts for settlement and reports, read from the per member, day and vertical rollup.
 * @example const facts = await repos.ledgerFacts.facts({ from: '2026-11-23', to: '2026-11-29' });
 */
export const createLedgerFactsRepository = (sql: Db) => ({
  /** One fact per member, Korean day and vertical (null: money without one), ordered by member, day, vertical. */
  async facts(query: LedgerFactsQuery, db: Db = sql): Promise<LedgerFact[]> {
    return db<LedgerFact[]>`
      WITH ${factsSql(db, query)}
      SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, vertical, turnover::int8, payouts::int8,
             bonuses::int8, deposits::int8, withdrawals::int8
      FROM facts
      ORDER BY member_id, day, vertical NULLS FIRST`;
  },

  /**
   * The facts summed per report group in the database, with distinct members per group and overall: a report
   * over every member reads at most members × days × verticals rollup rows and sends only its groups.
   */
  async reportTotals(query: LedgerFactsQuery & { by: ReportBy }, db: Db = sql): Promise<ReportTotalsResult> {
    const { group, key } = GROUPS[query.by];
    const read = async (tx: Db) => {
      await tx`SELECT set_config('work_mem', ${REPORT_WORK_MEM}, true)`;
      return tx<(ReportTotals & { grouped: number })[]>`
        WITH ${factsSql(tx, query)}
        SELECT ${tx.unsafe(key(group))} AS key, GROUPING(${tx.unsafe(group)}) AS grouped,
               coalesce(sum(turnover), 0)::int8 AS turnover, coalesce(sum(payouts), 0)::int8 AS payouts,
               coalesce(sum(bonuses), 0)::int8 AS bonuses, coalesce(sum(deposits), 0)::int8 AS deposits,
               coalesce(sum(withdrawals), 0)::int8 AS withdrawals, count(DISTINCT member_id)::int AS members
        FROM facts
        GROUP BY GROUPING SETS ((${tx.unsafe(group)}), ())`;
    };
    const rows = 'begin' in db ? await db.begin(read) : await read(db);
    const groups: ReportTotals[] = [];
    let total: Omit<ReportTotals, 'key'> = {
      turnover: 0,
      payouts: 0,
      bonuses: 0,
      deposits: 0,
      withdrawals: 0,
      members: 0,
    };
    for (const { grouped, key, ...sums } of rows) {
      if (grouped === 1) total = sums;
      else groups.push({ key, ...sums });
    }
    return { groups, total };
  },
});
