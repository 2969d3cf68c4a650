import { MAX_LEVEL, MIN_LEVEL } from '../constants/roles';

/**
 * The level whose max bet and max winnings settings apply to a role (spec §6): <= 1 uses 1, >= 5 uses 5.
 * Fractions round down and a non-number role gets the most restrictive level, 1.
 * @example limitLevel(10) // 5
 */
export function limitLevel(role: number): number {
  if (!(role > MIN_LEVEL)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.floor(role));
}
