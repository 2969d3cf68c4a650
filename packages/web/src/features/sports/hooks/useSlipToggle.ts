import {
  type BetSlipStore,
  type FixtureMarket,
  type FixtureOdds,
  type FixtureSummary,
  isEventSelection,
  toSelection,
} from '@kbet/sdk';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { alert } from '@/lib/notify';
import { type SportsArea, useSportsSlip } from './useSportsSlip';

/** Whether a price is in the area's slip, and how to put it in or take it out. */
export interface SlipToggle {
  /** Whether the price is in the slip now; a view follows it with `useIsSelected`. */
  isSelected(odds: FixtureOdds | undefined): boolean;
  /** Hears when this price goes into the slip or out of it, and no other change of the slip. */
  watch(id: FixtureOdds['id'] | undefined, listener: () => void): () => void;
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
  return useMemo(() => {
    const pressed = createPressedPrices(store);
    return {
      isSelected: (odds) => odds !== undefined && pressed.current().has(String(odds.id)),
      watch: (id, listener) => (id === undefined ? () => {} : pressed.watch(String(id), listener)),
      toggle(fixture, odds) {
        const result = store.add(toSelection(fixture, odds));
        if (!result.ok) void alert(result.message);
      },
      takes: (market) => isEventSelection(market) === (style === 'EV'),
    };
  }, [store, style]);
}

/**
 * The ids in the slip (as strings: ids arrive as numbers or strings, the SDK's sameId), and one subscription to the
 * slip for all the buttons: a change wakes only the buttons whose price went in or out. With a subscription per
 * button, every tap ran each of the page's hundreds of buttons' checks (a few ms of a tap at 4x slowdown).
 */
function createPressedPrices(store: BetSlipStore) {
  let slip: ReturnType<BetSlipStore['get']>['slip'] | undefined;
  let ids: ReadonlySet<string> = new Set();
  const current = (): ReadonlySet<string> => {
    const now = store.get().slip;
    if (now !== slip) {
      slip = now;
      ids = new Set(now.selections.map((s) => String(s.id)));
    }
    return ids;
  };
  const listeners = new Map<string, Set<() => void>>();
  let seen: ReadonlySet<string> = new Set();
  let unsubscribe: (() => void) | undefined;
  const notify = () => {
    const next = current();
    const changed = [...seen].filter((id) => !next.has(id)).concat([...next].filter((id) => !seen.has(id)));
    seen = next;
    for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
  };
  return {
    current,
    watch(id: string, listener: () => void): () => void {
      if (listeners.size === 0) {
        seen = current();
        unsubscribe = store.subscribe(notify);
      }
      const forId = listeners.get(id) ?? new Set();
      listeners.set(id, forId.add(listener));
      return () => {
        forId.delete(listener);
        if (forId.size === 0) listeners.delete(id);
        if (listeners.size === 0) unsubscribe?.();
      };
    },
  };
}

/**
 * Whether a price is in the slip, following it: re-renders only when that answer changes.
 * @example const selected = useIsSelected(slip, odds);
 */
export function useIsSelected(slip: SlipToggle, odds: FixtureOdds | undefined): boolean {
  const id = odds?.id;
  return useSyncExternalStore(
    useCallback((listener: () => void) => slip.watch(id, listener), [slip, id]),
    () => slip.isSelected(odds),
    () => slip.isSelected(odds),
  );
}
