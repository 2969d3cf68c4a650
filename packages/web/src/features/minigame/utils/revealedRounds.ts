import type { MinigameRound } from '@kbet/sdk';
import { type RevealedRound, revealRound } from './revealRound';

export interface DrawnRound extends RevealedRound {
  readonly id: number;
  readonly round: number;
  readonly source: MinigameRound;
}

/**
 * Each list of rounds as already revealed, by the list the store holds: the page's draw and its history read the
 * same list, and a re-render (the one-second countdown) would otherwise hash every round's seed again.
 */
const revealed = new WeakMap<readonly MinigameRound[], { gameId: string; drawn: DrawnRound[] }>();

/**
 * The rounds whose seed is out, each with its outcome recomputed in the browser and its proof's verdict, in the
 * order given (the API's newest first).
 * @example revealedRounds('donghang', recent.data ?? [])[0]?.outcome
 */
export function revealedRounds(gameId: string, rounds: readonly MinigameRound[]): DrawnRound[] {
  const cached = revealed.get(rounds);
  if (cached?.gameId === gameId) return cached.drawn;
  const drawn = rounds.flatMap((source) => {
    const round = revealRound(gameId, source);
    return round ? [{ ...round, id: source.id, round: source.round, source }] : [];
  });
  revealed.set(rounds, { gameId, drawn });
  return drawn;
}
