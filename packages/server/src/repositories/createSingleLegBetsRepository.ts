import { GAME_TYPE } from '@kbet/sdk';
import type { Db } from '../db/createSql';
import { type PlacementUndone, placementRow } from '../db/placementRow';
import type { AccountKind } from '../domain/ledger/accountKinds';
import type { PostingJson } from './ledgerRepository';

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
  memberId: number;
  /** The request's Idempotency-Key and the hash of the request, claimed in the same statement. */
  key: string;
  requestHash: string;
  /** The round (mini-game) or event (virtual) id. */
  scopeId: number;
  marketId: string;
  /** The markets of the same round or event that are the other side of this one (the member may not back both). */
  oppositeMarketIds: readonly string[];
  /** The odds taken. */
  odds: string;
  /** The round's commitment at betting time (the fairness proof the bet keeps). */
  commitment: string;
  amount: number;
  expectedWin: number;
  /** The member's caps on one round or event: total stake and total potential win. */
  maxStake: number;
  maxWin: number;
  ipAddress: string | null;
  /** The server's clock: the close check's instant and the bet's time. */
  now: Date;
  leg: SingleLegDisplay;
  /** The stake's ledger transaction (postStake's) without its ref, which is the slip the statement makes. */
  stake: { kind: string; vertical?: string; memo?: string; postings: readonly PostingJson[] };
}

/** Why place_single_leg_bet refused a bet (it wrote nothing). */
export type SingleLegRefusal =
  | 'maintenance'
  | 'scope_not_found'
  | 'scope_closed'
  | 'timeout'
  | 'self_exclusion'
  | 'opposite_sides'
  | 'scope_stake_cap'
  | 'scope_win_cap';

/** place_single_leg_bet's one row; the fields of the other outcomes are null. */
export type PlacedSingleLegBetRow =
  | PlacementUndone
  | { outcome: 'placed'; slipId: number; emoney: number; openRolling: boolean }
  | { outcome: 'stored'; requestHash: string; responseStatus: number | null; responseBody: unknown }
  | { outcome: 'insufficient'; accountId: number; kind: AccountKind; amount: number; balance: number }
  | { outcome: 'refused'; refusal: SingleLegRefusal; refusedUntil: Date | null };

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

/**
 * The one-leg game part of bet slips (mini-game rounds, virtual events): a game-type-3 or 4 slip with one leg
 * and the game's row (scope, market, odds, commitment). Every function takes an optional transaction.
 * @example const open = await createSingleLegBetsRepository(sql).openBets('minigame', [roundId], tx);
 */
export const createSingleLegBetsRepository = (sql: Db) => ({
  /**
   * A one-leg bet's whole transaction in one statement (place_single_leg_bet, migrations 200 and 235): the round
   * or event still open, exclusion, the opposite-sides guard and the caps under the member's lock, the stake, the
   * slip with its one leg (no feed fixture; odds id '<game>:<scope>:<market>') and the game's row, and the key's
   * claim written once with its answer; or the key's stored answer, or a refusal with nothing left behind.
   * `standalone`: the statement is its own transaction; for a member with open rolling requirements it then
   * undoes itself and answers needs_transaction, and when a concurrent first use of the key committed before it,
   * key_claimed (placing it again finds the stored answer).
   */
  async place(bet: NewSingleLegBet, standalone: boolean, db: Db = sql): Promise<PlacedSingleLegBetRow> {
    const game = GAMES[bet.game];
    const { leg, stake } = bet;
    const rows = db<Exclude<PlacedSingleLegBetRow, PlacementUndone>[]>`
      SELECT * FROM place_single_leg_bet(${bet.memberId}, ${bet.key}, ${bet.requestHash}, ${bet.game}, ${bet.scopeId},
        ${db.json({
          market_id: bet.marketId,
          opposite: [...bet.oppositeMarketIds],
          odds: bet.odds,
          commitment: bet.commitment,
          amount: bet.amount,
          expected_win: bet.expectedWin,
          max_stake: bet.maxStake,
          max_win: bet.maxWin,
          now: bet.now.toISOString(),
          ip_address: bet.ipAddress,
        })}::jsonb,
        ${db.json({ game_type: game.gameType, game_style: game.style })}::jsonb,
        ${db.json({
          market_code: leg.marketCode,
          start_date: leg.startDate.toISOString(),
          sports_name: game.sportsName,
          location_name: leg.locationName,
          league_name: leg.leagueName,
          home_name: leg.homeName,
          away_name: leg.awayName,
          market_name: leg.marketName,
          label: leg.label,
        })}::jsonb,
        ${db.json({
          kind: stake.kind,
          vertical: stake.vertical ?? null,
          memo: stake.memo ?? null,
          postings: stake.postings as PostingJson[],
        })}::jsonb, ${standalone})`;
    return placementRow(rows, standalone);
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
