import * as z from 'zod/mini';
import { RESULT_STATES } from '../results/fixtureStatus';
import { FixturePeriodScore } from './adminFixtures';
import { SettlementFlag } from './betting';
import { Count, Id, Int, Int32, IsoDay, int, page } from './common';
import { FixtureSummary } from './sports';

/**
 * GET /sports-prematch/results: finished fixtures of one Korean day (default today, at most 3 months back),
 * by sport and league, latest start first, 15 a page by default.
 */
export const FixtureResultQuery = z.object({
  sport_id: z.optional(Int32),
  /** A KST calendar day, YYYY-MM-DD. */
  date: z.optional(IsoDay),
  /** A league id. */
  league: z.optional(Int32),
  page: z.optional(Id),
  perpage: z.optional(int(1, 100)),
}); // kbet's own shape

/** A settled selection: its name ('1', 'X', 'Over' …), own line, the home-side line it is listed under, and its win flag. */
export const ResultSelection = z.object({
  name: z.string(),
  line: z.nullable(z.string()),
  baseLine: z.nullable(z.string()),
  settlement: SettlementFlag,
}); // kbet's own shape

/** One of the main markets of a result (1X2 or 12, Asian handicap, under/over) with every line's selections. */
export const ResultMarket = z.object({
  marketId: Int,
  name: z.string(),
  nameKorean: z.string(),
  selections: z.array(ResultSelection),
}); // kbet's own shape

// A result names its fixture as the listings do, with the final score in place of the livescore.
const {
  livescore: _livescore,
  marketCount: _marketCount,
  markets: _markets,
  ...fixtureNames
} = FixtureSummary.shape;

/**
 * A final fixture: LSports status (3 finished, 4 cancelled, 5 postponed, 7 abandoned) and how it ended,
 * the final score (sets won for set sports), every played period's score and the main markets' settlement.
 */
export const FixtureResult = z.object({
  ...fixtureNames,
  state: z.literal(RESULT_STATES),
  homeScore: Count,
  awayScore: Count,
  periods: z.array(FixturePeriodScore),
  markets: z.array(ResultMarket),
}); // kbet's own shape

export const FixtureResultPage = page(FixtureResult); // kbet's own shape

/** GET /sports-prematch/scoreboard (the /sportsboard page), optionally one sport. */
export const ScoreboardQuery = z.object({ sport_id: z.optional(Int32) }); // kbet's own shape

/**
 * The scoreboard (see scoreboardWindow): fixtures in play, upcoming ones of the rest of the Korean day (at
 * least the next 6 hours) and those that started in the last 12 hours and are over, with their livescore; the listings' fixture shape with marketCount (the
 * markets still open) but no markets.
 */
export const Scoreboard = z.object({ items: z.array(FixtureSummary) }); // kbet's own shape

export type FixtureResultQuery = z.infer<typeof FixtureResultQuery>;
export type ResultSelection = z.infer<typeof ResultSelection>;
export type ResultMarket = z.infer<typeof ResultMarket>;
export type FixtureResult = z.infer<typeof FixtureResult>;
export type FixtureResultPage = z.infer<typeof FixtureResultPage>;
export type ScoreboardQuery = z.infer<typeof ScoreboardQuery>;
export type Scoreboard = z.infer<typeof Scoreboard>;
