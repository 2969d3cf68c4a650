import type { Db } from '../db/createSql';

export interface BetHistoryFilter {
  memberId: number;
  gameType: number;
  /** Korean calendar days (YYYY-MM-DD), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** One leg of a history page joined with its slip (camelCase; domain/betting/toBetHistoryRow names the wire). */
export interface BetHistoryLegRow {
  slipId: number;
  gameType: number;
  eMoney: number | null;
  ipAddress: string | null;
  userId: string;
  nickname: string;
  memberId: number;
  userType: string;
  createdAt: Date;
  cancelAt: Date | null;
  deletedAt: Date | null;
  amount: number;
  status: number;
  statusName: string | null;
  settlementFlag: number;
  settlementName: string | null;
  startDate: Date | null;
  isBonus: boolean;
  sportsName: string;
  locationName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  betName: string;
  betLine: string | null;
  betBaseline: string | null;
  marketName: string;
  betPrice: string;
  winFlag: number;
  score: string | null;
  betTimingScore: string | null;
  fixtureId: number | null;
  oddsId: string;
}

/**
 * A member's sports bet history: visible (not hidden) slips of a game type, newest first.
 * @example const total = await createBetHistoryRepository(sql).count({ memberId: 3, gameType: 1 });
 */
export const createBetHistoryRepository = (sql: Db) => ({
  async count(filter: BetHistoryFilter, db: Db = sql): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      SELECT count(*)::int8 AS count FROM bet_slips
      WHERE member_id = ${filter.memberId} AND game_type = ${filter.gameType} AND deleted_at IS NULL
        AND (${filter.from ?? null}::date IS NULL OR (created_at AT TIME ZONE 'Asia/Seoul')::date >= ${filter.from ?? null}::date)
        AND (${filter.to ?? null}::date IS NULL OR (created_at AT TIME ZONE 'Asia/Seoul')::date <= ${filter.to ?? null}::date)`;
    return row?.count ?? 0;
  },

  /** The legs of one page of slips, slips newest first and legs in slip order. */
  async page(
    filter: BetHistoryFilter,
    offset: number,
    limit: number,
    db: Db = sql,
  ): Promise<BetHistoryLegRow[]> {
    return db<BetHistoryLegRow[]>`
      WITH page AS (
        SELECT * FROM bet_slips
        WHERE member_id = ${filter.memberId} AND game_type = ${filter.gameType} AND deleted_at IS NULL
          AND (${filter.from ?? null}::date IS NULL OR (created_at AT TIME ZONE 'Asia/Seoul')::date >= ${filter.from ?? null}::date)
          AND (${filter.to ?? null}::date IS NULL OR (created_at AT TIME ZONE 'Asia/Seoul')::date <= ${filter.to ?? null}::date)
        ORDER BY id DESC OFFSET ${offset} LIMIT ${limit}
      )
      SELECT s.id AS slip_id, s.game_type, stake.balance_after AS e_money, s.ip_address, m.user_id, m.nickname,
             s.member_id, m.user_type, s.created_at, s.cancel_at, s.deleted_at, s.amount, s.status,
             cs.code_name AS status_name, s.settlement_flag, cw.code_name AS settlement_name,
             l.start_date, l.is_bonus, l.sports_name, l.location_name, l.league_name, l.home_name, l.away_name,
             l.bet_name, l.bet_line, l.bet_baseline, l.market_name, l.bet_price::text AS bet_price, l.win_flag,
             coalesce(l.score, CASE WHEN f.status IN (2, 3, 6) THEN f.home_score || ':' || f.away_score END) AS score,
             l.bet_timing_score, l.fixture_id, l.odds_id
      FROM page s
      JOIN members m ON m.id = s.member_id
      JOIN bet_legs l ON l.slip_id = s.id
      LEFT JOIN feed_fixtures f ON f.id = l.fixture_id
      LEFT JOIN codes cs ON cs.type = 'BET_STATUS' AND cs.code_id = s.status::text
      LEFT JOIN codes cw ON cw.type = 'WIN_FLAG' AND cw.code_id = s.settlement_flag::text
      LEFT JOIN LATERAL (
        SELECT p.balance_after FROM ledger_transactions t
        JOIN postings p ON p.transaction_id = t.id
        JOIN accounts a ON a.id = p.account_id AND a.owner_member_id = s.member_id AND a.kind = 'emoney'
        WHERE t.ref_type = 'bet_slip' AND t.ref_id = s.id::text AND t.kind = 'bet_stake'
        LIMIT 1
      ) stake ON true
      ORDER BY s.id DESC, l.position`;
  },
});

export type BetHistoryRepository = ReturnType<typeof createBetHistoryRepository>;
