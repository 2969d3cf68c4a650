import type { CarryoverRule, PartnerContract, PartnerTier } from '@kbet/sdk';
import type { ContractRow } from '../../repositories/partnersRepository';

/**
 * A stored carryover setting as the SDK's rule.
 * @example toCarryoverRule('capped', 100000) // { mode: 'capped', cap: 100000 }
 */
export function toCarryoverRule(mode: ContractRow['carryover'], cap: number | null): CarryoverRule {
  if (mode === 'capped') return { mode, cap: cap ?? 0 };
  return { mode };
}

/**
 * A partner_contracts row as the SDK's contract.
 * @example const contract = toPartnerContract(row, 2);
 */
export const toPartnerContract = (row: ContractRow, tier: PartnerTier): PartnerContract => ({
  partnerId: row.partnerId,
  tier,
  losingBp: row.losingBp,
  rollingBp: {
    sports: row.rollingSportsBp,
    minigame: row.rollingMinigameBp,
    virtual: row.rollingVirtualBp,
    casino: row.rollingCasinoBp,
    slot: row.rollingSlotBp,
  },
  carryover: toCarryoverRule(row.carryover, row.carryoverCap),
});
