import * as z from 'zod/mini';
import { Id, Int, IsoDateTime, IsoDay, str, Text, Won } from './common';
import { VirtualGame } from './games';

/** POST /virtureGame/betting: one stake on one market of an open event (Idempotency-Key required). */
export const VirtualBetRequest = z.object({
  fixtureId: Id,
  /** The catalogue id ('1x2:home', 'tricast:3-1-5'): the end of the odds row's id. */
  marketId: str(1, 64),
  amount: Won,
});

/** The accepted bet: its slip id, the wallet after the stake and the round's commitment it was placed on. */
export const VirtualBetPlaced = z.object({ id: Id, emoney: Won, commitment: Text });

const Name = z.object({ ko: z.string(), en: z.string() });

/**
 * One event of GET /virtureGame (a match, or a race with its runners): the spec's game row plus the round's
 * schedule and fairness data; status 1 open, 2 closed, 3 playing, 4 settled, 5 void.
 */
export const VirtualFixture = z.object({
  ...VirtualGame.shape,
  roundId: Id,
  /** The round's chain position: verifyVirtualRound's roundNo and the card's round number. */
  roundNo: Id,
  position: Int,
  closeAt: IsoDateTime,
  endAt: IsoDateTime,
  homeName: z.nullable(Name),
  awayName: z.nullable(Name),
  runners: z.array(Name),
  commitment: Text,
  /** Revealed when the result is final. */
  seed: z.nullable(z.string()),
  salt: Text,
  /** The drawn result and replay timeline, from the start of play on; null before. */
  result: z.nullable(z.unknown()),
  timeline: z.nullable(z.unknown()),
}); // kbet's own shape

export type VirtualBetRequest = z.infer<typeof VirtualBetRequest>;
export type VirtualBetPlaced = z.infer<typeof VirtualBetPlaced>;
export type VirtualFixture = z.infer<typeof VirtualFixture>;

/** A round with its events: the results page's row (GET /virtureGame/results) and the staff view. */
export const VirtualRound = z.object({
  id: Id,
  leagueId: Text,
  roundNo: Id,
  /** open, closed, playing, settled or void. */
  status: Text,
  closeAt: IsoDateTime,
  startAt: IsoDateTime,
  endAt: IsoDateTime,
  commitment: Text,
  seed: z.nullable(z.string()),
  salt: Text,
  events: z.array(VirtualFixture),
}); // kbet's own shape

/** GET /virtureGame/results?league&day: a league's finished rounds of one KST day (the last three weeks). */
export const VirtualResultsQuery = z.object({
  league: str(1, 64),
  day: z.optional(IsoDay),
}); // kbet's own shape

export type VirtualRound = z.infer<typeof VirtualRound>;
export type VirtualResultsQuery = z.infer<typeof VirtualResultsQuery>;
