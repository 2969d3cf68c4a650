import type { BetSlipStore, SlipStyle } from '@kbet/sdk';
import { useSyncExternalStore } from 'react';
import { useKbetApp } from '@/lib/kbetApp';
import { type PrematchView, prematchView } from '@/lib/prematchView';

/** The cart areas of the sports pages (spec §2: in-play, pre-match and the event folders). */
export type SportsArea = 'prematch' | 'inplay' | 'event';

/**
 * Makes the Korean or European pre-match slip the current one (the /europe page calls it for its view).
 * @example selectPrematchStyle('KR')
 */
export function selectPrematchStyle(style: PrematchView): void {
  prematchView.select(style);
}

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
  const style = useSyncExternalStore(prematchView.subscribe, prematchView.get, prematchView.get);
  const { slips } = useKbetApp().stores;
  if (area === 'inplay') return { store: slips.inplay, style: 'EU' };
  if (area === 'event') return { store: slips.event, style: 'EV' };
  return style === 'KR' ? { store: slips.korean, style } : { store: slips.prematch, style };
}
