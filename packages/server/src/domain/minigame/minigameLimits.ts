import { MAX_LEVEL, MIN_BET } from '@kbet/sdk';

/** One member level's stake and prize limits, in whole won. */
export interface MinigameLevelLimits {
  minBet: number;
  maxBet: number;
  maxWin: number;
}

/** The operator's mini-game limits (settings key minigameBetting): per level 1-5, and per member and round. */
export interface MinigameBettingSetting {
  levels: Record<string, MinigameLevelLimits>;
  roundMaxStake: number;
  roundMaxWin: number;
}

/** What a member's bets on one round are held to. */
export interface MinigameLimits extends MinigameLevelLimits {
  roundMaxStake: number;
  roundMaxWin: number;
}

/**
 * The limits for a member's level (roles above MAX_LEVEL, staff, use its limits). With no setting stored every maximum is 0: an unconfigured site refuses
 * every mini-game bet rather than taking unlimited ones.
 * @example minigameLimits(setting, 3).maxBet
 */
export function minigameLimits(setting: MinigameBettingSetting | undefined, role: number): MinigameLimits {
  const level = String(Math.min(Math.max(role, 1), MAX_LEVEL));
  const limits = setting?.levels[level] ?? { minBet: MIN_BET, maxBet: 0, maxWin: 0 };
  return { ...limits, roundMaxStake: setting?.roundMaxStake ?? 0, roundMaxWin: setting?.roundMaxWin ?? 0 };
}
