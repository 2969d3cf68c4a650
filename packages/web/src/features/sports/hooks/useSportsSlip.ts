import type { BetSlipStore, SlipStyle } from '@kbet/sdk';
import { useSyncExternalStore } from 'react';
import { kbet } from '@/lib/kbet';

/** The cart areas of the sports pages (spec §2: in-play, pre-match and the event folders). */
export type SportsArea = 'prematch' | 'inplay' | 'event';

// The pre-match view last shown (European or Korean folders): the common sidebar and the cart show its slip.
let prematchStyle: Extract<SlipStyle, 'EU' | 'KR'> = 'EU';
const listeners = new Set<() => void>();

/**
 * Makes the Korean or European pre-match slip the current one (the /europe page calls it for its view).
 * @example selectPrematchStyle('KR')
 */
export function selectPrematchStyle(style: Extract<SlipStyle, 'EU' | 'KR'>): void {
  if (style === prematchStyle) return;
  prematchStyle = style;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** An area's slip and its style. */
export interface SportsSlip {
  readonly store: BetSlipStore;
  readonly style: SlipStyle;
}

/**
 * The slip of a sports area: in-play, or the current pre-match view's (European or Korean).
 * @example const { store, style } = useSportsSlip('prematch');
 */
export function useSportsSlip(area: SportsArea): SportsSlip {
  const style = useSyncExternalStore(
    subscribe,
    () => prematchStyle,
    () => prematchStyle,
  );
  const { slips } = kbet.stores;
  if (area === 'inplay') return { store: slips.inplay, style: 'EU' };
  if (area === 'event') return { store: slips.event, style: 'EV' };
  return style === 'KR' ? { store: slips.korean, style } : { store: slips.prematch, style };
}
