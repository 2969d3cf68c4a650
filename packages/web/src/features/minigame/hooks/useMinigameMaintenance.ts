import { type ResourceRead, useKbetClient, useResource } from '@kbet/react';
import type { MinigameSetting } from '@kbet/sdk';

/** The read behind useMinigameMaintenance(gameId), for a server render to start ahead. */
export const minigameMaintenanceRead = (gameId: string): ResourceRead<MinigameSetting> => ({
  key: `minigame:setting:${gameId}`,
  fetch: (client, signal) => client.games.minigame.setting(gameId, { signal }),
});

/**
 * Whether the game is under maintenance (GET settingMinigame/{id}, spec §7), read when its page opens; a failed
 * check alerts through the provider's error handler (spec §8) and leaves the page open.
 * @example if (useMinigameMaintenance(game.id)) return <EmptyState title={MINIGAME_MESSAGES.MINIGAME_MAINTENANCE} />;
 */
export function useMinigameMaintenance(gameId: string): boolean {
  const client = useKbetClient();
  const read = minigameMaintenanceRead(gameId);
  const setting = useResource(read.key, (signal) => read.fetch(client, signal));
  return setting.data?.maintenanceFlag === 1;
}
