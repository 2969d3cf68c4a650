import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/createSql';
import type { GroupCommit } from '../db/groupCommit';
import type { SingleLegBetPlaced, SingleLegOutcome } from '../domain/betting/placeSingleLegBet';
import { currentMember } from '../plugins/auth';
import { idempotencyClaim, replayStored, sendOutcome, withIdempotency } from '../plugins/idempotency';
import type { MemberRow } from '../repositories';

/** What every one-leg placement takes from the request and the app: the member, the claim, the clock's now. */
export interface SingleLegRequestContext {
  sql: Sql;
  groupCommit: GroupCommit;
  member: MemberRow;
  key: string;
  requestHash: string;
  ipAddress: string | null;
  now: Date;
}

/**
 * Answers a one-leg game bet (POST /minigame/betting, /virtureGame/betting) from its placement: the placed bet,
 * the stored answer of its Idempotency-Key (or 422 for another request under it), or its refusal. A refusal
 * thrown before the statement (unknown market, the level's limits) first looks for the key's stored answer, so a
 * retry of a bet placed earlier still gets it.
 * @example return replySingleLegBet(request, reply, (context) => placeMinigameBet({ ...context, request: request.body, round, setting }));
 */
export async function replySingleLegBet(
  request: FastifyRequest,
  reply: FastifyReply,
  place: (context: SingleLegRequestContext) => Promise<SingleLegOutcome>,
): Promise<SingleLegBetPlaced> {
  const claim = idempotencyClaim(request);
  const { sql, groupCommit, clock } = request.server;
  let outcome: SingleLegOutcome;
  try {
    outcome = await place({
      sql,
      groupCommit,
      member: currentMember(request),
      key: claim.key,
      requestHash: claim.hash,
      ipAddress: request.ip,
      now: clock.now(),
    });
  } catch (refused) {
    return withIdempotency<SingleLegBetPlaced>(request, reply, async () => {
      throw refused;
    });
  }
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'stored') return sendOutcome(reply, replayStored<SingleLegBetPlaced>(claim, outcome));
  return outcome.placed;
}
