import { fail, ok, type ValidationResult } from '../core/result';
import type { CombinationMatrix } from '../schemas/bettingRules';
import { validateBonusCombination } from '../validation/validateBonusCombination';
import { type BetSlip, type SlipSelection, sameId } from './betSlip';
import { DEFAULT_BONUS_RULE, dropUnsupportedBonus, isBonusSelection } from './bonusRule';
import { DEFAULT_COMBINATION_MATRIX, validateCombination } from './combinationMatrix';
import { validateEventFolder } from './eventFolder';
import { marketFamily } from './marketFamily';

export interface AddSelectionOptions {
  /** The operator's same-fixture matrix; {@link DEFAULT_COMBINATION_MATRIX} when absent. */
  readonly combinations?: CombinationMatrix;
}

/** The selections the new one replaces under the slip's mode (spec §4). */
function replaced(slip: BetSlip, next: SlipSelection): SlipSelection[] {
  if (isBonusSelection(next)) return slip.selections.filter(isBonusSelection);
  const sameFixture = slip.selections.filter((s) => sameId(s.fixtureId, next.fixtureId));
  const sameMarket = sameFixture.filter((s) => s.marketId === next.marketId);
  if (slip.mode === 'sameMarket') return sameMarket;
  const family = marketFamily(next);
  const conflicting = sameFixture.filter((s) => s.marketId === next.marketId || marketFamily(s) === family);
  // Two per fixture at most: when two other families are already there, the older one gives way.
  const kept = sameFixture.filter((s) => !conflicting.includes(s));
  return [...conflicting, ...kept.slice(0, Math.max(0, kept.length - 1))];
}

/**
 * Adds a selection, replacing the ones it conflicts with; the same odds id again toggles it off.
 * An event pick goes only into an event slip and back (BET_EVENT_ONLY). A pick the operator's matrix does not allow beside another pick of its fixture is refused (BET_CORRELATED);
 * a bonus item is refused (BET_BONUS_COMBINE) unless enough other selections meet its rule.
 * @example addSelection(createBetSlip('EU'), selection) // { ok: true, value: { ..., selections: [selection] } }
 */
export function addSelection(
  slip: BetSlip,
  selection: SlipSelection,
  options: AddSelectionOptions = {},
): ValidationResult<BetSlip> {
  if (slip.selections.some((s) => sameId(s.id, selection.id))) {
    return ok({
      ...slip,
      selections: dropUnsupportedBonus(slip.selections.filter((s) => !sameId(s.id, selection.id))),
    });
  }
  if (!isBonusSelection(selection) || slip.style === 'EV') {
    const folder = validateEventFolder(slip.style, selection);
    if (!folder.ok) return fail(folder.code, folder.message);
  }
  const out = replaced(slip, selection);
  const kept = slip.selections.filter((s) => !out.includes(s));
  const combination = validateCombination(
    kept,
    selection,
    options.combinations ?? DEFAULT_COMBINATION_MATRIX,
  );
  if (!combination.ok) return fail(combination.code, combination.message);
  const selections = [...kept, selection];
  if (isBonusSelection(selection)) {
    const bonus = validateBonusCombination(selections, selection.bonusRule ?? DEFAULT_BONUS_RULE);
    if (!bonus.ok) return fail(bonus.code, bonus.message);
  }
  return ok({ ...slip, selections: dropUnsupportedBonus(selections) });
}
