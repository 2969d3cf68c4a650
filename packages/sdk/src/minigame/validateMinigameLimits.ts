import { MIN_BET } from '../constants/limits';
import { fail, ok, type ValidationResult } from '../core/result';
import { formatWon } from '../validation/formatWon';
import type { MinigameBettingLimits } from './minigameLevelLimits';
import { MINIGAME_MESSAGES } from './minigameMessages';

/**
 * The mini-game limits staff store (a whole document, after merging a change): every level's minimum bet at least
 * the site's MIN_BET (MINIGAME_LIMIT_MIN_BET) and no more than its maximum bet (MINIGAME_LIMIT_MIN_OVER_MAX);
 * `field` names the offending level ('levels.3.minBet').
 * @example validateMinigameLimits(next).ok
 */
export function validateMinigameLimits(
  limits: MinigameBettingLimits,
): ValidationResult<MinigameBettingLimits> {
  for (const [level, row] of Object.entries(limits.levels)) {
    const field = `levels.${level}.minBet`;
    if (row.minBet < MIN_BET) {
      return fail('MINIGAME_LIMIT_MIN_BET', `최소 베팅금액은 ${formatWon(MIN_BET)}원 이상이어야 합니다.`, {
        field,
      });
    }
    if (row.minBet > row.maxBet) {
      return fail('MINIGAME_LIMIT_MIN_OVER_MAX', MINIGAME_MESSAGES.MINIGAME_LIMIT_MIN_OVER_MAX, { field });
    }
  }
  return ok(limits);
}
