import { createDrawStream, type DrawStreamParams } from '../fairness/createDrawStream';
import { InvalidDrawInputError } from '../fairness/invalidDrawInputError';
import { type MinigameOutcome, minigameFamily } from './minigameFamilies';
import { findMinigameGame } from './minigameGames';

/**
 * A round's outcome from its revealed seed: the game's family draws from the round's byte stream.
 * @example drawMinigameRound({ gameId: 'donghang', roundNo: 1, seed, salt }) // { family: 'powerball', … }
 */
export function drawMinigameRound(params: DrawStreamParams): MinigameOutcome {
  const game = findMinigameGame(params.gameId);
  if (!game) throw new InvalidDrawInputError('gameId', 'unknown game');
  return minigameFamily(game.family).draw(createDrawStream(params));
}
