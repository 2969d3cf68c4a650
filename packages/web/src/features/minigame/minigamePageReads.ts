import { minigameRecentRoundsRead, minigameRoundRead, type ResourceRead } from '@kbet/react';
import { minigameMaintenanceRead } from './hooks/useMinigameMaintenance';

/**
 * What a mini-game's page reads (MinigamePage), for a server render to start together before it renders: the
 * running round, the recent rounds and the maintenance flag. A read missing here is still made, one render later.
 * @example minigamePageReads('donghang').map((read) => read.key)
 */
export const minigamePageReads = (gameId: string): readonly ResourceRead<unknown>[] => [
  minigameRoundRead(gameId),
  minigameRecentRoundsRead(gameId),
  minigameMaintenanceRead(gameId),
];
