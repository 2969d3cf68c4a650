import { type BetSlip, sameId } from './betSlip';

const setSuspended = (slip: BetSlip, oddsIds: readonly (string | number)[], suspended: boolean): BetSlip => ({
  ...slip,
  selections: slip.selections.map((s) => (oddsIds.some((id) => sameId(id, s.id)) ? { ...s, suspended } : s)),
});

/**
 * Marks the selections with these odds ids as suspended (the feed stopped their market).
 * @example suspendSelections(slip, [1001]).selections[0].suspended // true
 */
export const suspendSelections = (slip: BetSlip, oddsIds: readonly (string | number)[]): BetSlip =>
  setSuspended(slip, oddsIds, true);

/**
 * Clears the suspended mark of the selections with these odds ids.
 * @example resumeSelections(slip, [1001]).selections[0].suspended // false
 */
export const resumeSelections = (slip: BetSlip, oddsIds: readonly (string | number)[]): BetSlip =>
  setSuspended(slip, oddsIds, false);

/**
 * Whether any selection is suspended, which blocks placing the slip.
 * @example hasSuspended(slip) // false
 */
export const hasSuspended = (slip: BetSlip): boolean => slip.selections.some((s) => s.suspended === true);
