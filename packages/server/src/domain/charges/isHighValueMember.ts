import { ROLE } from '@kbet/sdk';

/**
 * Whether the member may withdraw up to 50,000,000 won per request instead of 20,000,000 (spec §9 names
 * "high-value members" without defining them; kbet reads them as the VIP and VVIP levels).
 * @example isHighValueMember({ role: 4 }) // true
 */
export const isHighValueMember = (member: { role: number }): boolean =>
  member.role >= ROLE.VIP && member.role <= ROLE.VVIP;
