import type { Db } from '../db/createSql';

/** A leg with what settlement needs: its frozen price and current flag, and the feed's state now. */
export interface LegStateRow {
  id: number;
  isBonus: boolean;
  betPrice: string;
  winFlag: number;
  score: string | null;
  oddsSettlement: number | null;
  marketVoided: boolean | null;
  fixtureStatus: number | null;
  /** 'home:away' of the scope the market settles on (its period, or the match). */
  resultScore: string | null;
  bonusMinOdds: string | null;
  bonusMinCount: number | null;
}

export interface LegChange {
  id: number;
  winFlag: number;
  score: string | null;
}

export interface SlipSettlementChange {
  slipId: number;
  kind: 'settled' | 'resettled' | 'unsettled';
  status: number;
  settlementFlag: number;
  settlementVersion: number;
  payout: number;
  legs: { legId: number; winFlag: number }[];
  ledgerTransactionIds: number[];
  actorId: number | null;
  reason: string | null;
  at: Date;
}

/**
 * What settlement reads and writes: leg states against the feed, leg results, and the slip's settlement
 * events. Every function takes an optional transaction.
 * @example const legs = await createBetSettlementRepository(sql).legStates(12, tx);
 */
export const createBetSettlementRepository = (sql: Db) => ({
  async legStates(slipId: number, db: Db = sql): Promise<LegStateRow[]> {
    return db<LegStateRow[]>`
      SELECT l.id, l.is_bonus, l.bet_price::text AS bet_price, l.win_flag, l.score,
             o.settlement AS odds_settlement, m.voided AS market_voided, f.status AS fixture_status,
             CASE WHEN l.market_period IS NULL OR l.market_period = 100 THEN f.home_score || ':' || f.away_score
                  ELSE p.home_score || ':' || p.away_score END AS result_score,
             l.bonus_min_odds::text AS bonus_min_odds, l.bonus_min_count
      FROM bet_legs l
      LEFT JOIN feed_odds o ON o.id = l.odds_id AND NOT l.is_bonus
      LEFT JOIN feed_markets m ON m.fixture_id = l.fixture_id AND m.market_id = l.market_id
      LEFT JOIN feed_fixtures f ON f.id = l.fixture_id
      LEFT JOIN feed_periods p ON p.fixture_id = l.fixture_id AND p.period = l.market_period
      WHERE l.slip_id = ${slipId}
      ORDER BY l.position`;
  },

  /** Sets the legs' current flag and score and appends each change to bet_leg_results. */
  async updateLegs(changes: readonly LegChange[], at: Date, db: Db = sql): Promise<void> {
    if (changes.length === 0) return;
    await db`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${db.json(changes.map((c) => ({ id: c.id, win_flag: c.winFlag, score: c.score })))}::jsonb)
          AS c (id bigint, win_flag smallint, score text)
      ), changed AS (
        UPDATE bet_legs l SET win_flag = input.win_flag, score = input.score
        FROM input WHERE l.id = input.id
        RETURNING l.id, l.win_flag, l.score
      )
      INSERT INTO bet_leg_results (leg_id, win_flag, score, created_at)
      SELECT id, win_flag, score, ${at} FROM changed`;
  },

  /** The slip's new current settlement and its event, in one statement. */
  async recordSettlement(change: SlipSettlementChange, db: Db = sql): Promise<void> {
    const settled = change.kind !== 'unsettled';
    await db`
      WITH changed AS (
        UPDATE bet_slips
        SET status = ${change.status}, settlement_flag = ${change.settlementFlag},
            settlement_version = ${change.settlementVersion}, payout = ${change.payout},
            settled_at = ${settled ? change.at : null}
        WHERE id = ${change.slipId}
        RETURNING id
      )
      INSERT INTO bet_slip_events (slip_id, kind, status, settlement_flag, settlement_version, payout, legs,
                                   ledger_transaction_ids, actor_id, reason, created_at)
      SELECT id, ${change.kind}, ${change.status}, ${change.settlementFlag}, ${change.settlementVersion},
             ${change.payout}, ${db.json(change.legs)}, ${change.ledgerTransactionIds}::bigint[], ${change.actorId},
             ${change.reason}, ${change.at}
      FROM changed`;
  },

  /** Slips (not cancelled by their member) with a leg on any of these odds, in id order. */
  async slipIdsForOdds(oddsIds: readonly string[], db: Db = sql): Promise<number[]> {
    const rows = await db<{ slipId: number }[]>`
      SELECT DISTINCT l.slip_id FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id
      WHERE l.odds_id = ANY(${oddsIds as string[]}::text[]) AND s.cancel_at IS NULL
      ORDER BY l.slip_id`;
    return rows.map((row) => row.slipId);
  },

  /** Slips (not cancelled by their member) with a leg on this fixture, in id order. */
  async slipIdsForFixture(fixtureId: number, db: Db = sql): Promise<number[]> {
    const rows = await db<{ slipId: number }[]>`
      SELECT DISTINCT l.slip_id FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id
      WHERE l.fixture_id = ${fixtureId} AND s.cancel_at IS NULL
      ORDER BY l.slip_id`;
    return rows.map((row) => row.slipId);
  },
});

export type BetSettlementRepository = ReturnType<typeof createBetSettlementRepository>;
