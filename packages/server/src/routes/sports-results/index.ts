import {
  DEFAULT_ITEMS_PER_PAGE,
  FINAL_FIXTURE_STATUSES,
  FixtureResultPage,
  FixtureResultQuery,
  kstDay,
  kstDayBounds,
  LIVE_FIXTURE_STATUSES,
  RESULT_MARKET_IDS,
  type ResultState,
  resultState,
  SCOREBOARD_SECTION_LIMIT,
  Scoreboard,
  ScoreboardQuery,
  scoreboardWindow,
  UPCOMING_FIXTURE_STATUSES,
  validateResultDate,
} from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { groupByFixture } from '../../domain/feed/groupByFixture';
import { toFixtureResult } from '../../domain/feed/toFixtureResult';
import { toFixtureSummary } from '../../domain/feed/toFixtureSummary';
import { HttpError } from '../../errors/httpError';
import { createFeedListingRepository } from '../../repositories/feedListingRepository';

/** Every fixture in play fits one scoreboard; this only bounds a runaway feed. */
const LIVE_LIMIT = 200;

// The feed's times are whole milliseconds, so "after start - 1 ms" is "from start" and "up to end - 1 ms" is "before end".
const justBefore = (ms: number) => new Date(ms - 1);

/**
 * Fixture results (/game_result/sports) and the scoreboard (/sportsboard), read from the feed tables through
 * the listings' repository. Public, like the other listings: guests may browse (spec §6).
 */
const sportsResultsRoutes: AppPlugin = async (app) => {
  const listing = createFeedListingRepository(app.sql);
  const tags = ['sports'];

  app.get(
    '/sports-prematch/results',
    {
      schema: {
        tags,
        summary:
          'Final fixtures (finished, cancelled, postponed, abandoned) of a KST day that have started by now, latest start first, with the final and period scores and the settlement of 1X2 / 12, Asian handicap and under/over; date defaults to today and reaches 3 months back (400 RESULTS_DATE_RANGE)',
        querystring: FixtureResultQuery,
        response: { 200: FixtureResultPage },
      },
    },
    async (request) => {
      const query = request.query;
      const now = app.clock.now().getTime();
      const day = validateResultDate(query.date ?? kstDay(now), now);
      if (!day.ok) throw new HttpError(400, day.code, day.message);
      const bounds = kstDayBounds(day.value) as { start: number; end: number };
      const perPage = query.perpage ?? DEFAULT_ITEMS_PER_PAGE;
      const { rows, total } = await listing.fixtures({
        statuses: FINAL_FIXTURE_STATUSES,
        startsAfter: justBefore(bounds.start),
        // A postponement is announced ahead: it is a result once its kick-off time has passed.
        startsBefore: new Date(Math.min(bounds.end - 1, now)),
        sportId: query.sport_id,
        leagueId: query.league,
        newestFirst: true,
        limit: perPage,
        offset: ((query.page ?? 1) - 1) * perPage,
      });
      const ids = rows.map((row) => row.id);
      const [periods, odds] = await Promise.all([
        listing.periods(ids),
        listing.resultOdds(ids, RESULT_MARKET_IDS),
      ]);
      const periodsOf = groupByFixture(periods);
      const oddsOf = groupByFixture(odds);
      return {
        items: rows.map((row) =>
          toFixtureResult(
            row,
            // The query lists final statuses only, each of which has a result state.
            resultState(row.status) as ResultState,
            periodsOf(row.id),
            oddsOf(row.id),
          ),
        ),
        total,
      };
    },
  );

  app.get(
    '/sports-prematch/scoreboard',
    {
      schema: {
        tags,
        summary:
          'The /sportsboard: fixtures in play, upcoming ones of the rest of the KST day, at least the next 6 hours (at most 50), and those over that started in the last 12 hours (at most 50, latest first), with their livescore and open market count',
        querystring: ScoreboardQuery,
        response: { 200: Scoreboard },
      },
    },
    async (request) => {
      const sportId = request.query.sport_id;
      const now = app.clock.now();
      const window = scoreboardWindow(now.getTime());
      const sections = await Promise.all([
        listing.fixtures({ statuses: LIVE_FIXTURE_STATUSES, sportId, limit: LIVE_LIMIT, offset: 0 }),
        listing.fixtures({
          statuses: UPCOMING_FIXTURE_STATUSES,
          startsAfter: now,
          startsBefore: justBefore(window.upcomingBefore),
          sportId,
          limit: SCOREBOARD_SECTION_LIMIT,
          offset: 0,
        }),
        listing.fixtures({
          statuses: FINAL_FIXTURE_STATUSES,
          startsAfter: new Date(window.finishedSince),
          startsBefore: now,
          sportId,
          newestFirst: true,
          limit: SCOREBOARD_SECTION_LIMIT,
          offset: 0,
        }),
      ]);
      const rows = sections.flatMap((section) => section.rows);
      const ids = rows.map((row) => row.id);
      const [periods, counts] = await Promise.all([listing.periods(ids), listing.openMarketCounts(ids)]);
      const periodsOf = groupByFixture(periods);
      return {
        items: rows.map((row) => ({
          ...toFixtureSummary(row, [], periodsOf(row.id), 'all'),
          marketCount: counts.get(row.id) ?? 0,
        })),
      };
    },
  );
};

export default sportsResultsRoutes;
