import * as z from 'zod/mini';
import { FixturePeriodScore } from './adminFixtures';
import { OddsRow } from './betting';
import { Count, Id, Int, Int32, IsoDateTime, int, page } from './common';

/** A sport row of the sidebar tree (spec §3). */
export const Sport = z.object({
  sport_id: Int,
  sport_name: z.string(),
  name_korean: z.string(),
  cnt: Count,
});

/** GET /sports-prematch/sports; kbet adds cnt, the sport's open pre-match fixtures (the sidebar count). */
export const SportListItem = z.object({
  sport_id: Int,
  name: z.string(),
  name_korean: z.string(),
  cnt: z.optional(Count), // kbet's own
});

/** GET /sports-prematch/location?sportId. */
export const Location = z.object({
  location_id: Int,
  location_name: z.string(),
  name_korean: z.string(),
  image_path: z.nullish(z.string()),
  cnt: Count,
});

/** GET /sports-prematch/league?sportId&locationId. */
export const League = z.object({
  league_id: Int,
  league_name: z.string(),
  name_korean: z.string(),
  location_id: Int,
  sport_id: Int,
  cnt: Count,
});

export const LocationQuery = z.object({ sportId: Int32 });

export const LeagueQuery = z.object({ ...LocationQuery.shape, locationId: Int32 });

/** GET sportsMarket: market names with their Korean labels. */
export const Market = z.object({ id: Int, name: z.string(), nameKorean: z.string() });

// Query strings arrive as text, and the server reads numeric-looking ones as numbers: a search for "1" too.
const SearchText = z.pipe(
  z.custom<string | number>((v) => typeof v === 'string' || typeof v === 'number', 'Expected text'),
  z.transform(String),
);

/** Filters and paging shared by the /europe and /inplay listings (spec §2 query names; page size 15). */
const listingFilters = {
  sport_id: z.optional(Int32),
  /** A league id. */
  league: z.optional(Int32),
  location_id: z.optional(Int32),
  /** Part of a team or league name, Korean or English. */
  search: z.optional(SearchText),
  page: z.optional(Id),
  itemsPerPage: z.optional(int(1, 100)),
};

/**
 * GET /sports-prematch/fixtures: the /europe page. game_type EU (default) lists each fixture with its
 * winner market and main handicap and total lines; KR lists every handicap and total line and puts the
 * Korean leagues first. time: only fixtures starting within that many hours.
 */
export const FixtureListQuery = z.object({
  ...listingFilters,
  game_type: z.optional(z.literal(['EU', 'KR'])),
  time: z.optional(int(1, 168)),
}); // kbet's own shape

/**
 * GET /sports-prematch/inplay: the /inplay page (its `time` query is the page's own refresh stamp). markets none:
 * the items without their markets (`markets` empty, `marketCount` still counted), for a list that shows only the
 * scores (the home page's 지금 진행 중).
 */
export const InplayListQuery = z.object({
  ...listingFilters,
  markets: z.optional(z.literal(['none'])),
}); // kbet's own shape

/** A selection of a listed fixture: a bet-slip item's fields plus its base line and feed status (1 open, 2 suspended). */
export const FixtureOdds = z.object({
  ...OddsRow.shape,
  betBaseLine: z.nullish(z.string()),
  status: Int,
}); // kbet's own shape

export const FixtureMarket = z.object({
  marketId: Int,
  name: z.string(),
  nameKorean: z.string(),
  /** The period the market settles on: 100 the match, 10 the 1st half, 1 the 1st quarter/set/inning … */
  period: Int,
  odds: z.array(FixtureOdds),
}); // kbet's own shape

export const FixtureParticipant = z.object({ id: Int, name: z.string(), nameKorean: z.string() }); // kbet's own shape

/** The livescore: current period code (-1 not started, 80 break, 100-102 full time), clock and scores. */
export const FixtureLivescore = z.object({
  period: Int,
  clockSeconds: Count,
  /** Totals; sets (maps) won for volleyball and e-sports. */
  homeScore: Count,
  awayScore: Count,
  periods: z.array(z.object({ ...FixturePeriodScore.shape, isFinished: z.boolean() })),
}); // kbet's own shape

/** A fixture as the home page's rows show it: sport, league, teams, start and LSports status. */
export const HomeFixture = z.object({
  fixtureId: Id,
  sportId: Int,
  sportName: z.string(),
  sportNameKorean: z.string(),
  leagueId: Int,
  leagueName: z.string(),
  leagueNameKorean: z.string(),
  startDate: IsoDateTime,
  status: Int,
  home: FixtureParticipant,
  away: FixtureParticipant,
}); // kbet's own shape

/** A listed fixture without its markets: LSports status, Korean names and livescore. */
export const UpcomingFixture = z.object({
  ...HomeFixture.shape,
  locationId: Int,
  locationName: z.string(),
  locationNameKorean: z.string(),
  livescore: FixtureLivescore,
  /** Markets with open or suspended selections; the listing carries only the view's main ones. */
  marketCount: Count,
}); // kbet's own shape

/** A fixture of the listings: LSports status, Korean names, livescore and the view's markets. */
export const FixtureSummary = z.object({
  ...UpcomingFixture.shape,
  markets: z.array(FixtureMarket),
}); // kbet's own shape

/** A league of the home page's 인기 리그, with how many fixtures of the listing it has. */
export const PopularLeague = z.object({
  leagueId: Int,
  sportId: Int,
  name: z.string(),
  fixtures: Count,
}); // kbet's own shape

/**
 * GET /sports-prematch/upcoming: of the next 24 hours' first page of 50 fixtures (the /europe listing's order),
 * the `soon` next to start and the `leagues` with the most of them.
 */
export const UpcomingDigestQuery = z.object({ soon: int(1, 50), leagues: int(1, 50) }); // kbet's own shape

/** What the home page shows of the next 24 hours: the fixtures starting next and the popular leagues. */
export const HomeFixtureDigest = z.object({
  /** The next fixtures to start as of the read, soonest first, in the rows' shape. */
  soon: z.array(HomeFixture),
  leagues: z.array(PopularLeague),
}); // kbet's own shape

/** A page of fixtures with the total count. */
export const FixturePage = page(FixtureSummary); // kbet's own shape

export type Sport = z.infer<typeof Sport>;
export type SportListItem = z.infer<typeof SportListItem>;
export type Location = z.infer<typeof Location>;
export type League = z.infer<typeof League>;
export type LocationQuery = z.infer<typeof LocationQuery>;
export type LeagueQuery = z.infer<typeof LeagueQuery>;
export type Market = z.infer<typeof Market>;
export type FixtureListQuery = z.infer<typeof FixtureListQuery>;
export type InplayListQuery = z.infer<typeof InplayListQuery>;
export type FixtureOdds = z.infer<typeof FixtureOdds>;
export type FixtureMarket = z.infer<typeof FixtureMarket>;
export type FixtureParticipant = z.infer<typeof FixtureParticipant>;
export type FixtureLivescore = z.infer<typeof FixtureLivescore>;
export type HomeFixture = z.infer<typeof HomeFixture>;
export type UpcomingFixture = z.infer<typeof UpcomingFixture>;
export type FixtureSummary = z.infer<typeof FixtureSummary>;
export type PopularLeague = z.infer<typeof PopularLeague>;
export type UpcomingDigestQuery = z.infer<typeof UpcomingDigestQuery>;
export type HomeFixtureDigest = z.infer<typeof HomeFixtureDigest>;
export type FixturePage = z.infer<typeof FixturePage>;
