import type { MinigameEvent } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useMinigameRoundEvent } from './useMinigameRoundEvent';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useMinigameRound(gameId), for a server render to start ahead. */
export const minigameRoundRead = (gameId: string): ResourceRead<MinigameEvent[]> => ({
  key: `minigame:events:${gameId}`,
  fetch: (client, signal) => client.games.minigame.events(gameId, { signal }),
});

/**
 * A mini-game's running round (open or closed) with its odds rows (GET minigame/events; empty between rounds),
 * re-read when the live push reports a round of the game. A null id turns it off.
 * @example const running = useMinigameRound('donghang').data?.[0];
 */
export function useMinigameRound(gameId: string | null): ResourceView<MinigameEvent[]> {
  const round = useRead(gameId === null ? null : minigameRoundRead(gameId));
  useMinigameRoundEvent(gameId, () => void round.refresh());
  return round;
}
