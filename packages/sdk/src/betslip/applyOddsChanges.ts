import type { OddsChange } from '../errors/oddsChangedError';
import { type BetSlip, sameId } from './betSlip';
import { dropUnsupportedBonus } from './bonusRule';

/**
 * The slip with the prices (and versions, when the server sent them) the member accepted; a bonus item the
 * new prices no longer support is dropped.
 * @example applyOddsChanges(slip, oddsChangedError.changes)
 */
export function applyOddsChanges(slip: BetSlip, changes: readonly OddsChange[]): BetSlip {
  const selections = slip.selections.map((s) => {
    const change = changes.find((c) => sameId(c.oddsId, s.id));
    if (!change) return s;
    return { ...s, betPrice: change.newPrice, version: change.newVersion ?? s.version };
  });
  return { ...slip, selections: dropUnsupportedBonus(selections) };
}
