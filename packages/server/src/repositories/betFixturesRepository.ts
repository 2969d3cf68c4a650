import type { Db } from '../db/createSql';
import type { OddsRow } from './feedRepository';

/** A fixture as staff list it, with the bets on it. */
export interface AdminFixtureRow {
  id: number;
  sportId: number;
  sportName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  startDate: Date;
  status: number;
  homeScore: number;
  awayScore: number;
  slips: number;
  waitingSlips: number;
}

export interface AdminMarketRow {
  marketId: number;
  name: string;
  nameKorean: string;
  period: number;
  voided: boolean;
}

export interface AdminFixtureFilter {
  status?: number | undefined;
  /** Part of a team (English or Korean) or league name. */
  q?: string | undefined;
}

/** An odds row of a fixture with its market's void flag, for a staff result. */
export interface FixtureOddsRow extends OddsRow {
  marketVoided: boolean;
}

const LIST_LIMIT = 100;

/**
 * Staff views of fixtures and the writes of a manual result that the feed repository has no query for.
 * Every function takes an optional transaction.
 * @example const fixtures = await createBetFixturesRepository(sql).list({ status: 3 });
 */
export const createBetFixturesRepository = (sql: Db) => ({
  /** Fixtures by start, latest first (at most 100), with their slip counts. */
  async list(filter: AdminFixtureFilter, db: Db = sql): Promise<AdminFixtureRow[]> {
    const pattern = filter.q === undefined ? null : `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db<AdminFixtureRow[]>`
      SELECT f.id, f.sport_id, s.name_korean AS sport_name, le.name_korean AS league_name,
             f.home_name_korean AS home_name, f.away_name_korean AS away_name, f.start_date, f.status,
             f.home_score, f.away_score,
             (SELECT count(DISTINCT l.slip_id) FROM bet_legs l WHERE l.fixture_id = f.id)::int8 AS slips,
             (SELECT count(DISTINCT l.slip_id) FROM bet_legs l JOIN bet_slips b ON b.id = l.slip_id
              WHERE l.fixture_id = f.id AND b.status = 0)::int8 AS waiting_slips
      FROM feed_fixtures f
      JOIN feed_sports s ON s.id = f.sport_id
      JOIN feed_leagues le ON le.id = f.league_id
      WHERE (${filter.status ?? null}::smallint IS NULL OR f.status = ${filter.status ?? null}::smallint)
        AND (${pattern}::text IS NULL OR f.home_name ILIKE ${pattern} OR f.away_name ILIKE ${pattern}
             OR f.home_name_korean ILIKE ${pattern} OR f.away_name_korean ILIKE ${pattern}
             OR le.name ILIKE ${pattern} OR le.name_korean ILIKE ${pattern})
      ORDER BY f.start_date DESC, f.id DESC
      LIMIT ${LIST_LIMIT}`;
  },

  async find(id: number, db: Db = sql): Promise<AdminFixtureRow | undefined> {
    const [row] = await db<AdminFixtureRow[]>`
      SELECT f.id, f.sport_id, s.name_korean AS sport_name, le.name_korean AS league_name,
             f.home_name_korean AS home_name, f.away_name_korean AS away_name, f.start_date, f.status,
             f.home_score, f.away_score,
             (SELECT count(DISTINCT l.slip_id) FROM bet_legs l WHERE l.fixture_id = f.id)::int8 AS slips,
             (SELECT count(DISTINCT l.slip_id) FROM bet_legs l JOIN bet_slips b ON b.id = l.slip_id
              WHERE l.fixture_id = f.id AND b.status = 0)::int8 AS waiting_slips
      FROM feed_fixtures f
      JOIN feed_sports s ON s.id = f.sport_id
      JOIN feed_leagues le ON le.id = f.league_id
      WHERE f.id = ${id}`;
    return row;
  },

  async markets(fixtureId: number, db: Db = sql): Promise<AdminMarketRow[]> {
    return db<AdminMarketRow[]>`
      SELECT market_id, name, name_korean, period, voided FROM feed_markets
      WHERE fixture_id = ${fixtureId} ORDER BY sort_order, market_id`;
  },

  /** Every odds row of the fixture with its market's void flag; locked when `lock` (a staff result). */
  async odds(fixtureId: number, lock: boolean, db: Db = sql): Promise<FixtureOddsRow[]> {
    return db<FixtureOddsRow[]>`
      SELECT o.id, o.fixture_id, o.market_id, o.name, o.line, o.base_line, o.price::text AS price, o.status,
             o.settlement, o.version, o.sort_order, m.voided AS market_voided
      FROM feed_odds o JOIN feed_markets m ON m.fixture_id = o.fixture_id AND m.market_id = o.market_id
      WHERE o.fixture_id = ${fixtureId}
      ORDER BY o.id
      ${lock ? db`FOR UPDATE OF o` : db``}`;
  },

  /** Drops the fixture's period rows other than these: a staff result replaces the whole scoreboard. */
  async keepPeriods(fixtureId: number, periods: readonly number[], db: Db = sql): Promise<void> {
    await db`
      DELETE FROM feed_periods WHERE fixture_id = ${fixtureId} AND NOT (period = ANY(${periods as number[]}::smallint[]))`;
  },
});

export type BetFixturesRepository = ReturnType<typeof createBetFixturesRepository>;
