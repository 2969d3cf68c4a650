import type { GameType } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/** Whose records and which Korean days (inclusive), a page at a time. */
export interface DownlineRecordsFilter {
  memberIds: readonly number[];
  from: string;
  to: string;
  limit: number;
  offset: number;
}

/** A downline member's bet slip of any game type (sports, live, mini-game, virtual). */
export interface DownlineBetRow {
  id: number;
  userId: string;
  nickname: string;
  gameType: GameType;
  amount: number;
  totalRatio: string;
  payout: number;
  status: number;
  statusName: string | null;
  settlementName: string | null;
  createdAt: Date;
  settledAt: Date | null;
  cancelAt: Date | null;
}

/** A downline member's casino or slot wallet record (markers excluded: they are no one's play). */
export interface DownlineCasinoBetRow {
  id: number;
  userId: string;
  nickname: string;
  vertical: 'casino' | 'slot';
  thirdPartyName: string;
  gameCode: string;
  action: 'debit' | 'credit' | 'rollback';
  amount: number;
  cancelAmount: number | null;
  createdAt: Date;
  processedAt: Date | null;
  cancelAt: Date | null;
}

/**
 * The partner area's bet and casino records of a set of members (the caller's downline), newest first. A
 * member's hiding a record from its own history does not hide it from its partner: it is still play.
 * @example const { rows, total } = await repos.downlineRecords.bets({ memberIds, from, to, limit: 20, offset: 0 });
 */
export const createDownlineRecordsRepository = (sql: Db) => ({
  async bets(
    filter: DownlineRecordsFilter,
    db: Db = sql,
  ): Promise<{ rows: DownlineBetRow[]; total: number }> {
    const where = db`
      s.member_id = ANY(${filter.memberIds}::integer[])
      AND (s.created_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN ${filter.from}::date AND ${filter.to}::date`;
    const [rows, [count]] = await Promise.all([
      db<DownlineBetRow[]>`
        SELECT s.id, m.user_id, m.nickname, s.game_type, s.amount, s.total_ratio::text AS total_ratio, s.payout,
               s.status, cs.code_name AS status_name, cw.code_name AS settlement_name, s.created_at, s.settled_at,
               s.cancel_at
        FROM bet_slips s
        JOIN members m ON m.id = s.member_id
        LEFT JOIN codes cs ON cs.type = 'BET_STATUS' AND cs.code_id = s.status::text
        LEFT JOIN codes cw ON cw.type = 'WIN_FLAG' AND cw.code_id = s.settlement_flag::text
        WHERE ${where}
        ORDER BY s.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      db<{ total: number }[]>`SELECT count(*)::int8 AS total FROM bet_slips s WHERE ${where}`,
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async casinoBets(
    filter: DownlineRecordsFilter,
    db: Db = sql,
  ): Promise<{ rows: DownlineCasinoBetRow[]; total: number }> {
    const where = db`
      t.member_id = ANY(${filter.memberIds}::integer[]) AND t.status <> 'marker'
      AND (t.created_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN ${filter.from}::date AND ${filter.to}::date`;
    const [rows, [count]] = await Promise.all([
      db<DownlineCasinoBetRow[]>`
        SELECT t.id, m.user_id, m.nickname, t.vertical, coalesce(g.third_party_name, t.provider_id) AS third_party_name,
               t.game_code, t.action, t.amount, t.cancel_amount, t.created_at,
               CASE WHEN t.action = 'debit' THEN t.processed_at ELSE t.created_at END AS processed_at, t.cancel_at
        FROM casino_transactions t
        JOIN members m ON m.id = t.member_id
        LEFT JOIN casino_games g ON g.provider_id = t.provider_id AND g.code = t.game_code
        WHERE ${where}
        ORDER BY t.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      db<{ total: number }[]>`SELECT count(*)::int8 AS total FROM casino_transactions t WHERE ${where}`,
    ]);
    return { rows, total: count?.total ?? 0 };
  },
});

export type DownlineRecordsRepository = ReturnType<typeof createDownlineRecordsRepository>;
