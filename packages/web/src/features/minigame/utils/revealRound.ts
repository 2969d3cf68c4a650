import { isInvalidDrawInputError, type MinigameOutcome, verifyRound } from '@kbet/sdk';

/** What a round publishes for its proof: the commitment before betting, and the seed once drawn. */
export interface ProvableRound {
  readonly commitment: string;
  /** Revealed after the draw; null before. */
  readonly seed: string | null;
  readonly salt: string;
  /** The seed's place in its chain: the draw's round number. */
  readonly chainIndex: number;
}

export interface RevealedRound {
  /** SHA-256(seed) is the commitment published before betting opened. */
  readonly valid: boolean;
  readonly outcome: MinigameOutcome;
}

/**
 * A round's outcome recomputed in the browser from its revealed seed, and whether the seed matches the
 * commitment (the SDK's verifyRound); null while the seed is still secret or when it is malformed.
 * @example revealRound('donghang', round)?.valid // true
 */
export function revealRound(gameId: string, round: ProvableRound): RevealedRound | null {
  if (round.seed === null) return null;
  try {
    return verifyRound(gameId, {
      seed: round.seed,
      previous: round.commitment,
      roundNo: round.chainIndex,
      salt: round.salt,
    });
  } catch (error) {
    // A seed or salt that is not 32-byte hex cannot be drawn from: the round shows as unverifiable.
    if (isInvalidDrawInputError(error)) return null;
    throw error;
  }
}
