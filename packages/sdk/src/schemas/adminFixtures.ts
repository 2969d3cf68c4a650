import * as z from 'zod/mini';
import { StaffReason } from './admin';
import { SettlementFlag } from './betting';
import { Count, Id, Int, IsoDateTime, int, nonEmpty, Odds, Text } from './common';

// Staff results of the odds feed's fixtures (/admin-api/fixtures): kbet's own shapes, read by `kbet fixtures`.

/** GET /admin-api/fixtures: status is the LSports fixture status (1 NSY … 9); q part of a team or league name. */
export const AdminFixtureQuery = z.object({ status: z.optional(int(1, 9)), q: z.optional(Text) }); // kbet's own shape

/** A fixture with the slips on it (waitingSlips: not yet settled). */
export const AdminFixture = z.object({
  id: Id,
  sportId: Int,
  sportName: z.string(),
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  startDate: IsoDateTime,
  status: Int,
  homeScore: Count,
  awayScore: Count,
  slips: Count,
  waitingSlips: Count,
}); // kbet's own shape

/** One period's score: 10/20 halves, 1-n quarters, innings or sets, 40 overtime, 50 penalties. */
export const FixturePeriodScore = z.object({ period: int(1, 79), homeScore: Count, awayScore: Count }); // kbet's own shape

/** A selection of a fixture's market with its feed status (1 open, 2 suspended, 3 settled) and leg win flag. */
export const AdminFixtureOdds = z.object({
  id: Text,
  name: z.string(),
  line: z.nullable(z.string()),
  price: Odds,
  status: Int,
  settlement: SettlementFlag,
  version: Int,
}); // kbet's own shape

export const AdminFixtureMarket = z.object({
  marketId: Int,
  name: z.string(),
  nameKorean: z.string(),
  period: Int,
  voided: z.boolean(),
  odds: z.array(AdminFixtureOdds),
}); // kbet's own shape

/** GET /admin-api/fixtures/{id}: the fixture, its period scores and its markets. */
export const AdminFixtureDetail = z.object({
  ...AdminFixture.shape,
  periods: z.array(FixturePeriodScore),
  markets: z.array(AdminFixtureMarket),
}); // kbet's own shape

/** POST /admin-api/fixtures/{id}/result and /resettle: every played period's score, and why. */
/**
 * A staff result. `force` confirms a final result for a fixture that has not started yet or that the feed still
 * has in play (refused with FIXTURE_RESULT_UNCONFIRMED otherwise); the forced entry is audited as such.
 */
export const FixtureResultRequest = z.object({
  periods: nonEmpty(FixturePeriodScore),
  reason: StaffReason,
  force: z.optional(z.boolean()),
}); // kbet's own shape

/** What a result, void or re-settlement did: the fixture after it and how many slips each outcome had. */
export const FixtureSettlementResult = z.object({
  fixture: AdminFixture,
  settled: Count,
  resettled: Count,
  unsettled: Count,
  unchanged: Count,
}); // kbet's own shape

export type AdminFixtureQuery = z.infer<typeof AdminFixtureQuery>;
export type AdminFixture = z.infer<typeof AdminFixture>;
export type FixturePeriodScore = z.infer<typeof FixturePeriodScore>;
export type AdminFixtureOdds = z.infer<typeof AdminFixtureOdds>;
export type AdminFixtureMarket = z.infer<typeof AdminFixtureMarket>;
export type AdminFixtureDetail = z.infer<typeof AdminFixtureDetail>;
export type FixtureResultRequest = z.infer<typeof FixtureResultRequest>;
export type FixtureSettlementResult = z.infer<typeof FixtureSettlementResult>;
