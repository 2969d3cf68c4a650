import { useBetSlip } from '@kbet/react';
import { type FixtureOdds, type FixtureSummary, sameId } from '@kbet/sdk';
import { useMemo } from 'react';
import { alert } from '@/lib/notify';
import { toSelection } from '../utils/toSelection';
import { type SportsArea, useSportsSlip } from './useSportsSlip';

/** Whether a price is in the area's slip, and how to put it in or take it out. */
export interface SlipToggle {
  isSelected(odds: FixtureOdds | undefined): boolean;
  toggle(fixture: FixtureSummary, odds: FixtureOdds): void;
}

/**
 * The odds buttons' link to an area's slip: a press adds the price (replacing what it conflicts with, spec §4)
 * or takes it out again; a refused bonus alerts why.
 * @example const slip = useSlipToggle('inplay'); slip.toggle(fixture, odds)
 */
export function useSlipToggle(area: SportsArea): SlipToggle {
  const { store } = useSportsSlip(area);
  const { slip } = useBetSlip(store);
  const ids = useMemo(() => slip.selections.map((s) => String(s.id)), [slip]);
  return {
    isSelected: (odds) => odds !== undefined && ids.some((id) => sameId(id, odds.id)),
    toggle(fixture, odds) {
      const result = store.add(toSelection(fixture, odds));
      if (!result.ok) void alert(result.message);
    },
  };
}
