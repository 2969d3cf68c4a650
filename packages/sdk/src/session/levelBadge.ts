import { ROLE } from '../constants/roles';

/**
 * The level badge text of a role (spec §1): role 4 is VIP, role 5 VVIP, any other role shows its number.
 * @example levelBadge(5) // 'VVIP'
 */
export function levelBadge(role: number): string {
  if (role === ROLE.VIP) return 'VIP';
  if (role === ROLE.VVIP) return 'VVIP';
  return String(role);
}
