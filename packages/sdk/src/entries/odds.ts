// @kbet/sdk/odds: exact decimal odds math (totals, expected and settled payouts, floored won).
// Also re-exported by the root entry, `@kbet/sdk`.

export { compareOdds } from '../odds/compareOdds';
export type { Decimal } from '../odds/decimal';
export { formatScaled, ODDS_MAX_SCALE, parseDecimal, tryParseDecimal } from '../odds/decimal';
export { expectedWin, settlementPayout } from '../odds/expectedWin';
export { formatOdds } from '../odds/formatOdds';
export { InvalidDecimalError, isInvalidDecimalError } from '../odds/invalidDecimalError';
export type { Fraction, OddsLeg } from '../odds/legFactor';
export { legFactor } from '../odds/legFactor';
export { realOdds } from '../odds/realOdds';
export { totalOdds } from '../odds/totalOdds';
