import { BONUS_FIXTURE_ID, validateBonusCombination, WIN_FLAG, type WinFlag } from '@kbet/sdk';

export interface BonusLegFlagParams {
  /** The other legs of the slip with their settled flags. */
  legs: readonly { price: string; flag: number }[];
  minOdds: string;
  minCount: number;
}

/**
 * The bonus leg's flag once the other legs settled: lost with the slip when any leg lost; won when the
 * legs that won in full still meet the bonus rule the slip was accepted under (validateBonusCombination);
 * otherwise cancelled (counts as 1), e.g. when a voided leg leaves too few folders. Waiting while any
 * other leg waits.
 * @example bonusLegFlag({ legs: [{ price: '1.5', flag: 2 }], minOdds: '1.3', minCount: 1 }) // 2
 */
export function bonusLegFlag({ legs, minOdds, minCount }: BonusLegFlagParams): WinFlag {
  if (legs.some((leg) => leg.flag === WIN_FLAG.WAITING)) return WIN_FLAG.WAITING;
  if (legs.some((leg) => leg.flag === WIN_FLAG.LOST)) return WIN_FLAG.LOST;
  const won = legs
    .filter((leg) => leg.flag === WIN_FLAG.WON)
    // Any fixture id but the bonus item's: the rule only tells the bonus item from the others.
    .map((leg) => ({ fixtureId: 1, betPrice: leg.price }));
  const bonus = { fixtureId: BONUS_FIXTURE_ID, betPrice: '1' };
  return validateBonusCombination([bonus, ...won], { minOdds, minCount }).ok
    ? WIN_FLAG.WON
    : WIN_FLAG.CANCELLED;
}
