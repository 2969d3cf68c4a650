import { GAME_TYPE, type MinigameMarketEntry } from '@kbet/sdk';
import type { Db } from '../db/createSql';
import type { MinigameRoundRow } from './createMinigameRoundsRepository';

export interface NewMinigameBet {
  /** From the bets repository's reserveSlipId, so the stake's ledger transaction can name the slip. */
  slipId: number;
  round: MinigameRoundRow;
  gameName: string;
  market: MinigameMarketEntry;
  /** The odds of the market in its round. */
  odds: string;
  memberId: number;
  amount: number;
  expectedWin: number;
  ipAddress: string | null;
  createdAt: Date;
}

/** A bet of a round that has not been settled yet. */
export interface OpenMinigameBetRow {
  slipId: number;
  memberId: number;
  marketId: string;
  odds: string;
  amount: number;
}

/** How one bet of a round settles: its leg's flag, the payout and the ledger transaction that paid it. */
export interface MinigameBetSettlement {
  slipId: number;
  winFlag: number;
  payout: number;
  /** null when nothing was paid (a lost bet). */
  ledgerTransactionId: number | null;
}

export interface MemberRoundBets {
  marketIds: string[];
  stake: number;
  /** Sum of the member's bets' potential payouts (amount × odds floored), in won. */
  potentialWin: number;
}

/**
 * The mini-game part of bet slips (round, market, odds, commitment). Every function takes an optional transaction.
 * @example const open = await createMinigameBetsRepository(sql).openBets(roundId, tx);
 */
export const createMinigameBetsRepository = (sql: Db) => ({
  /**
   * Writes the bet in one statement: a game-type-3 slip, its one leg (no feed fixture; odds id
   * 'minigame:<round>:<market>'; game time = the round's opening, so the sports cancel window never opens
   * for it) and the mini-game row with the round's commitment.
   */
  async insert(bet: NewMinigameBet, db: Db = sql): Promise<void> {
    const { round, market } = bet;
    await db`
      WITH slip AS (
        INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                               expected_win, change_flag, ip_address, created_at)
        OVERRIDING SYSTEM VALUE
        VALUES (${bet.slipId}, ${bet.memberId}, ${GAME_TYPE.MINIGAME}, 'MG', 0, ${bet.amount}, ${bet.odds}::numeric,
                ${bet.expectedWin}, false, ${bet.ipAddress}, ${bet.createdAt})
        RETURNING id
      ), leg AS (
        INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, sport_id, market_id, is_bonus, start_date,
                              sports_name, location_name, league_name, home_name, away_name, bet_name,
                              market_name, market_name_korean, bet_price, version)
        SELECT id, 1, ${`minigame:${round.id}:${market.marketId}`}, NULL, NULL, ${market.code}, false, ${round.opensAt},
               '미니게임', ${bet.gameName}, ${`${round.kstDay} ${round.roundNo}회차`}, ${bet.gameName},
               ${`${round.roundNo}회차`}, ${market.label}, ${market.marketId}, ${market.label},
               ${bet.odds}::numeric, '1'
        FROM slip
      )
      INSERT INTO minigame_bets (slip_id, round_id, member_id, market_id, odds, amount, commitment, created_at)
      SELECT id, ${round.id}, ${bet.memberId}, ${market.marketId}, ${bet.odds}::numeric, ${bet.amount},
             ${round.commitment}, ${bet.createdAt}
      FROM slip`;
  },

  /** What the member already has on the round (call after locking the member's wallet). */
  async memberRound(roundId: number, memberId: number, db: Db = sql): Promise<MemberRoundBets> {
    const [row] = await db<MemberRoundBets[]>`
      SELECT coalesce(array_agg(DISTINCT b.market_id), '{}') AS market_ids,
             coalesce(sum(b.amount), 0)::int8 AS stake,
             coalesce(sum(floor(b.amount * b.odds)), 0)::int8 AS potential_win
      FROM minigame_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.round_id = ${roundId} AND b.member_id = ${memberId} AND s.cancel_at IS NULL`;
    return row ?? { marketIds: [], stake: 0, potentialWin: 0 };
  },

  /** How many bets the round has (cancelled slips aside) and their stakes' total, in won. */
  async roundTotals(roundId: number, db: Db = sql): Promise<{ bets: number; stake: number }> {
    const [row] = await db<{ bets: number; stake: number }[]>`
      SELECT count(*)::int AS bets, coalesce(sum(b.amount), 0)::int8 AS stake
      FROM minigame_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.round_id = ${roundId} AND s.cancel_at IS NULL`;
    return row ?? { bets: 0, stake: 0 };
  },

  /** The round's bets not settled yet (settlement version 0), in slip order. */
  async openBets(roundId: number, db: Db = sql): Promise<OpenMinigameBetRow[]> {
    return db<OpenMinigameBetRow[]>`
      SELECT b.slip_id, b.member_id, b.market_id, b.odds::text AS odds, b.amount
      FROM minigame_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.round_id = ${roundId} AND s.settlement_version = 0 AND s.cancel_at IS NULL
      ORDER BY b.slip_id FOR UPDATE OF s`;
  },

  /**
   * Settles many bets in one statement as version 1 of their slips: each slip's one leg gets its flag (and a
   * bet_leg_results row), the slip its status, flag and payout, and a settlement event names the leg and
   * the payout's ledger transaction. Only slips still at version 0 change; answers how many did.
   */
  async settleBets(settlements: readonly MinigameBetSettlement[], at: Date, db: Db = sql): Promise<number> {
    if (settlements.length === 0) return 0;
    const [row] = await db<{ settled: number }[]>`
      WITH input AS (
        SELECT * FROM unnest(${settlements.map((s) => s.slipId)}::bigint[],
                             ${settlements.map((s) => s.winFlag)}::smallint[],
                             ${settlements.map((s) => s.payout)}::int8[],
                             ${settlements.map((s) => s.ledgerTransactionId)}::bigint[])
          AS i (slip_id, win_flag, payout, ledger_transaction_id)
      ), slip AS (
        UPDATE bet_slips s
        SET status = i.win_flag, settlement_flag = i.win_flag, settlement_version = 1, payout = i.payout,
            settled_at = ${at}
        FROM input i
        WHERE s.id = i.slip_id AND s.settlement_version = 0
        RETURNING s.id
      ), leg AS (
        UPDATE bet_legs l SET win_flag = i.win_flag
        FROM input i JOIN slip ON slip.id = i.slip_id
        WHERE l.slip_id = i.slip_id
        RETURNING l.id, l.slip_id, l.win_flag
      ), result AS (
        INSERT INTO bet_leg_results (leg_id, win_flag, created_at) SELECT id, win_flag, ${at} FROM leg
      ), event AS (
        INSERT INTO bet_slip_events (slip_id, kind, status, settlement_flag, settlement_version, payout, legs,
                                     ledger_transaction_ids, actor_id, reason, created_at)
        SELECT i.slip_id, 'settled', i.win_flag, i.win_flag, 1, i.payout,
               jsonb_build_array(jsonb_build_object('legId', leg.id, 'winFlag', leg.win_flag)),
               CASE WHEN i.ledger_transaction_id IS NULL THEN '{}'::bigint[] ELSE ARRAY[i.ledger_transaction_id] END,
               NULL, NULL, ${at}
        FROM input i JOIN leg ON leg.slip_id = i.slip_id
        RETURNING slip_id
      )
      SELECT count(*)::int AS settled FROM event`;
    return row?.settled ?? 0;
  },
});

export type MinigameBetsRepository = ReturnType<typeof createMinigameBetsRepository>;
