import { verifyChainLink } from '../fairness/hashChain';
import type { VerifyRoundInput } from '../fairness/verifyRound';
import { drawVirtualRound, type VirtualDrawnEvent } from './drawVirtualRound';

export interface VerifyVirtualRoundResult {
  /** SHA-256(seed) equals the commitment published before betting opened. */
  readonly valid: boolean;
  /** The results and timelines the seed gives (shown even when invalid, so a mismatch can be inspected). */
  readonly events: readonly VirtualDrawnEvent[];
}

/**
 * Verifies a virtual round offline, as verifyRound does a mini-game round: the seed must hash to the
 * commitment, and every result and timeline is recomputed from the seed. Pure.
 * @example verifyVirtualRound('soccer/premierships', { seed, previous, roundNo: 1, salt }).valid // true
 */
export function verifyVirtualRound(leagueId: string, input: VerifyRoundInput): VerifyVirtualRoundResult {
  const events = drawVirtualRound({ leagueId, seed: input.seed, roundNo: input.roundNo, salt: input.salt });
  return { valid: verifyChainLink(input.seed, input.previous), events };
}
