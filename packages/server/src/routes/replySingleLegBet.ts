import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SingleLegBetPlaced, SingleLegOutcome } from '../domain/betting/placeSingleLegBet';
import {
  type IdempotencyClaim,
  idempotencyClaim,
  replayStored,
  sendOutcome,
  withIdempotency,
} from '../plugins/idempotency';

/**
 * Answers a one-leg game bet (POST /minigame/betting, /virtureGame/betting) from its placement: the placed bet,
 * the stored answer of its Idempotency-Key (or 422 for another request under it), or its refusal. A refusal
 * thrown before the statement (unknown market, the level's limits) first looks for the key's stored answer, so a
 * retry of a bet placed earlier still gets it.
 * @example return replySingleLegBet(request, reply, (claim) => placeMinigameBet({ ...params, key: claim.key, requestHash: claim.hash }));
 */
export async function replySingleLegBet(
  request: FastifyRequest,
  reply: FastifyReply,
  place: (claim: IdempotencyClaim) => Promise<SingleLegOutcome>,
): Promise<SingleLegBetPlaced> {
  const claim = idempotencyClaim(request);
  let outcome: SingleLegOutcome;
  try {
    outcome = await place(claim);
  } catch (refused) {
    return withIdempotency<SingleLegBetPlaced>(request, reply, async () => {
      throw refused;
    });
  }
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'stored') return sendOutcome(reply, replayStored<SingleLegBetPlaced>(claim, outcome));
  return outcome.placed;
}
