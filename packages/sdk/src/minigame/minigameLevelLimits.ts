import { MIN_BET } from '../constants/limits';
import { MAX_LEVEL } from '../constants/roles';

/** One member level's mini-game stake and prize limits, in whole won. */
export interface MinigameLevelLimits {
  readonly minBet: number;
  readonly maxBet: number;
  readonly maxWin: number;
}

/** The operator's mini-game limits (settings key minigameBetting): per level 1-5, and per member and round. */
export interface MinigameBettingLimits {
  readonly levels: Readonly<Record<string, MinigameLevelLimits>>;
  readonly roundMaxStake: number;
  readonly roundMaxWin: number;
}

/** What a member's bets on one round are held to. */
export interface MinigameLimits extends MinigameLevelLimits {
  readonly roundMaxStake: number;
  readonly roundMaxWin: number;
}

/**
 * The limits for a member's level (roles above MAX_LEVEL, staff, use its limits). With no setting stored every
 * maximum is 0: an unconfigured site refuses every mini-game bet rather than taking unlimited ones.
 * @example minigameLevelLimits(setting, 3).maxBet
 */
export function minigameLevelLimits(
  setting: MinigameBettingLimits | undefined,
  role: number,
): MinigameLimits {
  const level = String(Math.min(Math.max(role, 1), MAX_LEVEL));
  const limits = setting?.levels[level] ?? { minBet: MIN_BET, maxBet: 0, maxWin: 0 };
  return {
    minBet: limits.minBet,
    maxBet: limits.maxBet,
    maxWin: limits.maxWin,
    roundMaxStake: setting?.roundMaxStake ?? 0,
    roundMaxWin: setting?.roundMaxWin ?? 0,
  };
}
