import {
  BettingRules,
  DEFAULT_ITEMS_PER_PAGE,
  EVENT_MARKET_IDS,
  FixtureListQuery,
  FixturePage,
  FixtureSummary,
  HomeFixtureDigest,
  InplayListQuery,
  League,
  LeagueQuery,
  Location,
  LocationQuery,
  Market,
  SportListItem,
  UpcomingDigestQuery,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { INPLAY_STATUSES, PREMATCH_STATUSES } from '../../domain/feed/feedStatus';
import { groupByFixture } from '../../domain/feed/groupByFixture';
import { marketList } from '../../domain/feed/marketCatalog';
import { readUpcomingDigest } from '../../domain/feed/readUpcomingDigest';
import { type ListingView, toFixtureSummary } from '../../domain/feed/toFixtureSummary';
import { toUpcomingFixture } from '../../domain/feed/toUpcomingFixture';
import { storedBettingRules } from '../../domain/settings/bettingRulesSetting';
import { httpErrors } from '../../errors/httpErrors';
import { createBonusItemsRepository } from '../../repositories/bonusItemsRepository';
import {
  createFeedListingRepository,
  type FixtureFilter,
  type ListedFixtureRow,
} from '../../repositories/feedListingRepository';

const FixtureParams = z.object({ id: z.int().check(z.positive()) });
const HOUR = 60 * 60_000;

/**
 * The sports listings of spec §7: the sidebar tree with counts, the /europe and /inplay fixture lists,
 * one fixture with all its markets, and the market names. Public: guests may browse (spec §6).
 */
const sportsPrematchRoutes: AppPlugin = async (app) => {
  const listing = createFeedListingRepository(app.sql);
  const bonusItems = createBonusItemsRepository(app.sql);
  const tags = ['sports'];

  async function page(filter: FixtureFilter, view: ListingView) {
    const { rows, total } = await listing.fixtures(filter);
    return { items: await summaries(rows, view), total };
  }

  /** The rows without their markets: their periods and market counts, no odds read. */
  async function withoutMarkets(rows: readonly ListedFixtureRow[]) {
    const ids = rows.map((row) => row.id);
    const [periods, marketCounts] = await Promise.all([listing.periods(ids), listing.openMarketCounts(ids)]);
    const periodsOf = groupByFixture(periods);
    return rows.map((row) => ({
      ...toUpcomingFixture(row, periodsOf(row.id), marketCounts.get(row.id) ?? 0),
      markets: [],
    }));
  }

  async function summaries(rows: readonly ListedFixtureRow[], view: ListingView) {
    const ids = rows.map((row) => row.id);
    const [odds, periods] = await Promise.all([listing.odds(ids), listing.periods(ids)]);
    const oddsOf = groupByFixture(odds);
    const periodsOf = groupByFixture(periods);
    return rows.map((row) => toFixtureSummary(row, oddsOf(row.id), periodsOf(row.id), view));
  }

  app.get(
    '/sports-prematch/sports',
    {
      schema: {
        tags,
        summary: 'Sports with their open pre-match fixture counts',
        response: { 200: z.array(SportListItem) },
      },
    },
    async () =>
      (await listing.sportsWithCounts(app.clock.now())).map((sport) => ({
        sport_id: sport.id,
        name: sport.name,
        name_korean: sport.nameKorean,
        cnt: sport.cnt,
      })),
  );

  app.get(
    '/sports-prematch/location',
    {
      schema: {
        tags,
        summary: "A sport's locations with open fixture counts",
        querystring: LocationQuery,
        response: { 200: z.array(Location) },
      },
    },
    async (request) =>
      (await listing.locationsWithCounts(request.query.sportId, app.clock.now())).map((location) => ({
        location_id: location.id,
        location_name: location.name,
        name_korean: location.nameKorean,
        image_path: location.imagePath,
        cnt: location.cnt,
      })),
  );

  app.get(
    '/sports-prematch/league',
    {
      schema: {
        tags,
        summary: "A sport's leagues in a location with open fixture counts",
        querystring: LeagueQuery,
        response: { 200: z.array(League) },
      },
    },
    async (request) =>
      (await listing.leaguesWithCounts(request.query.sportId, request.query.locationId, app.clock.now())).map(
        (league) => ({
          league_id: league.id,
          league_name: league.name,
          name_korean: league.nameKorean,
          location_id: league.locationId,
          sport_id: league.sportId,
          cnt: league.cnt,
        }),
      ),
  );

  app.get(
    '/sports-prematch/fixtures',
    {
      schema: {
        tags,
        summary: 'Pre-match fixtures of the /europe page (European or Korean view)',
        querystring: FixtureListQuery,
        response: { 200: FixturePage },
      },
    },
    async (request) => {
      const query = request.query;
      const now = app.clock.now();
      const perPage = query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
      const view = query.game_type ?? 'EU';
      return page(
        {
          statuses: PREMATCH_STATUSES,
          startsAfter: now,
          startsBefore: query.time ? new Date(now.getTime() + query.time * HOUR) : undefined,
          sportId: query.sport_id,
          leagueId: query.league,
          locationId: query.location_id,
          search: query.search,
          koreanFirst: view === 'KR',
          limit: perPage,
          offset: ((query.page ?? 1) - 1) * perPage,
        },
        view,
      );
    },
  );

  app.get(
    '/sports-prematch/upcoming',
    {
      schema: {
        tags,
        summary:
          "The home page's next 24 hours: the fixtures starting next (without markets) and the leagues with the most fixtures",
        querystring: UpcomingDigestQuery,
        response: { 200: HomeFixtureDigest },
      },
    },
    async (request) => readUpcomingDigest(listing, app.clock.now(), request.query),
  );

  app.get(
    '/sports-prematch/events',
    {
      schema: {
        tags,
        summary:
          'Pre-match fixtures with event-folder markets (spec §2, §9: style EV, detail type 999, max bet 5,001)',
        querystring: FixtureListQuery,
        response: { 200: FixturePage },
      },
    },
    async (request) => {
      const query = request.query;
      const perPage = query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
      return page(
        {
          statuses: PREMATCH_STATUSES,
          startsAfter: app.clock.now(),
          sportId: query.sport_id,
          leagueId: query.league,
          locationId: query.location_id,
          search: query.search,
          marketIds: EVENT_MARKET_IDS,
          limit: perPage,
          offset: ((query.page ?? 1) - 1) * perPage,
        },
        'EV',
      );
    },
  );

  app.get(
    '/sports-prematch/rules',
    {
      schema: {
        tags,
        summary:
          "The operator's betting rules the slip applies first: the same-fixture combination matrix, the bonus folder items and the offered products",
        response: { 200: BettingRules },
      },
    },
    async () => ({
      ...(await storedBettingRules(app.settingsCache)),
      bonusItems: await bonusItems.listActive(),
    }),
  );

  app.get(
    '/sports-prematch/inplay',
    {
      schema: {
        tags,
        summary: 'Fixtures in play (the /inplay page) with livescore and main markets',
        querystring: InplayListQuery,
        response: { 200: FixturePage },
      },
    },
    async (request) => {
      const query = request.query;
      const perPage = query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
      const filter = {
        statuses: INPLAY_STATUSES,
        sportId: query.sport_id,
        leagueId: query.league,
        locationId: query.location_id,
        search: query.search,
        limit: perPage,
        offset: ((query.page ?? 1) - 1) * perPage,
      };
      if (query.markets !== 'none') return page(filter, 'EU');
      const { rows, total } = await listing.fixtures(filter);
      return { items: await withoutMarkets(rows), total };
    },
  );

  app.get(
    '/sports-prematch/fixtures/:id',
    {
      schema: {
        tags,
        summary: 'One fixture with every open or suspended market',
        params: FixtureParams,
        response: { 200: FixtureSummary },
      },
    },
    async (request) => {
      const row = await listing.fixture(request.params.id);
      if (!row) throw httpErrors.notFound();
      const [summary] = await summaries([row], 'all');
      return summary;
    },
  );

  app.get(
    '/sportsMarket',
    {
      schema: { tags, summary: 'Market names with their Korean labels', response: { 200: z.array(Market) } },
    },
    async () => marketList(),
  );
};

export default sportsPrematchRoutes;
