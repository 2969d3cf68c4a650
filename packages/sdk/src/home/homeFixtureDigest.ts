import type { DateInput } from '../core/toEpochMs';
import type { HomeFixtureDigest, UpcomingFixture } from '../schemas/sports';
import { popularLeagues } from './popularLeagues';
import { startingSoon } from './startingSoon';

export interface HomeFixtureDigestLimits {
  readonly soon: number;
  readonly leagues: number;
}

/**
 * A listing reduced to what the home page shows of it (`startingSoon` and `popularLeagues`): the server answers
 * GET /sports-prematch/upcoming with it, so neither the home page nor its hydration data carries the listing.
 * Listed fixtures with markets lose them.
 * @example homeFixtureDigest(listing.items, Date.now(), { soon: 10, leagues: 6 }).leagues[0]?.name // '프리미어리그'
 */
export function homeFixtureDigest(
  fixtures: readonly (UpcomingFixture & { readonly markets?: unknown })[],
  now: DateInput,
  limits: HomeFixtureDigestLimits,
): HomeFixtureDigest {
  return {
    soon: startingSoon(fixtures, now, limits.soon).map(({ markets: _markets, ...fixture }) => fixture),
    leagues: popularLeagues(fixtures, limits.leagues),
  };
}
