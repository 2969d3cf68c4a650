import { fail, ok, type ValidationResult } from '../core/result';
import { expectedWin } from '../odds/expectedWin';
import type { MinigameLevelLimits } from './minigameLevelLimits';
import { MINIGAME_MESSAGES } from './minigameMessages';

/**
 * One mini-game stake against the member's level limits, the rule the server places by and the cart checks
 * before sending: at least minBet (MINIGAME_BELOW_MIN), at most maxBet (MINIGAME_OVER_MAX), and its payout at the
 * round's odds, floored as settlement pays it, at most maxWin (MINIGAME_OVER_MAX_WIN). The value is that payout.
 * @example checkMinigameStake(10_000, '1.90', { minBet: 5_000, maxBet: 1_000_000, maxWin: 5_000_000 }) // { ok: true, value: 19000 }
 */
export function checkMinigameStake(
  amount: number,
  odds: string,
  limits: MinigameLevelLimits,
): ValidationResult<number> {
  if (amount < limits.minBet) return fail('MINIGAME_BELOW_MIN', MINIGAME_MESSAGES.MINIGAME_BELOW_MIN);
  if (amount > limits.maxBet) return fail('MINIGAME_OVER_MAX', MINIGAME_MESSAGES.MINIGAME_OVER_MAX);
  const win = expectedWin(amount, [{ odds }]);
  if (win > limits.maxWin) return fail('MINIGAME_OVER_MAX_WIN', MINIGAME_MESSAGES.MINIGAME_OVER_MAX_WIN);
  return ok(win);
}
