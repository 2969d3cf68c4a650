import { useKbetClient, useMemberResource } from '@kbet/react';
import type { MinigameLevelLimits } from '@kbet/sdk';

/**
 * The signed-in member's stake and prize limits for a game, at their level (GET /settingMinigameBetting, spec §7);
 * undefined for a guest or until they load.
 * @example const limits = useMinigameLimits(game.id); // { minBet: 5000, maxBet: 1000000, maxWin: 5000000 }
 */
export function useMinigameLimits(gameId: string): MinigameLevelLimits | undefined {
  const client = useKbetClient();
  const limits = useMemberResource('minigameLimits', (_memberId, signal) =>
    client.games.minigame.bettingSettings({ signal }),
  );
  const game = limits.data?.find((row) => row.gameId === gameId);
  return game && { minBet: game.minBetAmount, maxBet: game.maxBetAmount, maxWin: game.maxPrizeAmount };
}
