import type { MinigameRound } from '@kbet/sdk';
import { type RevealedRound, revealRound } from './revealRound';

export interface DrawnRound extends RevealedRound {
  readonly id: number;
  readonly round: number;
  readonly source: MinigameRound;
}

/**
 * The rounds whose seed is out, each with its outcome recomputed in the browser and its proof's verdict, in the
 * order given (the API's newest first).
 * @example revealedRounds('donghang', recent.data ?? [])[0]?.outcome
 */
export const revealedRounds = (gameId: string, rounds: readonly MinigameRound[]): DrawnRound[] =>
  rounds.flatMap((source) => {
    const revealed = revealRound(gameId, source);
    return revealed ? [{ ...revealed, id: source.id, round: source.round, source }] : [];
  });
