import { type HomeFixtureDigest, type HomeFixtureDigestLimits, homeFixtureDigest } from '@kbet/sdk';
import type * as z from 'zod/mini';
import type { FeedListingRepository } from '../../repositories/feedListingRepository';
import { PREMATCH_STATUSES } from './feedStatus';
import { toUpcomingFixture } from './toUpcomingFixture';

/** The window the home page looks ahead (its 곧 시작 says "24시간 안에"). */
const WINDOW_MS = 24 * 60 * 60_000;
/** The fixtures the digest is made of: the first page of the window's /europe listing, as the page once read it. */
const SAMPLE = 50;

/**
 * GET /sports-prematch/upcoming: the SDK's digest (`homeFixtureDigest`) of the next 24 hours' first 50 pre-match
 * fixtures, soonest first, from their rows alone: the listing it replaces also read every main market of the 50
 * (~110 KB of JSON) for a home page that shows 5 rows and 6 leagues.
 * @example const digest = await readUpcomingDigest(listing, app.clock.now(), { soon: 10, leagues: 6 });
 */
export async function readUpcomingDigest(
  listing: FeedListingRepository,
  now: Date,
  limits: HomeFixtureDigestLimits,
): Promise<z.input<typeof HomeFixtureDigest>> {
  const rows = await listing.fixtureRows({
    statuses: PREMATCH_STATUSES,
    startsAfter: now,
    startsBefore: new Date(now.getTime() + WINDOW_MS),
    limit: SAMPLE,
    offset: 0,
  });
  // Neither the rows kept nor the leagues show periods or market counts: none are read.
  return homeFixtureDigest(
    rows.map((row) => toUpcomingFixture(row, [], 0)),
    now,
    limits,
  );
}
