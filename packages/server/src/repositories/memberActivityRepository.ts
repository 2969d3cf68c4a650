import type { Vertical } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface MemberActivityFilter {
  memberId: number;
  vertical?: Vertical;
  /** Inclusive Korean days `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface MemberTransactionRow {
  transactionId: number;
  createdAt: Date;
  kind: string;
  vertical: Vertical | null;
  account: string;
  amount: number;
  balanceAfter: number;
  ref: string | null;
  memo: string | null;
}

export interface MemberBetRow {
  ref: string;
  vertical: Vertical;
  placedAt: Date;
  lastMovedAt: Date;
  stake: number;
  payout: number;
  moves: number;
  slipStatus: number | null;
}

/**
 * A member's ledger as staff read it (`kbet members transactions | bets`): every posting on the member's
 * accounts, and the play of every vertical grouped by what it is about (a slip, a casino round), with stake and
 * payout counted by the reports' own definition (the view `ledger_member_moves`, migration 185).
 * @example const page = await repos.memberActivity.transactions({ memberId, limit: 20, offset: 0 });
 */
export const createMemberActivityRepository = (sql: Db) => {
  const since = (db: Db, column: string, from?: string) =>
    from === undefined
      ? db``
      : db`AND ${db.unsafe(column)} >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`;
  const until = (db: Db, column: string, to?: string) =>
    to === undefined
      ? db``
      : db`AND ${db.unsafe(column)} < (${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'`;

  return {
    async transactions(
      filter: MemberActivityFilter & { kind?: string },
      db: Db = sql,
    ): Promise<{ rows: MemberTransactionRow[]; total: number }> {
      const where = db`
        WHERE a.owner_member_id = ${filter.memberId}
          ${filter.kind === undefined ? db`` : db`AND t.kind = ${filter.kind}`}
          ${filter.vertical === undefined ? db`` : db`AND t.vertical = ${filter.vertical}`}
          ${since(db, 't.created_at', filter.from)} ${until(db, 't.created_at', filter.to)}`;
      const [rows, [count]] = await Promise.all([
        db<MemberTransactionRow[]>`
          SELECT t.id AS transaction_id, t.created_at, t.kind, t.vertical, a.kind AS account, p.amount,
                 p.balance_after, CASE WHEN t.ref_type IS NULL THEN NULL ELSE t.ref_type || ':' || t.ref_id END AS ref,
                 t.memo
          FROM accounts a JOIN postings p ON p.account_id = a.id JOIN ledger_transactions t ON t.id = p.transaction_id
          ${where}
          ORDER BY p.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
        db<{ total: number }[]>`
          SELECT count(*)::int AS total
          FROM accounts a JOIN postings p ON p.account_id = a.id JOIN ledger_transactions t ON t.id = p.transaction_id
          ${where}`,
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async bets(filter: MemberActivityFilter, db: Db = sql): Promise<{ rows: MemberBetRow[]; total: number }> {
      const bets = db`
        bets AS (
          SELECT t.ref_type || ':' || t.ref_id AS ref, m.vertical, min(m.created_at) AS placed_at,
                 max(m.created_at) AS last_moved_at, sum(m.turnover)::int8 AS stake, sum(m.payouts)::int8 AS payout,
                 count(*)::int AS moves, min(s.status) AS slip_status
          FROM ledger_member_moves m
          JOIN postings p ON p.id = m.posting_id
          JOIN ledger_transactions t ON t.id = p.transaction_id
          LEFT JOIN bet_slips s ON t.ref_type = 'bet_slip' AND s.id = CASE WHEN t.ref_type = 'bet_slip' THEN t.ref_id::bigint END
          WHERE m.member_id = ${filter.memberId} AND m.vertical IS NOT NULL
            ${filter.vertical === undefined ? db`` : db`AND m.vertical = ${filter.vertical}`}
          GROUP BY t.ref_type, t.ref_id, m.vertical
          HAVING true ${since(db, 'min(m.created_at)', filter.from)} ${until(db, 'min(m.created_at)', filter.to)}
        )`;
      const [rows, [count]] = await Promise.all([
        db<MemberBetRow[]>`
          WITH ${bets} SELECT * FROM bets ORDER BY placed_at DESC, ref DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
        db<{ total: number }[]>`WITH ${bets} SELECT count(*)::int AS total FROM bets`,
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
};
