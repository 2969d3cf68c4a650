import { formatScaled } from './decimal';
import { legFactor, type OddsLeg, productHundredths } from './legFactor';

/**
 * Real odds in hundredths: the exact product of the legs' settlement factors floored to 2 decimals.
 * @example realOddsHundredths([{ odds: '1.9', winFlag: 4 }]) // 50n
 */
export const realOddsHundredths = (legs: readonly OddsLeg[]): bigint =>
  productHundredths(legs.map(legFactor));

/**
 * A slip's real odds by its legs' win flags (half won = (1 + odds) / 2, half lost = 1/2), floored to 2 decimals.
 * @example realOdds([{ odds: '1.9', winFlag: 2 }, { odds: '2.5', winFlag: 3 }]) // '1.90'
 */
export const realOdds = (legs: readonly OddsLeg[]): string => formatScaled(realOddsHundredths(legs), 2);
