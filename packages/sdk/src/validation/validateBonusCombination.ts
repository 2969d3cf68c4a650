import { BONUS_FIXTURE_ID } from '../constants/bonusFixture';
import { MIN_BONUS_ODDS } from '../constants/limits';
import { fail, ok, type ValidationResult } from '../core/result';
import { BET_BONUS_COMBINE } from '../i18n/ko';
import { parseDecimal, tryParseDecimal } from '../odds/decimal';
import { compareDecimals } from './compareDecimals';

export { BONUS_FIXTURE_ID } from '../constants/bonusFixture';

/** A slip selection as the bonus rule needs it. */
export interface BonusSelection {
  readonly fixtureId: number;
  readonly betPrice: string | number;
}

export interface BonusCombinationRule {
  /** Odds a selection needs to count, inclusive; default 1.3 (§9). */
  readonly minOdds?: string | number;
  /** How many such selections the bonus item needs beside it. */
  readonly minCount: number;
}

/**
 * Whether the selection is the bonus item.
 * @example isBonusSelection({ fixtureId: BONUS_FIXTURE_ID }) // true
 */
export const isBonusSelection = (selection: Pick<BonusSelection, 'fixtureId'>): boolean =>
  selection.fixtureId === BONUS_FIXTURE_ID;

/**
 * A slip holding the bonus item needs at least `minCount` other selections with odds >= `minOdds` (§5);
 * a slip without it always passes. Prices that are not exact decimals never count.
 * @example validateBonusCombination([bonus, { fixtureId: 1, betPrice: '1.25' }], { minOdds: '1.3', minCount: 1 })
 * // { ok: false, code: 'BET_BONUS_COMBINE', message: '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.' }
 */
export function validateBonusCombination<S extends BonusSelection>(
  selections: readonly S[],
  rule: BonusCombinationRule,
): ValidationResult<readonly S[]> {
  if (!selections.some(isBonusSelection)) return ok(selections);
  const min = parseDecimal(rule.minOdds ?? MIN_BONUS_ODDS);
  const qualifying = selections.filter((s) => {
    if (isBonusSelection(s)) return false;
    const price = tryParseDecimal(s.betPrice);
    return price !== null && compareDecimals(price, min) >= 0;
  }).length;
  return qualifying >= rule.minCount ? ok(selections) : fail('BET_BONUS_COMBINE', BET_BONUS_COMBINE);
}
