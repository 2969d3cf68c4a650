import type { BetSlipSnapshot, BetSlipStore } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { useStore } from './useStore';

/**
 * A bet slip's snapshot (selections, stake, total odds, expected win, the betting lock); the provider's slip
 * when none is given. Change it through the store: `store.add(selection)`, `store.place(...)`.
 * @example const { count, totalOdds, placing } = useBetSlip();
 */
export function useBetSlip(store?: BetSlipStore): BetSlipSnapshot {
  const fallback = useKbet().stores.betSlip;
  const slip = store ?? fallback;
  if (!slip) throw new Error('useBetSlip needs a store: pass one or give <KbetProvider> stores.betSlip.');
  return useStore(slip);
}
