import { fail, ok, type ValidationResult } from '../core/result';
import type { MinigameGame } from './minigameGames';

/**
 * How many seconds before a round's draw its betting closes: the default, and the fewest staff may set (a member
 * needs a moment to see the close coming). The most is a third of the game's round, so a round always takes bets
 * for at least two thirds of its length.
 */
export const MINIGAME_CLOSE_SECONDS = { default: 10, min: 3 } as const;

/**
 * The close seconds staff may set for a game of this round length.
 * @example minigameCloseSecondsRange(30) // { min: 3, max: 10 }
 */
export const minigameCloseSecondsRange = (roundSeconds: number): { min: number; max: number } => ({
  min: MINIGAME_CLOSE_SECONDS.min,
  max: Math.max(MINIGAME_CLOSE_SECONDS.min, Math.floor(roundSeconds / 3)),
});

/** The refusal of a close time outside the game's range. */
export const closeSecondsRangeMessage = (min: number, max: number): string =>
  `베팅 마감 시간은 ${min}초에서 ${max}초 사이로 설정해 주세요.`;

/**
 * A staff close time for a game: a whole number of seconds within {@link minigameCloseSecondsRange}
 * (MINIGAME_CLOSE_SECONDS_RANGE otherwise).
 * @example validateMinigameCloseSeconds(game, 15) // { ok: true, value: 15 } for a 60 s game
 */
export function validateMinigameCloseSeconds(game: MinigameGame, seconds: number): ValidationResult<number> {
  const { min, max } = minigameCloseSecondsRange(game.roundSeconds);
  if (!Number.isSafeInteger(seconds) || seconds < min || seconds > max) {
    return fail('MINIGAME_CLOSE_SECONDS_RANGE', closeSecondsRangeMessage(min, max), {
      field: 'closeSeconds',
    });
  }
  return ok(seconds);
}
