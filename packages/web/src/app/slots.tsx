import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Parts of the layout that features fill. The common bet-slip sidebar (spec §2) is set by the sports feature,
 * e.g. `lazy(() => import('@/features/betslip/components/BetSlipSidebar').then((m) => ({ default: m.BetSlipSidebar })))`;
 * while null the layout shows no slip column. It shows on every route but those spec §2 exempts
 * (config/paths.ts showsCommonBetSlip).
 */
export const betSlipSidebar: LazyExoticComponent<ComponentType> | null = lazy(() =>
  import('@/features/sports/components/BetSlipSidebar').then((m) => ({ default: m.BetSlipSidebar })),
);
