import type { MinigameRound } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useMinigameRoundEvent } from './useMinigameRoundEvent';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useMinigameRecentRounds(gameId), for a server render to start ahead. */
export const minigameRecentRoundsRead = (gameId: string): ResourceRead<MinigameRound[]> => ({
  key: `minigame:rounds:${gameId}`,
  fetch: (client, signal) => client.minigame.rounds(gameId, { signal }),
});

/**
 * A mini-game's recent rounds, newest first, with commitments and revealed seeds for verifyRound
 * (GET /minigame/rounds), re-read when the live push reports a round of the game. A null id turns it off.
 * @example const rounds = useMinigameRecentRounds('speed-kino').data ?? [];
 */
export function useMinigameRecentRounds(gameId: string | null): ResourceView<MinigameRound[]> {
  const rounds = useRead(gameId === null ? null : minigameRecentRoundsRead(gameId));
  useMinigameRoundEvent(gameId, () => void rounds.refresh());
  return rounds;
}
