import { MIN_BONUS_ODDS } from '../constants/limits';
import {
  type BonusCombinationRule,
  isBonusSelection,
  validateBonusCombination,
} from '../validation/validateBonusCombination';
import type { SlipSelection } from './betSlip';

// The bonus item is defined once, by the rule that governs it.
export { BONUS_FIXTURE_ID, isBonusSelection } from '../validation/validateBonusCombination';

/**
 * The rule of a bonus item that brings none: other selections at odds >= 1.3 (spec §5, §9; 1.3 itself counts,
 * as the rule reads, although the spec's message says "1.3 or below"), three of them as in the 3-folder
 * sports bonus.
 */
export const DEFAULT_BONUS_RULE: BonusCombinationRule = { minOdds: MIN_BONUS_ODDS, minCount: 3 };

/**
 * The selections without a bonus item whose rule they no longer meet (after a removal or an odds change).
 * @example dropUnsupportedBonus([bonus, a120]) // [a120]
 */
export const dropUnsupportedBonus = (selections: readonly SlipSelection[]): readonly SlipSelection[] =>
  selections.filter(
    (s) => !isBonusSelection(s) || validateBonusCombination(selections, s.bonusRule ?? DEFAULT_BONUS_RULE).ok,
  );
