import { BetSlip } from './BetSlip';

/**
 * The common bet-slip sidebar (spec §2): the pre-match slip, on every route the spec does not exempt.
 * @example <BetSlipSidebar />
 */
export function BetSlipSidebar() {
  return <BetSlip area="prematch" />;
}
