import { fail, ok, type ValidationResult } from '../core/result';
import { BET_CORRELATED } from '../i18n/ko';
import type { CombinationMatrix } from '../schemas/bettingRules';
import { type SlipSelection, sameId } from './betSlip';
import { isBonusSelection } from './bonusRule';
import { type MarketFamily, marketFamily } from './marketFamily';

/**
 * The operator's same-fixture matrix lists the family pairs that may stand together on one fixture, in either
 * order; any pair not listed is refused, so a family the feed adds later waits for the operator to allow it.
 * The default: a winner market (1X2 or 12) with the totals only. 1X2 or 12 with a handicap, and a handicap with
 * the totals of the same match, move together (one goal decides both) and are refused, as is any other pair.
 */
export const DEFAULT_COMBINATION_MATRIX: CombinationMatrix = {
  allowed: [
    ['winDrawLose', 'overUnder'],
    ['winLose', 'overUnder'],
  ],
};

/**
 * Whether two selections of one fixture may stand together under the matrix (same family never may: the slip
 * replaces one with the other).
 * @example canCombine(DEFAULT_COMBINATION_MATRIX, 'winDrawLose', 'handicap') // false
 */
export function canCombine(matrix: CombinationMatrix, a: MarketFamily, b: MarketFamily): boolean {
  return matrix.allowed.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * Refuses (BET_CORRELATED) a selection whose fixture already holds a selection of a family the matrix does
 * not allow beside it. Selections it would replace anyway are not held against it.
 * @example validateCombination([oneX2], handicap, DEFAULT_COMBINATION_MATRIX).ok // false
 */
export function validateCombination(
  kept: readonly SlipSelection[],
  next: SlipSelection,
  matrix: CombinationMatrix,
): ValidationResult<SlipSelection> {
  if (isBonusSelection(next)) return ok(next);
  const family = marketFamily(next);
  const clash = kept.some(
    (s) => sameId(s.fixtureId, next.fixtureId) && !canCombine(matrix, marketFamily(s), family),
  );
  return clash ? fail('BET_CORRELATED', BET_CORRELATED) : ok(next);
}
