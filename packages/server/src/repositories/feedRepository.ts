import type { JSONValue } from 'postgres';
import type { Db, Sql } from '../db/createSql';

/** A feed_fixtures row (camelCase columns). */
export interface FixtureRow {
  id: number;
  sportId: number;
  locationId: number;
  leagueId: number;
  startDate: Date;
  status: number;
  homeParticipantId: number;
  homeName: string;
  homeNameKorean: string;
  awayParticipantId: number;
  awayName: string;
  awayNameKorean: string;
  currentPeriod: number;
  homeScore: number;
  awayScore: number;
  clockSeconds: number;
  clockRunning: boolean;
  version: number;
}

/** A feed_periods row. */
export interface PeriodRow {
  fixtureId: number;
  period: number;
  homeScore: number;
  awayScore: number;
  isFinished: boolean;
}

/** A feed_markets row. */
export interface MarketRow {
  fixtureId: number;
  marketId: number;
  name: string;
  nameKorean: string;
  period: number;
  voided: boolean;
  sortOrder: number;
}

/** A feed_odds row; price is the exact decimal string. */
export interface OddsRow {
  id: string;
  fixtureId: number;
  marketId: number;
  name: string;
  line: string | null;
  baseLine: string | null;
  price: string;
  status: number;
  settlement: number;
  version: number;
  sortOrder: number;
}

/** A sport, location or league name pair. */
export interface CatalogRow {
  id: number;
  name: string;
  nameKorean: string;
}

export interface LeagueCatalogRow extends CatalogRow {
  sportId: number;
  locationId: number;
  koreanStyle: boolean;
}

export interface LocationCatalogRow extends CatalogRow {
  imagePath: string | null;
}

// Rows travel as one jsonb array (jsonb_to_recordset), so a batch of any size is one statement.
const snake = (row: object): Record<string, JSONValue> =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
  );
const batch = (db: Db, rows: readonly object[]) => db.json(rows.map(snake));

/**
 * The odds feed's tables (migration 070). Writes take the adapter's transaction; the adapter diffs rows
 * it locked with the `…ForUpdate` reads and writes only what changed.
 * @example const last = await repo.lockSequence('simulator', tx);
 */
export const createFeedRepository = (sql: Sql) => ({
  /** Locks the feed's sequence row (creating it) and returns the last applied sequence number. */
  async lockSequence(feed: string, db: Db = sql): Promise<number> {
    const locked = async () =>
      (
        await db<{ lastSequence: number }[]>`
          SELECT last_sequence FROM feed_sequences WHERE feed = ${feed} FOR UPDATE`
      )[0];
    // The row exists after a feed's first message: one statement a message, the insert only the first time.
    let row = await locked();
    if (!row) {
      await db`INSERT INTO feed_sequences (feed) VALUES (${feed}) ON CONFLICT (feed) DO NOTHING`;
      row = await locked();
    }
    return row?.lastSequence ?? 0;
  },

  async setSequence(feed: string, sequence: number, db: Db = sql): Promise<void> {
    await db`
      UPDATE feed_sequences SET last_sequence = ${sequence}, updated_at = clock_timestamp() WHERE feed = ${feed}`;
  },

  async touchHeartbeat(feed: string, at: Date, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO feed_sequences (feed, last_heartbeat_at) VALUES (${feed}, ${at})
      ON CONFLICT (feed) DO UPDATE SET last_heartbeat_at = excluded.last_heartbeat_at`;
  },

  async sequenceState(
    feed: string,
    db: Db = sql,
  ): Promise<{ lastSequence: number; lastHeartbeatAt: Date | null } | undefined> {
    const [row] = await db<{ lastSequence: number; lastHeartbeatAt: Date | null }[]>`
      SELECT last_sequence, last_heartbeat_at FROM feed_sequences WHERE feed = ${feed}`;
    return row;
  },

  async upsertSports(rows: readonly CatalogRow[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_sports (id, name, name_korean)
      SELECT id, name, name_korean FROM jsonb_to_recordset(${batch(db, rows)}) AS x(id integer, name text, name_korean text)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_korean = excluded.name_korean
      WHERE (feed_sports.name, feed_sports.name_korean) IS DISTINCT FROM (excluded.name, excluded.name_korean)`;
  },

  async upsertLocations(rows: readonly LocationCatalogRow[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_locations (id, name, name_korean, image_path)
      SELECT id, name, name_korean, image_path
      FROM jsonb_to_recordset(${batch(db, rows)}) AS x(id integer, name text, name_korean text, image_path text)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_korean = excluded.name_korean, image_path = excluded.image_path
      WHERE (feed_locations.name, feed_locations.name_korean, feed_locations.image_path)
        IS DISTINCT FROM (excluded.name, excluded.name_korean, excluded.image_path)`;
  },

  async upsertLeagues(rows: readonly LeagueCatalogRow[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_leagues (id, sport_id, location_id, name, name_korean, korean_style)
      SELECT id, sport_id, location_id, name, name_korean, korean_style
      FROM jsonb_to_recordset(${batch(db, rows)})
        AS x(id integer, sport_id integer, location_id integer, name text, name_korean text, korean_style boolean)
      ON CONFLICT (id) DO UPDATE SET sport_id = excluded.sport_id, location_id = excluded.location_id,
        name = excluded.name, name_korean = excluded.name_korean, korean_style = excluded.korean_style
      WHERE (feed_leagues.sport_id, feed_leagues.location_id, feed_leagues.name, feed_leagues.name_korean, feed_leagues.korean_style)
        IS DISTINCT FROM (excluded.sport_id, excluded.location_id, excluded.name, excluded.name_korean, excluded.korean_style)`;
  },

  async fixturesForUpdate(ids: readonly number[], db: Db = sql): Promise<FixtureRow[]> {
    if (ids.length === 0) return [];
    return db<FixtureRow[]>`
      SELECT id, sport_id, location_id, league_id, start_date, status, home_participant_id, home_name,
        home_name_korean, away_participant_id, away_name, away_name_korean, current_period, home_score,
        away_score, clock_seconds, clock_running, version
      FROM feed_fixtures WHERE id = ANY(${ids as number[]}::bigint[]) ORDER BY id FOR UPDATE`;
  },

  async saveFixtures(rows: readonly FixtureRow[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_fixtures (id, sport_id, location_id, league_id, start_date, status, home_participant_id,
        home_name, home_name_korean, away_participant_id, away_name, away_name_korean, current_period,
        home_score, away_score, clock_seconds, clock_running, version)
      SELECT * FROM jsonb_to_recordset(${batch(db, rows)}) AS x(id bigint, sport_id integer, location_id integer,
        league_id integer, start_date timestamptz, status smallint, home_participant_id integer, home_name text,
        home_name_korean text, away_participant_id integer, away_name text, away_name_korean text,
        current_period smallint, home_score integer, away_score integer, clock_seconds integer,
        clock_running boolean, version bigint)
      ON CONFLICT (id) DO UPDATE SET sport_id = excluded.sport_id, location_id = excluded.location_id,
        league_id = excluded.league_id, start_date = excluded.start_date, status = excluded.status,
        home_participant_id = excluded.home_participant_id, home_name = excluded.home_name,
        home_name_korean = excluded.home_name_korean, away_participant_id = excluded.away_participant_id,
        away_name = excluded.away_name, away_name_korean = excluded.away_name_korean,
        current_period = excluded.current_period, home_score = excluded.home_score,
        away_score = excluded.away_score, clock_seconds = excluded.clock_seconds,
        clock_running = excluded.clock_running, version = excluded.version, updated_at = clock_timestamp()`;
  },

  async periods(fixtureIds: readonly number[], db: Db = sql): Promise<PeriodRow[]> {
    if (fixtureIds.length === 0) return [];
    return db<PeriodRow[]>`
      SELECT fixture_id, period, home_score, away_score, is_finished FROM feed_periods
      WHERE fixture_id = ANY(${fixtureIds as number[]}::bigint[]) ORDER BY fixture_id, period`;
  },

  async savePeriods(rows: readonly PeriodRow[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_periods (fixture_id, period, home_score, away_score, is_finished)
      SELECT * FROM jsonb_to_recordset(${batch(db, rows)})
        AS x(fixture_id bigint, period smallint, home_score integer, away_score integer, is_finished boolean)
      ON CONFLICT (fixture_id, period) DO UPDATE SET home_score = excluded.home_score,
        away_score = excluded.away_score, is_finished = excluded.is_finished`;
  },

  /** Inserts new markets and renames known ones; keeps their sort order and void flag. */
  async saveMarkets(rows: readonly Omit<MarketRow, 'voided'>[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_markets (fixture_id, market_id, name, name_korean, period, sort_order)
      SELECT * FROM jsonb_to_recordset(${batch(db, rows)}) AS x(fixture_id bigint, market_id integer, name text,
        name_korean text, period smallint, sort_order integer)
      ON CONFLICT (fixture_id, market_id) DO UPDATE SET name = excluded.name, name_korean = excluded.name_korean,
        period = excluded.period
      WHERE (feed_markets.name, feed_markets.name_korean, feed_markets.period)
        IS DISTINCT FROM (excluded.name, excluded.name_korean, excluded.period)`;
  },

  /** A market is void when the feed settled every one of its selections -1. */
  async refreshVoided(
    markets: readonly { fixtureId: number; marketId: number }[],
    db: Db = sql,
  ): Promise<void> {
    if (markets.length === 0) return;
    await db`
      UPDATE feed_markets m SET voided = NOT EXISTS (
        SELECT 1 FROM feed_odds o WHERE o.fixture_id = m.fixture_id AND o.market_id = m.market_id AND o.settlement <> -1)
      FROM jsonb_to_recordset(${batch(db, markets)}) AS x(fixture_id bigint, market_id integer)
      WHERE m.fixture_id = x.fixture_id AND m.market_id = x.market_id`;
  },

  async oddsForUpdate(ids: readonly string[], db: Db = sql): Promise<OddsRow[]> {
    if (ids.length === 0) return [];
    return db<OddsRow[]>`
      SELECT id, fixture_id, market_id, name, line, base_line, price::text AS price, status, settlement, version,
        sort_order
      FROM feed_odds WHERE id = ANY(${ids as string[]}::text[]) ORDER BY id FOR UPDATE`;
  },

  async saveOdds(rows: readonly OddsRow[], db: Db = sql): Promise<void> {
    if (rows.length === 0) return;
    await db`
      INSERT INTO feed_odds (id, fixture_id, market_id, name, line, base_line, price, status, settlement, version,
        sort_order)
      SELECT * FROM jsonb_to_recordset(${batch(db, rows)}) AS x(id text, fixture_id bigint, market_id integer,
        name text, line text, base_line text, price numeric, status smallint, settlement smallint, version bigint,
        sort_order integer)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, line = excluded.line, base_line = excluded.base_line,
        price = excluded.price, status = excluded.status, settlement = excluded.settlement,
        version = excluded.version, updated_at = clock_timestamp()`;
  },

  /** The ids among `ids` that have no fixture row. */
  async unknownFixtures(ids: readonly number[], db: Db = sql): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db<{ id: number }[]>`
      SELECT x.id FROM unnest(${ids as number[]}::bigint[]) AS x(id)
      WHERE NOT EXISTS (SELECT 1 FROM feed_fixtures f WHERE f.id = x.id)`;
    return rows.map((row) => row.id);
  },

  /** Fixtures not finished, cancelled or postponed: what a restarted simulator takes over. */
  async openFixtureIds(db: Db = sql): Promise<number[]> {
    const rows = await db<{ id: number }[]>`
      SELECT id FROM feed_fixtures WHERE status IN (1, 2, 6, 8, 9) ORDER BY id`;
    return rows.map((row) => row.id);
  },

  /** Fixture rows without locking them. */
  async fixtures(ids: readonly number[], db: Db = sql): Promise<FixtureRow[]> {
    if (ids.length === 0) return [];
    return db<FixtureRow[]>`
      SELECT id, sport_id, location_id, league_id, start_date, status, home_participant_id, home_name,
        home_name_korean, away_participant_id, away_name, away_name_korean, current_period, home_score,
        away_score, clock_seconds, clock_running, version
      FROM feed_fixtures WHERE id = ANY(${ids as number[]}::bigint[]) ORDER BY id`;
  },

  /** Odds not settled yet, with their market names, for the given fixtures. */
  async unsettledOdds(
    fixtureIds: readonly number[],
    db: Db = sql,
  ): Promise<(OddsRow & { marketName: string })[]> {
    if (fixtureIds.length === 0) return [];
    return db<(OddsRow & { marketName: string })[]>`
      SELECT o.id, o.fixture_id, o.market_id, o.name, o.line, o.base_line, o.price::text AS price, o.status,
        o.settlement, o.version, o.sort_order, m.name AS market_name
      FROM feed_odds o JOIN feed_markets m ON m.fixture_id = o.fixture_id AND m.market_id = o.market_id
      WHERE o.fixture_id = ANY(${fixtureIds as number[]}::bigint[]) AND o.settlement = 0
      ORDER BY o.fixture_id, o.market_id, o.sort_order`;
  },

  async maxFixtureId(db: Db = sql): Promise<number> {
    const [row] = await db<{ max: number | null }[]>`SELECT max(id) AS max FROM feed_fixtures`;
    return row?.max ?? 0;
  },
});

export type FeedRepository = ReturnType<typeof createFeedRepository>;
