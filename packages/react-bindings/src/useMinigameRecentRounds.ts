import type { MinigameRound } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMinigameRoundEvent } from './useMinigameRoundEvent';
import { type ResourceView, useResource } from './useResource';

/**
 * A mini-game's recent rounds, newest first, with commitments and revealed seeds for verifyRound
 * (GET /minigame/rounds), re-read when the live push reports a round of the game. A null id turns it off.
 * @example const rounds = useMinigameRecentRounds('speed-kino').data ?? [];
 */
export function useMinigameRecentRounds(gameId: string | null): ResourceView<MinigameRound[]> {
  const client = useKbetClient();
  const rounds = useResource(gameId === null ? null : `minigame:rounds:${gameId}`, (signal) =>
    client.minigame.rounds(gameId ?? '', { signal }),
  );
  useMinigameRoundEvent(gameId, () => void rounds.refresh());
  return rounds;
}
