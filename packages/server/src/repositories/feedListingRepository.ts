import { UPCOMING_FIXTURE_STATUSES } from '@kbet/sdk';
import type { Db, Sql } from '../db/createSql';

/** A sidebar row: id, names and the number of open pre-match fixtures. */
export interface CountedRow {
  id: number;
  name: string;
  nameKorean: string;
  cnt: number;
}

export interface LocationCountRow extends CountedRow {
  imagePath: string | null;
}

export interface LeagueCountRow extends CountedRow {
  sportId: number;
  locationId: number;
}

/** A fixture joined with its sport, location and league names. */
export interface ListedFixtureRow {
  id: number;
  sportId: number;
  sportName: string;
  sportNameKorean: string;
  locationId: number;
  locationName: string;
  locationNameKorean: string;
  leagueId: number;
  leagueName: string;
  leagueNameKorean: string;
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
}

/** An odds row with its market's names and period, for the listings. */
export interface ListedOddsRow {
  id: string;
  fixtureId: number;
  marketId: number;
  marketName: string;
  marketNameKorean: string;
  period: number;
  name: string;
  line: string | null;
  baseLine: string | null;
  price: string;
  status: number;
  version: number;
}

/** A selection of a result's market with its win flag (-1 when the market was voided as a whole). */
export interface ResultOddsRow {
  fixtureId: number;
  marketId: number;
  marketName: string;
  marketNameKorean: string;
  name: string;
  line: string | null;
  baseLine: string | null;
  settlement: number;
}

export interface FixtureFilter {
  /** LSports statuses to list. */
  statuses: readonly number[];
  /** Only fixtures starting after this time (pre-match). */
  startsAfter?: Date;
  /** Only fixtures starting before this time. */
  startsBefore?: Date;
  sportId?: number;
  leagueId?: number;
  locationId?: number;
  /** Part of a team or league name, Korean or English. */
  search?: string;
  /** Only fixtures offering one of these markets (the event folders). */
  marketIds?: readonly number[];
  /** Korean-style leagues first (the Korean view). */
  koreanFirst?: boolean;
  /** Latest start first (results), instead of soonest first. */
  newestFirst?: boolean;
  limit: number;
  offset: number;
}

/** A LIKE pattern matching `text` literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The listing filter's conditions on `feed_fixtures f` joined with `feed_leagues l`. */
const listingWhere = (db: Db, filter: FixtureFilter) => {
  const search = filter.search?.trim() ? contains(filter.search.trim()) : null;
  return db`
      f.status = ANY(${filter.statuses as number[]}::smallint[])
      AND (${filter.startsAfter ?? null}::timestamptz IS NULL OR f.start_date > ${filter.startsAfter ?? null})
      AND (${filter.startsBefore ?? null}::timestamptz IS NULL OR f.start_date <= ${filter.startsBefore ?? null})
      AND (${filter.sportId ?? null}::int IS NULL OR f.sport_id = ${filter.sportId ?? null})
      AND (${filter.leagueId ?? null}::int IS NULL OR f.league_id = ${filter.leagueId ?? null})
      AND (${filter.locationId ?? null}::int IS NULL OR f.location_id = ${filter.locationId ?? null})
      AND (${(filter.marketIds as number[] | undefined) ?? null}::int[] IS NULL OR EXISTS (
        SELECT 1 FROM feed_markets m
        WHERE m.fixture_id = f.id AND m.market_id = ANY(${(filter.marketIds as number[] | undefined) ?? null}::int[])))
      AND (${search}::text IS NULL OR f.home_name ILIKE ${search} OR f.home_name_korean ILIKE ${search}
        OR f.away_name ILIKE ${search} OR f.away_name_korean ILIKE ${search}
        OR l.name ILIKE ${search} OR l.name_korean ILIKE ${search})`;
};

/** A listed fixture's columns and the tables they come from, for a page of them and for one by id. */
const listedFixtureFrom = (db: Db) => db`
      SELECT f.id, f.sport_id, s.name AS sport_name, s.name_korean AS sport_name_korean,
        f.location_id, loc.name AS location_name, loc.name_korean AS location_name_korean,
        f.league_id, l.name AS league_name, l.name_korean AS league_name_korean,
        f.start_date, f.status, f.home_participant_id, f.home_name, f.home_name_korean,
        f.away_participant_id, f.away_name, f.away_name_korean, f.current_period, f.home_score, f.away_score,
        f.clock_seconds
      FROM feed_fixtures f
      JOIN feed_leagues l ON l.id = f.league_id
      JOIN feed_sports s ON s.id = f.sport_id
      JOIN feed_locations loc ON loc.id = f.location_id`;

/** One page of the fixtures matching the filter, in the listing's order. */
const listedRows = (db: Db, filter: FixtureFilter) =>
  db<ListedFixtureRow[]>`
      ${listedFixtureFrom(db)}
      WHERE ${listingWhere(db, filter)}
      ORDER BY ${filter.koreanFirst ? db`l.korean_style DESC,` : db``}
        ${filter.newestFirst ? db`f.start_date DESC, f.id DESC` : db`f.start_date, f.id`}
      LIMIT ${filter.limit} OFFSET ${filter.offset}`;

// Open pre-match fixtures: the sidebar counts (spec §3 cnt).
const OPEN = UPCOMING_FIXTURE_STATUSES;

/**
 * Read side of the feed tables: the sidebar tree with counts and the fixture listings (spec §2, §7).
 * @example const sports = await repos.sportsWithCounts(new Date());
 */
export const createFeedListingRepository = (sql: Sql) => ({
  async sportsWithCounts(now: Date, db: Db = sql): Promise<CountedRow[]> {
    return db<CountedRow[]>`
      SELECT s.id, s.name, s.name_korean, count(f.id)::int AS cnt
      FROM feed_sports s
      LEFT JOIN feed_fixtures f ON f.sport_id = s.id AND f.status = ANY(${OPEN}::smallint[]) AND f.start_date > ${now}
      GROUP BY s.id ORDER BY s.sort_order, s.id`;
  },

  async locationsWithCounts(sportId: number, now: Date, db: Db = sql): Promise<LocationCountRow[]> {
    return db<LocationCountRow[]>`
      SELECT loc.id, loc.name, loc.name_korean, loc.image_path, count(f.id)::int AS cnt
      FROM feed_locations loc
      JOIN feed_leagues l ON l.location_id = loc.id AND l.sport_id = ${sportId}
      LEFT JOIN feed_fixtures f ON f.league_id = l.id AND f.status = ANY(${OPEN}::smallint[]) AND f.start_date > ${now}
      GROUP BY loc.id ORDER BY loc.sort_order, loc.id`;
  },

  async leaguesWithCounts(
    sportId: number,
    locationId: number,
    now: Date,
    db: Db = sql,
  ): Promise<LeagueCountRow[]> {
    return db<LeagueCountRow[]>`
      SELECT l.id, l.name, l.name_korean, l.sport_id, l.location_id, count(f.id)::int AS cnt
      FROM feed_leagues l
      LEFT JOIN feed_fixtures f ON f.league_id = l.id AND f.status = ANY(${OPEN}::smallint[]) AND f.start_date > ${now}
      WHERE l.sport_id = ${sportId} AND l.location_id = ${locationId}
      GROUP BY l.id ORDER BY l.sort_order, l.id`;
  },

  /** One page of fixtures and the total matching the filter. */
  async fixtures(filter: FixtureFilter, db: Db = sql): Promise<{ rows: ListedFixtureRow[]; total: number }> {
    const [count] = await db<{ total: number }[]>`
      SELECT count(*)::int AS total FROM feed_fixtures f JOIN feed_leagues l ON l.id = f.league_id
      WHERE ${listingWhere(db, filter)}`;
    return { rows: await listedRows(db, filter), total: count?.total ?? 0 };
  },

  /** One page of fixtures matching the filter, without their total (a read that shows no page count). */
  async fixtureRows(filter: FixtureFilter, db: Db = sql): Promise<ListedFixtureRow[]> {
    return listedRows(db, filter);
  },

  async fixture(id: number, db: Db = sql): Promise<ListedFixtureRow | undefined> {
    const [row] = await db<ListedFixtureRow[]>`${listedFixtureFrom(db)} WHERE f.id = ${id}`;
    return row;
  },

  /** Open and suspended selections of the fixtures (settled ones are no longer offered), in display order. */
  async odds(fixtureIds: readonly number[], db: Db = sql): Promise<ListedOddsRow[]> {
    if (fixtureIds.length === 0) return [];
    return db<ListedOddsRow[]>`
      SELECT o.id, o.fixture_id, o.market_id, m.name AS market_name, m.name_korean AS market_name_korean, m.period,
        o.name, o.line, o.base_line, o.price::text AS price, o.status, o.version
      FROM feed_odds o
      JOIN feed_markets m ON m.fixture_id = o.fixture_id AND m.market_id = o.market_id
      WHERE o.fixture_id = ANY(${fixtureIds as number[]}::bigint[]) AND o.status IN (1, 2) AND NOT m.voided
      ORDER BY o.fixture_id, m.sort_order, o.sort_order`;
  },

  /** Every selection of the given markets of the fixtures, settled or not, in display order (the results). */
  async resultOdds(
    fixtureIds: readonly number[],
    marketIds: readonly number[],
    db: Db = sql,
  ): Promise<ResultOddsRow[]> {
    if (fixtureIds.length === 0) return [];
    return db<ResultOddsRow[]>`
      SELECT o.fixture_id, o.market_id, m.name AS market_name, m.name_korean AS market_name_korean,
        o.name, o.line, o.base_line, CASE WHEN m.voided THEN -1 ELSE o.settlement END AS settlement
      FROM feed_odds o
      JOIN feed_markets m ON m.fixture_id = o.fixture_id AND m.market_id = o.market_id
      WHERE o.fixture_id = ANY(${fixtureIds as number[]}::bigint[]) AND o.market_id = ANY(${marketIds as number[]}::int[])
      ORDER BY o.fixture_id, m.sort_order, m.market_id, o.sort_order, o.id COLLATE "C"`;
  },

  /** How many markets of each fixture still have open or suspended selections (a listing's marketCount). */
  async openMarketCounts(fixtureIds: readonly number[], db: Db = sql): Promise<Map<number, number>> {
    if (fixtureIds.length === 0) return new Map();
    const rows = await db<{ fixtureId: number; cnt: number }[]>`
      SELECT o.fixture_id, count(DISTINCT o.market_id)::int AS cnt
      FROM feed_odds o
      JOIN feed_markets m ON m.fixture_id = o.fixture_id AND m.market_id = o.market_id
      WHERE o.fixture_id = ANY(${fixtureIds as number[]}::bigint[]) AND o.status IN (1, 2) AND NOT m.voided
      GROUP BY o.fixture_id`;
    return new Map(rows.map((row) => [Number(row.fixtureId), row.cnt]));
  },

  async periods(
    fixtureIds: readonly number[],
    db: Db = sql,
  ): Promise<
    { fixtureId: number; period: number; homeScore: number; awayScore: number; isFinished: boolean }[]
  > {
    if (fixtureIds.length === 0) return [];
    return db`
      SELECT fixture_id, period, home_score, away_score, is_finished FROM feed_periods
      WHERE fixture_id = ANY(${fixtureIds as number[]}::bigint[]) ORDER BY fixture_id, period`;
  },
});

export type FeedListingRepository = ReturnType<typeof createFeedListingRepository>;
