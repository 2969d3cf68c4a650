import { useKbetClient, useResource } from '@kbet/react';

/**
 * Whether the game is under maintenance (GET settingMinigame/{id}, spec §7), read when its page opens; a failed
 * check alerts through the provider's error handler (spec §8) and leaves the page open.
 * @example if (useMinigameMaintenance(game.id)) return <EmptyState title={MINIGAME_MESSAGES.MINIGAME_MAINTENANCE} />;
 */
export function useMinigameMaintenance(gameId: string): boolean {
  const client = useKbetClient();
  const setting = useResource(`minigame:setting:${gameId}`, (signal) =>
    client.games.minigame.setting(gameId, { signal }),
  );
  return setting.data?.maintenanceFlag === 1;
}
