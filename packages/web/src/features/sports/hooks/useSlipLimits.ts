import { useSettings, useUser } from '@kbet/react';
import { type BetSlipStore, bettingLimits, type SlipStyle } from '@kbet/sdk';
import { useEffect } from 'react';

/**
 * Keeps a slip's limits at the member's cash and the role's max bet and max winnings for the slip's style
 * (spec §5, §6: settings × 10,000); a guest can stake nothing.
 * @example useSlipLimits(store, 'EU');
 */
export function useSlipLimits(store: BetSlipStore, style: SlipStyle): void {
  const user = useUser();
  const { data: settings } = useSettings();
  const emoney = user?.emoney ?? 0;
  const role = user?.role ?? null;
  useEffect(() => {
    if (role === null || !settings) {
      store.setLimits({ emoney: 0, maxBet: 0, maxWin: 0 });
      return;
    }
    store.setLimits({ emoney, ...bettingLimits(settings, role, style) });
  }, [store, style, emoney, role, settings]);
}
