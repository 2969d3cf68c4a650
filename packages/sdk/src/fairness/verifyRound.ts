import { drawMinigameRound } from '../minigame/drawMinigameRound';
import type { MinigameOutcome } from '../minigame/minigameFamilies';
import { verifyChainLink } from './hashChain';

/** What a member needs to check a round: the revealed seed, the commitment before it, the round and the salt. */
export interface VerifyRoundInput {
  readonly seed: string;
  /** The round's commitment: the previous round's revealed seed, or the chain's x[0] for round 1. */
  readonly previous: string;
  readonly roundNo: number;
  readonly salt: string;
}

export interface VerifyRoundResult {
  /** SHA-256(seed) equals the commitment published before betting opened. */
  readonly valid: boolean;
  /** The outcome the seed gives (shown even when invalid, so a mismatch can be inspected). */
  readonly outcome: MinigameOutcome;
}

/**
 * Verifies a round offline: the seed must hash to the commitment, and the outcome is recomputed from the seed
 * (never from the commitment). Pure: runs the same in the browser, the server and the CLI.
 * @example verifyRound('donghang', { seed, previous, roundNo: 1, salt }) // { valid: true, outcome: { … } }
 */
export function verifyRound(gameId: string, input: VerifyRoundInput): VerifyRoundResult {
  const outcome = drawMinigameRound({ gameId, seed: input.seed, roundNo: input.roundNo, salt: input.salt });
  return { valid: verifyChainLink(input.seed, input.previous), outcome };
}
