import { findMinigameGame, type MinigameGame } from '@kbet/sdk';
import { minigameErrors } from './minigameErrors';

/**
 * The game of the SDK's registry with this id; an unknown one is refused (MINIGAME_UNKNOWN_GAME, 404).
 * @example const game = requireMinigameGame(request.params.gameId);
 */
export function requireMinigameGame(gameId: string): MinigameGame {
  const game = findMinigameGame(gameId);
  if (!game) throw minigameErrors.unknownGame();
  return game;
}
