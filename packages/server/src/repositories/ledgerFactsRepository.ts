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

// Room for the per group and member sums (up to members × weeks rows) without spilling to disk.
const REPORT_WORK_MEM = '64MB';

const SUMS = ['turnover', 'payouts', 'bonuses', 'deposits', 'withdrawals'] as const;
/** The money columns, each as an expression of itself: `sum(turnover) AS turnover, …`. */
const each = (expression: (column: string) => string) =>
  SUMS.map((column) => `${expression(column)} AS ${column}`).join(', ');
const SUMMED = each((column) => `sum(${column})`);
const NEGATED = each((column) => `-sum(${column})`);
const AS_INT8 = each((column) => `${column}::int8`);
const TOTALLED = each((column) => `coalesce(sum(${column}), 0)::int8`);

/**
 * Per member, Korean day and vertical totals (partner-settlement.md "Inputs") from the rollup the ledger keeps
 * with every posting (migration 185: `ledger_member_days`, defined by the view `ledger_member_moves`). Play
 * inside a time-out or self-exclusion earns no commission and is left out: for the few members with an
 * exclusion in the range, their moves inside it are taken back out of the rollup, and a row left without moves
 * disappears, as if the rollup had never counted them (`excluded_facts`); every other member's rows are read
 * as they are (`kept` picks them).
 *
 * With `coarse`, the CTE `facts` reads migration 205's per week rollup for the range's whole weeks (a row's
 * `day` is then its week's Monday) and day rows only at its edges: for reports by member, vertical or week.
 */
const factsSql = (db: Db, { from, to, memberIds }: LedgerFactsQuery, coarse = false) => {
  const scoped = memberIds !== undefined;
  const ids = scoped ? [...memberIds] : [];
  const start = db`(${from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`;
  const end = db`(${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'`;
  const kept = (alias: 'd' | 'w') => db`
    (${!scoped} OR ${db.unsafe(alias)}.member_id = ANY(${ids}::int[]))
    AND NOT EXISTS (SELECT 1 FROM excluded_members x WHERE x.member_id = ${db.unsafe(alias)}.member_id)`;
  // The range's whole weeks: from its first Monday to its last Sunday (none when they cross).
  const firstMonday = db`(${from}::date + (8 - extract(isodow FROM ${from}::date)::int) % 7)`;
  const lastSunday = db`(${to}::date - extract(isodow FROM ${to}::date)::int % 7)`;
  const keptRows = coarse
    ? db`
      SELECT w.member_id, w.week AS day, w.vertical, w.turnover, w.payouts, w.bonuses, w.deposits, w.withdrawals
      FROM ledger_member_weeks w
      WHERE w.week BETWEEN ${firstMonday} AND ${lastSunday} - 6 AND ${kept('w')}
      UNION ALL
      SELECT d.member_id, d.day, d.vertical, d.turnover, d.payouts, d.bonuses, d.deposits, d.withdrawals
      FROM ledger_member_days d
      WHERE d.day BETWEEN ${from}::date AND ${to}::date AND (d.day < ${firstMonday} OR d.day > ${lastSunday})
        AND ${kept('d')}`
    : db`
      SELECT d.member_id, d.day, d.vertical, d.turnover, d.payouts, d.bonuses, d.deposits, d.withdrawals
      FROM ledger_member_days d
      WHERE d.day BETWEEN ${from}::date AND ${to}::date AND ${kept('d')}`;
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
    excluded_facts AS (
      SELECT member_id, day, vertical, sum(turnover) AS turnover, sum(payouts) AS payouts, sum(bonuses) AS bonuses,
             sum(deposits) AS deposits, sum(withdrawals) AS withdrawals
      FROM corrected
      GROUP BY member_id, day, vertical
      HAVING sum(postings) > 0
    ),
    facts AS (
      ${keptRows}
      UNION ALL
      SELECT member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals FROM excluded_facts
    ),
    -- The distinct members of the range: each kept member with a rollup row in it (one index probe per member),
    -- and each excluded member with a fact left.
    fact_members AS (
      SELECT (SELECT count(*) FROM members m
              WHERE (${!scoped} OR m.id = ANY(${ids}::int[]))
                AND NOT EXISTS (SELECT 1 FROM excluded_members x WHERE x.member_id = m.id)
                AND EXISTS (SELECT 1 FROM ledger_member_days d
                            WHERE d.member_id = m.id AND d.day BETWEEN ${from}::date AND ${to}::date))
           + (SELECT count(DISTINCT member_id) FROM excluded_facts) AS members
    )`;
};

type TotalsRow = ReportTotals & { grouped: number };

/**
 * A report: the facts summed per group and member (hashed: at most members × groups rows), then per group, whose
 * members are its rows; the total sums the groups.
 */
const perGroupAndMember = (tx: Db, query: LedgerFactsQuery & { by: ReportBy }) => {
  const { group, key } = GROUPS[query.by];
  return tx<TotalsRow[]>`
    WITH ${factsSql(tx, query, query.by !== 'day')},
    per_group AS (
      SELECT grp, ${tx.unsafe(SUMMED)}, count(*) AS members
      FROM (SELECT ${tx.unsafe(group)} AS grp, member_id, ${tx.unsafe(SUMMED)} FROM facts GROUP BY 1, member_id) m
      GROUP BY grp
    )
    SELECT ${tx.unsafe(key('grp'))} AS key, 0 AS grouped, ${tx.unsafe(AS_INT8)}, members::int FROM per_group
    UNION ALL
    SELECT NULL, 1, ${tx.unsafe(TOTALLED)}, (SELECT members FROM fact_members)::int FROM per_group`;
};

/**
 * A report by day over every member, from migration 205's per day rollup (its shards summed): the members with
 * an exclusion in the range have their rollup rows taken out and their facts put back, and a day left without
 * members is no row.
 */
const everyMemberByDay = (tx: Db, query: LedgerFactsQuery) => {
  const { from, to } = query;
  return tx<TotalsRow[]>`
    WITH ${factsSql(tx, query)},
    day_parts AS (
      SELECT day, ${tx.unsafe(SUMMED)}, sum(members) AS members FROM ledger_days
      WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day
      UNION ALL
      SELECT d.day, ${tx.unsafe(NEGATED)}, -count(DISTINCT d.member_id)
      FROM ledger_member_days d JOIN excluded_members x ON x.member_id = d.member_id
      WHERE d.day BETWEEN ${from}::date AND ${to}::date GROUP BY d.day
      UNION ALL
      SELECT day, ${tx.unsafe(SUMMED)}, count(DISTINCT member_id) FROM excluded_facts GROUP BY day
    ),
    per_day AS (
      SELECT day, ${tx.unsafe(SUMMED)}, sum(members) AS members FROM day_parts
      GROUP BY day HAVING sum(members) > 0
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS key, 0 AS grouped, ${tx.unsafe(AS_INT8)}, members::int FROM per_day
    UNION ALL
    SELECT NULL, 1, ${tx.unsafe(TOTALLED)}, (SELECT members FROM fact_members)::int FROM per_day`;
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
   * The facts summed per report group in the database, with distinct members per group and overall. Members are
   * counted by summing per group and member first (at most members × groups rows, hashed), never by sorting
   * every fact; a report by day over every member reads migration 205's per day rollup instead.
   */
  async reportTotals(query: LedgerFactsQuery & { by: ReportBy }, db: Db = sql): Promise<ReportTotalsResult> {
    const read = async (tx: Db) => {
      await tx`SELECT set_config('work_mem', ${REPORT_WORK_MEM}, true)`;
      return query.by === 'day' && query.memberIds === undefined
        ? everyMemberByDay(tx, query)
        : perGroupAndMember(tx, query);
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
