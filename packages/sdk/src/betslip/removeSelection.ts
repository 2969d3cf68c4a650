import { type BetSlip, sameId } from './betSlip';
import { dropUnsupportedBonus } from './bonusRule';

/**
 * Removes the selection with this odds id; a bonus item the rest no longer supports goes with it.
 * @example removeSelection(slip, 1001).selections.length // one less
 */
export const removeSelection = (slip: BetSlip, oddsId: string | number): BetSlip => ({
  ...slip,
  selections: dropUnsupportedBonus(slip.selections.filter((s) => !sameId(s.id, oddsId))),
});

/**
 * The same slip with no selections.
 * @example clearSelections(slip).selections // []
 */
export const clearSelections = (slip: BetSlip): BetSlip => ({ ...slip, selections: [] });
