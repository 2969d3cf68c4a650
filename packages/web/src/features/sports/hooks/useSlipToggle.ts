import {
  type FixtureMarket,
  type FixtureOdds,
  type FixtureSummary,
  isEventSelection,
  sameId,
  toSelection,
} from '@kbet/sdk';
import { useMemo, useSyncExternalStore } from 'react';
import { alert } from '@/lib/notify';
import { type SportsArea, useSportsSlip } from './useSportsSlip';

/** Whether a price is in the area's slip, and how to put it in or take it out. */
export interface SlipToggle {
  /** Whether the price is in the slip now; a view follows it with `useIsSelected`. */
  isSelected(odds: FixtureOdds | undefined): boolean;
  /** Hears every change of the slip. */
  subscribe(listener: () => void): () => void;
  toggle(fixture: FixtureSummary, odds: FixtureOdds): void;
  /** Whether the slip takes this market's picks: event markets go only to the event slip, and it takes no other. */
  takes(market: FixtureMarket): boolean;
}

/**
 * The odds buttons' link to an area's slip: a press adds the price (replacing what it conflicts with, spec §4)
 * or takes it out again; a refused bonus alerts why. The page holding it does not re-render when the slip
 * changes: only the buttons whose pressed state changes do (`useIsSelected`), so a tap stays quick on a phone.
 * @example const slip = useSlipToggle('inplay'); slip.toggle(fixture, odds)
 */
export function useSlipToggle(area: SportsArea): SlipToggle {
  const { store, style } = useSportsSlip(area);
  return useMemo(
    () => ({
      isSelected: (odds) =>
        odds !== undefined && store.get().slip.selections.some((s) => sameId(String(s.id), odds.id)),
      subscribe: store.subscribe,
      toggle(fixture, odds) {
        const result = store.add(toSelection(fixture, odds));
        if (!result.ok) void alert(result.message);
      },
      takes: (market) => isEventSelection(market) === (style === 'EV'),
    }),
    [store, style],
  );
}

/**
 * Whether a price is in the slip, following it: re-renders only when that answer changes.
 * @example const selected = useIsSelected(slip, odds);
 */
export const useIsSelected = (slip: SlipToggle, odds: FixtureOdds | undefined): boolean =>
  useSyncExternalStore(
    slip.subscribe,
    () => slip.isSelected(odds),
    () => slip.isSelected(odds),
  );
