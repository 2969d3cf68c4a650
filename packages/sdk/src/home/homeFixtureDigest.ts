import type { DateInput } from '../core/toEpochMs';
import type { FixtureSummary } from '../schemas/sports';
import { type PopularLeague, popularLeagues } from './popularLeagues';
import { startingSoon } from './startingSoon';

/** A listed fixture without its markets: what the home page's rows show of it. */
export type UpcomingFixture = Omit<FixtureSummary, 'markets'>;

/** What the home page shows of a pre-match listing: the fixtures starting next and the popular leagues. */
export interface HomeFixtureDigest {
  /** The next fixtures to start at `now`, soonest first, without markets. */
  readonly soon: UpcomingFixture[];
  readonly leagues: PopularLeague[];
}

export interface HomeFixtureDigestLimits {
  readonly soon: number;
  readonly leagues: number;
}

/**
 * A listing reduced to what the home page shows of it (`startingSoon` and `popularLeagues`), so that a page
 * rendered on the server embeds a few rows for its hydration instead of the whole listing with its markets.
 * @example homeFixtureDigest(listing.items, Date.now(), { soon: 10, leagues: 6 }).leagues[0]?.name // '프리미어리그'
 */
export function homeFixtureDigest(
  fixtures: readonly FixtureSummary[],
  now: DateInput,
  limits: HomeFixtureDigestLimits,
): HomeFixtureDigest {
  return {
    soon: startingSoon(fixtures, now, limits.soon).map(({ markets: _markets, ...fixture }) => fixture),
    leagues: popularLeagues(fixtures, limits.leagues),
  };
}
