import { formatScaled } from './decimal';
import { legOdds, type OddsLeg, productHundredths } from './legFactor';

/**
 * Total odds in hundredths: the exact product of all legs' odds floored to 2 decimals.
 * @example totalOddsHundredths([{ odds: '1.955' }, { odds: 2 }]) // 391n
 */
export const totalOddsHundredths = (legs: readonly OddsLeg[]): bigint => productHundredths(legs.map(legOdds));

/**
 * A slip's total odds (the spec's expected odds and the bet request's totalRatio): exact product floored to 2 decimals.
 * @example totalOdds([{ odds: '1.955' }, { odds: 2.1 }]) // '4.10'
 */
export const totalOdds = (legs: readonly OddsLeg[]): string => formatScaled(totalOddsHundredths(legs), 2);
