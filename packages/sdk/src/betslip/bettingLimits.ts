import { BET_SETTING_UNIT, MAX_EVENT_BET } from '../constants/limits';
import type { SlipStyle } from '../constants/slipStyles';
import type { BettingSettings } from '../schemas/settings';
import { limitLevel } from '../session/limitLevel';

/** A role's largest stake and largest expected win for one slip style, in won. */
export interface BettingLimits {
  readonly maxBet: number;
  readonly maxWin: number;
}

/**
 * The role's max bet and max winnings for a slip style (spec §3, §6, §9): the settings are units of 10,000 won
 * per level (role <= 1 uses 1, >= 5 uses 5); Korean folders read the Kr keys, European and event folders the
 * Eu keys, and an event slip is capped at the event maximum.
 * @example bettingLimits(settings, 3, 'KR') // { maxBet: 3_000_000, maxWin: 30_000_000 }
 */
export function bettingLimits(settings: BettingSettings, role: number, style: SlipStyle): BettingLimits {
  const level = limitLevel(role) as 1 | 2 | 3 | 4 | 5;
  const prefix = style === 'KR' ? 'Kr' : 'Eu';
  const maxBet = settings[`sports${prefix}AmountRole${level}`] * BET_SETTING_UNIT;
  return {
    maxBet: style === 'EV' ? Math.min(maxBet, MAX_EVENT_BET) : maxBet,
    maxWin: settings[`sports${prefix}MaxPrizeAmountRole${level}`] * BET_SETTING_UNIT,
  };
}
