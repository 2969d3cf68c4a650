import { GAME_TYPE } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/** The one-leg games: a mini-game bet belongs to a round, a virtual bet to an event of a round. */
export type SingleLegGame = 'minigame' | 'virtual';

/**
 * Each game's table of bets, the column naming what a bet is on (its scope: the member's caps count per scope,
 * settlement reads per scope) and the slip's fixed fields. Identifiers come from this closed table only.
 */
const GAMES = {
  minigame: {
    table: 'minigame_bets',
    scope: 'round_id',
    gameType: GAME_TYPE.MINIGAME,
    style: 'MG',
    sportsName: '미니게임',
  },
  virtual: {
    table: 'virtual_bets',
    scope: 'event_id',
    gameType: GAME_TYPE.VIRTUAL,
    style: 'VS',
    sportsName: '가상스포츠',
  },
} as const satisfies Record<
  SingleLegGame,
  { table: string; scope: string; gameType: number; style: string; sportsName: string }
>;

/** The leg's display fields (history and the popup read them from bet_legs, as they read a sports leg's). */
export interface SingleLegDisplay {
  /** bet_legs.market_id: the market's numeric code (0 where the game has none). */
  marketCode: number;
  /** The leg's game time (the sports cancel window never opens for it). */
  startDate: Date;
  locationName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  marketName: string;
  /** The selection's label: bet name and Korean market name. */
  label: string;
}

export interface NewSingleLegBet {
  game: SingleLegGame;
  /** From the bets repository's reserveSlipId, so the stake's ledger transaction can name the slip. */
  slipId: number;
  /** The round (mini-game) or event (virtual) id. */
  scopeId: number;
  marketId: string;
  /** The odds taken. */
  odds: string;
  /** The round's commitment at betting time (the fairness proof the bet keeps). */
  commitment: string;
  memberId: number;
  amount: number;
  expectedWin: number;
  ipAddress: string | null;
  createdAt: Date;
  leg: SingleLegDisplay;
}

/** A bet not settled yet. */
export interface OpenSingleLegBetRow {
  slipId: number;
  memberId: number;
  /** The round (mini-game) or event (virtual) id. */
  scopeId: number;
  marketId: string;
  odds: string;
  amount: number;
}

/** How one bet settles: its leg's flag, the payout and the ledger transaction that paid it. */
export interface SingleLegBetSettlement {
  slipId: number;
  winFlag: number;
  payout: number;
  /** null when nothing was paid (a lost bet). */
  ledgerTransactionId: number | null;
}

export interface MemberScopeBets {
  marketIds: string[];
  stake: number;
  /** Sum of the member's bets' potential payouts (amount × odds floored), in won. */
  potentialWin: number;
}

/**
 * The one-leg game part of bet slips (mini-game rounds, virtual events): a game-type-3 or 4 slip with one leg
 * and the game's row (scope, market, odds, commitment). Every function takes an optional transaction.
 * @example const open = await createSingleLegBetsRepository(sql).openBets('minigame', [roundId], tx);
 */
export const createSingleLegBetsRepository = (sql: Db) => ({
  /**
   * Writes the bet in one statement: the slip, its one leg (no feed fixture; odds id '<game>:<scope>:<market>')
   * and the game's row with the commitment.
   */
  async insert(bet: NewSingleLegBet, db: Db = sql): Promise<void> {
    const game = GAMES[bet.game];
    const { leg } = bet;
    await db`
      WITH slip AS (
        INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                               expected_win, change_flag, ip_address, created_at)
        OVERRIDING SYSTEM VALUE
        VALUES (${bet.slipId}, ${bet.memberId}, ${game.gameType}, ${game.style}, 0, ${bet.amount}, ${bet.odds}::numeric,
                ${bet.expectedWin}, false, ${bet.ipAddress}, ${bet.createdAt})
        RETURNING id
      ), leg AS (
        INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, sport_id, market_id, is_bonus, start_date,
                              sports_name, location_name, league_name, home_name, away_name, bet_name,
                              market_name, market_name_korean, bet_price, version)
        SELECT id, 1, ${`${bet.game}:${bet.scopeId}:${bet.marketId}`}, NULL, NULL, ${leg.marketCode}, false,
               ${leg.startDate}, ${game.sportsName}, ${leg.locationName}, ${leg.leagueName}, ${leg.homeName},
               ${leg.awayName}, ${leg.label}, ${leg.marketName}, ${leg.label}, ${bet.odds}::numeric, '1'
        FROM slip
      )
      INSERT INTO ${db(game.table)} (slip_id, ${db(game.scope)}, member_id, market_id, odds, amount, commitment, created_at)
      SELECT id, ${bet.scopeId}, ${bet.memberId}, ${bet.marketId}, ${bet.odds}::numeric, ${bet.amount},
             ${bet.commitment}, ${bet.createdAt}
      FROM slip`;
  },

  /** What the member already has on the round or event (call after locking the member). */
  async memberScope(
    game: SingleLegGame,
    scopeId: number,
    memberId: number,
    db: Db = sql,
  ): Promise<MemberScopeBets> {
    const { table, scope } = GAMES[game];
    const [row] = await db<MemberScopeBets[]>`
      SELECT coalesce(array_agg(DISTINCT b.market_id), '{}') AS market_ids,
             coalesce(sum(b.amount), 0)::int8 AS stake,
             coalesce(sum(floor(b.amount * b.odds)), 0)::int8 AS potential_win
      FROM ${db(table)} b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.${db(scope)} = ${scopeId} AND b.member_id = ${memberId} AND s.cancel_at IS NULL`;
    return row ?? { marketIds: [], stake: 0, potentialWin: 0 };
  },

  /** How many bets these rounds or events have (cancelled slips aside) and their stakes' total, in won. */
  async totals(
    game: SingleLegGame,
    scopeIds: readonly number[],
    db: Db = sql,
  ): Promise<{ bets: number; stake: number }> {
    const { table, scope } = GAMES[game];
    const [row] = await db<{ bets: number; stake: number }[]>`
      SELECT count(*)::int AS bets, coalesce(sum(b.amount), 0)::int8 AS stake
      FROM ${db(table)} b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.${db(scope)} = ANY(${scopeIds as number[]}::int8[]) AND s.cancel_at IS NULL`;
    return row ?? { bets: 0, stake: 0 };
  },

  /** The bets of these rounds or events not settled yet (settlement version 0), locked, in slip order. */
  async openBets(
    game: SingleLegGame,
    scopeIds: readonly number[],
    db: Db = sql,
  ): Promise<OpenSingleLegBetRow[]> {
    const { table, scope } = GAMES[game];
    return db<OpenSingleLegBetRow[]>`
      SELECT b.slip_id, b.member_id, b.${db(scope)} AS scope_id, b.market_id, b.odds::text AS odds, b.amount
      FROM ${db(table)} b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.${db(scope)} = ANY(${scopeIds as number[]}::int8[]) AND s.settlement_version = 0 AND s.cancel_at IS NULL
      ORDER BY b.slip_id FOR UPDATE OF s`;
  },

  /**
   * Settles many one-leg bets in one statement as version 1 of their slips: each slip's one leg gets its flag
   * (and a bet_leg_results row), the slip its status, flag and payout, and a settlement event names the leg and
   * the payout's ledger transaction. Only slips still at version 0 change; answers how many did.
   */
  async settleBets(settlements: readonly SingleLegBetSettlement[], at: Date, db: Db = sql): Promise<number> {
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

export type SingleLegBetsRepository = ReturnType<typeof createSingleLegBetsRepository>;
