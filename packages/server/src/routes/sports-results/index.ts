import { FixtureResultPage, FixtureResultQuery, Scoreboard, ScoreboardQuery } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { buildScoreboard } from '../../domain/feed/buildScoreboard';
import { listFixtureResults } from '../../domain/feed/listFixtureResults';
import { createFeedListingRepository } from '../../repositories/feedListingRepository';

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
    async (request) => listFixtureResults(listing, { query: request.query, now: app.clock.now() }),
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
    async (request) => buildScoreboard(listing, { sportId: request.query.sport_id, now: app.clock.now() }),
  );
};

export default sportsResultsRoutes;
