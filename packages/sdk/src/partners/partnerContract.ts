import type { Vertical } from '../constants/vertical';

/** The distributor tiers of the partner tree: 1st (top), 2nd, 3rd. */
export const PARTNER_TIERS = [1, 2, 3] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];

/** What a contract does with a negative losing base (partner-settlement.md "Losing commission"). */
export const CARRYOVER_MODES = ['none', 'carry', 'capped'] as const;
export type CarryoverMode = (typeof CARRYOVER_MODES)[number];

export type CarryoverRule =
  | { readonly mode: 'none' }
  | { readonly mode: 'carry' }
  /** Carried up to `cap` won; any loss beyond it is forgotten. */
  | { readonly mode: 'capped'; readonly cap: number };

/** A partner's terms for one period: losing share and rolling rate per vertical, in basis points. */
export interface PartnerContract {
  readonly partnerId: number;
  readonly tier: PartnerTier;
  readonly losingBp: number;
  readonly rollingBp: Readonly<Record<Vertical, number>>;
  readonly carryover: CarryoverRule;
}

/**
 * A member's upline, nearest partner first (the member's own partner, then its parent, up to the 1st tier).
 * Each rate must not exceed its parent's: {@link checkUpline} says where it does.
 */
export type Upline = readonly PartnerContract[];
