import type { MinigameEvent, MinigameRound } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useKbetEvent } from './useKbetEvent';
import { type ResourceView, useResource } from './useResource';

export interface MinigameRoundsView {
  /** The game's running round (open or closed) with its odds rows (GET minigame/events); none between rounds. */
  readonly current: ResourceView<MinigameEvent[]>;
  /** The game's recent rounds, newest first, with commitments and revealed seeds (GET /minigame/rounds). */
  readonly recent: ResourceView<MinigameRound[]>;
}

/**
 * A mini-game's running round and its recent rounds, both re-read when the live push reports a round of this
 * game opening, closing, drawn, settled or voided (the `minigameRound` event). A null id turns both off.
 * @example const { current, recent } = useMinigameRounds('donghang');
 */
export function useMinigameRounds(gameId: string | null): MinigameRoundsView {
  const client = useKbetClient();
  const current = useResource(gameId === null ? null : `minigame:events:${gameId}`, (signal) =>
    client.games.minigame.events(gameId ?? '', { signal }),
  );
  const recent = useResource(gameId === null ? null : `minigame:rounds:${gameId}`, (signal) =>
    client.minigame.rounds(gameId ?? '', { signal }),
  );
  useKbetEvent('live:event', (event) => {
    if (event.type !== 'minigameRound' || event.data.gameId !== gameId) return;
    void current.refresh();
    void recent.refresh();
  });
  return { current, recent };
}
