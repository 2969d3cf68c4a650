import type { RollingConditions } from '../constants/depositBonus';
import type { Product } from '../constants/products';
import { parseDecimal, tryParseDecimal } from '../odds/decimal';
import { compareDecimals } from '../validation/compareDecimals';

/** A stake as the rolling rules read it: its product and the odds of each of its folders. */
export interface Turnover {
  readonly product: Product;
  /** Every folder's odds, the bonus item left out. */
  readonly folderOdds: readonly (string | number)[];
}

/**
 * Whether a stake counts toward a bonus's rolling requirement: its product is one of the bonus's, it has
 * at least the folders the bonus asks, and every folder's odds reach the bonus's minimum (a price that is not
 * an exact decimal never does).
 * @example countsTowardRolling({ products: ['sports'], minFolders: 3, minOdds: '1.3' }, { product: 'sports', folderOdds: ['1.5', '1.3', '2'] }) // true
 */
export function countsTowardRolling(conditions: RollingConditions, turnover: Turnover): boolean {
  if (conditions.products.length > 0 && !conditions.products.includes(turnover.product)) return false;
  if (conditions.minFolders !== null && turnover.folderOdds.length < conditions.minFolders) return false;
  if (conditions.minOdds === null) return true;
  const min = parseDecimal(conditions.minOdds);
  return turnover.folderOdds.every((odds) => {
    const price = tryParseDecimal(odds);
    return price !== null && compareDecimals(price, min) >= 0;
  });
}
