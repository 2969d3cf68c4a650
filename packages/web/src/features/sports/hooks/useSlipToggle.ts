import { useBetSlip } from '@kbet/react';
import {
  type FixtureMarket,
  type FixtureOdds,
  type FixtureSummary,
  isEventSelection,
  sameId,
  toSelection,
} from '@kbet/sdk';
import { useMemo } from 'react';
import { alert } from '@/lib/notify';
import { type SportsArea, useSportsSlip } from './useSportsSlip';

/** Whether a price is in the area's slip, and how to put it in or take it out. */
export interface SlipToggle {
  isSelected(odds: FixtureOdds | undefined): boolean;
  toggle(fixture: FixtureSummary, odds: FixtureOdds): void;
  /** Whether the slip takes this market's picks: event markets go only to the event slip, and it takes no other. */
  takes(market: FixtureMarket): boolean;
}

/**
 * The odds buttons' link to an area's slip: a press adds the price (replacing what it conflicts with, spec §4)
 * or takes it out again; a refused bonus alerts why.
 * @example const slip = useSlipToggle('inplay'); slip.toggle(fixture, odds)
 */
export function useSlipToggle(area: SportsArea): SlipToggle {
  const { store, style } = useSportsSlip(area);
  const { slip } = useBetSlip(store);
  const ids = useMemo(() => slip.selections.map((s) => String(s.id)), [slip]);
  return {
    isSelected: (odds) => odds !== undefined && ids.some((id) => sameId(id, odds.id)),
    toggle(fixture, odds) {
      const result = store.add(toSelection(fixture, odds));
      if (!result.ok) void alert(result.message);
    },
    takes: (market) => isEventSelection(market) === (style === 'EV'),
  };
}
