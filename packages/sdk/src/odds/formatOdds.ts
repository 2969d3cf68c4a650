import { formatScaled, parseDecimal, toScaled } from './decimal';

/**
 * Odds for display, floored (never rounded) to 2 or 3 decimals.
 * @example formatOdds('1.959', 2) // '1.95'
 */
export const formatOdds = (odds: string | number, decimals: 2 | 3): string =>
  formatScaled(toScaled(parseDecimal(odds), decimals), decimals);
