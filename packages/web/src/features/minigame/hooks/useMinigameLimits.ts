import { type ResourceRead, useKbetClient, useMemberResource } from '@kbet/react';
import { type MinigameBettingSetting, type MinigameLevelLimits, memberResourceKey } from '@kbet/sdk';

const KEY = 'minigameLimits';

/** The read behind useMinigameLimits for the member `memberId`, for a server render to start ahead. */
export const minigameLimitsRead = (memberId: number): ResourceRead<MinigameBettingSetting[]> => ({
  key: memberResourceKey(memberId, KEY),
  fetch: (client, signal) => client.games.minigame.bettingSettings({ signal }),
});

/**
 * The signed-in member's stake and prize limits for a game, at their level (GET /settingMinigameBetting, spec §7);
 * undefined for a guest or until they load.
 * @example const limits = useMinigameLimits(game.id); // { minBet: 5000, maxBet: 1000000, maxWin: 5000000 }
 */
export function useMinigameLimits(gameId: string): MinigameLevelLimits | undefined {
  const client = useKbetClient();
  const limits = useMemberResource(KEY, (memberId, signal) =>
    minigameLimitsRead(memberId).fetch(client, signal),
  );
  const game = limits.data?.find((row) => row.gameId === gameId);
  return game && { minBet: game.minBetAmount, maxBet: game.maxBetAmount, maxWin: game.maxPrizeAmount };
}
