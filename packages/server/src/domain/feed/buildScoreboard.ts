import {
  FINAL_FIXTURE_STATUSES,
  LIVE_FIXTURE_STATUSES,
  SCOREBOARD_SECTION_LIMIT,
  type Scoreboard,
  scoreboardWindow,
  UPCOMING_FIXTURE_STATUSES,
} from '@kbet/sdk';
import type * as z from 'zod/mini';
import type { FeedListingRepository } from '../../repositories/feedListingRepository';
import { groupByFixture } from './groupByFixture';
import { justBefore } from './justBefore';
import { toFixtureSummary } from './toFixtureSummary';

/** Every fixture in play fits one scoreboard; this only bounds a runaway feed. */
const LIVE_LIMIT = 200;

/**
 * The /sportsboard (scoreboardWindow): fixtures in play, upcoming ones of the rest of the KST day (at least
 * the next 6 hours), and those over that started in the last 12 hours, latest first, each with its
 * livescore and open market count; optionally one sport.
 * @example const board = await buildScoreboard(listing, { sportId: 6046, now: clock.now() });
 */
export async function buildScoreboard(
  listing: FeedListingRepository,
  { sportId, now }: { sportId: number | undefined; now: Date },
): Promise<z.input<typeof Scoreboard>> {
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
}
