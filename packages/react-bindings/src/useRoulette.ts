import type { RouletteSnapshot, RouletteStore } from '@kbet/sdk';
import { useEffect } from 'react';
import { useKbet } from './KbetProvider';
import { useStore } from './useStore';

export interface RouletteView extends RouletteSnapshot {
  readonly spin: RouletteStore['spin'];
  readonly loadCoupons: RouletteStore['loadCoupons'];
}

/**
 * The roulette store's state and actions; the coupons are re-read when a view opens (spec §4) and after a spin.
 * @example const { coupons, phase, spin } = useRoulette();
 */
export function useRoulette(): RouletteView {
  const { roulette } = useKbet().stores;
  if (!roulette) throw new Error('useRoulette needs <KbetProvider> stores.roulette.');
  const memberId = useStore(useKbet().stores.session, (s) => s.user?.id ?? null);
  const snapshot = useStore(roulette);
  useEffect(() => {
    if (memberId !== null) void roulette.loadCoupons();
  }, [roulette, memberId]);
  return { ...snapshot, spin: roulette.spin, loadCoupons: roulette.loadCoupons };
}
