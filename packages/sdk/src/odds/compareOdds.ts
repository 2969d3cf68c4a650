import { compareDecimals } from '../validation/compareDecimals';
import { parseDecimal } from './decimal';

/**
 * Compares two odds exactly, as a sort comparator: -1, 0 or 1 (e.g. whether a price went up or down).
 * @example compareOdds('1.95', 1.9) // 1
 */
export const compareOdds = (a: string | number, b: string | number): number =>
  compareDecimals(parseDecimal(a), parseDecimal(b));
