export type { Decimal } from './decimal';
export { formatScaled, ODDS_MAX_SCALE, parseDecimal, toScaled, tryParseDecimal } from './decimal';
export { expectedWin, settlementPayout, winForHundredths } from './expectedWin';
export { formatOdds } from './formatOdds';
export { InvalidDecimalError, isInvalidDecimalError } from './invalidDecimalError';
export type { Fraction, OddsLeg } from './legFactor';
export { legFactor, legOdds, productHundredths } from './legFactor';
export { realOdds, realOddsHundredths } from './realOdds';
export { totalOdds, totalOddsHundredths } from './totalOdds';
