import type { MinigameEvent } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMinigameRoundEvent } from './useMinigameRoundEvent';
import { type ResourceView, useResource } from './useResource';

/**
 * A mini-game's running round (open or closed) with its odds rows (GET minigame/events; empty between rounds),
 * re-read when the live push reports a round of the game. A null id turns it off.
 * @example const running = useMinigameRound('donghang').data?.[0];
 */
export function useMinigameRound(gameId: string | null): ResourceView<MinigameEvent[]> {
  const client = useKbetClient();
  const round = useResource(gameId === null ? null : `minigame:events:${gameId}`, (signal) =>
    client.games.minigame.events(gameId ?? '', { signal }),
  );
  useMinigameRoundEvent(gameId, () => void round.refresh());
  return round;
}
