import type { DateInput } from '../core/toEpochMs';
import type { HomeFixture, HomeFixtureDigest } from '../schemas/sports';
import { popularLeagues } from './popularLeagues';
import { startingSoon } from './startingSoon';

export interface HomeFixtureDigestLimits {
  readonly soon: number;
  readonly leagues: number;
}

/** A listed fixture with only what the home page's rows show of it (`HomeFixture`'s fields). */
const toHomeFixture = (f: HomeFixture): HomeFixture => ({
  fixtureId: f.fixtureId,
  sportId: f.sportId,
  sportName: f.sportName,
  sportNameKorean: f.sportNameKorean,
  leagueId: f.leagueId,
  leagueName: f.leagueName,
  leagueNameKorean: f.leagueNameKorean,
  startDate: f.startDate,
  status: f.status,
  home: f.home,
  away: f.away,
});

/**
 * A listing reduced to what the home page shows of it (`startingSoon` and `popularLeagues`): the server answers
 * GET /sports-prematch/upcoming with it, so neither the home page nor its hydration data carries the listing. The
 * fixtures kept are `HomeFixture`s (no location, livescore or markets).
 * @example homeFixtureDigest(listing.items, Date.now(), { soon: 10, leagues: 6 }).leagues[0]?.name // '프리미어리그'
 */
export function homeFixtureDigest(
  fixtures: readonly HomeFixture[],
  now: DateInput,
  limits: HomeFixtureDigestLimits,
): HomeFixtureDigest {
  return {
    soon: startingSoon(fixtures, now, limits.soon).map(toHomeFixture),
    leagues: popularLeagues(fixtures, limits.leagues),
  };
}
