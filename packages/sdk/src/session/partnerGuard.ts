import { ADMIN_PATH } from './pageGuard';
import { canEnterPartnerArea, isStaffAccount } from './permissions';
import type { GuardDecision, SessionUser } from './types';

export const PARTNER_LOGIN_PATH = '/auth/login';

/**
 * The partner-area guard (spec §5, §6): a freshly re-fetched user must be logged in, not banned and of type 1
 * or 2, otherwise /auth/login; the staff account (type 1, role 10) goes to /admin, its home, as from every
 * guarded page.
 * @example partnerGuard({ user: null }) // { action: 'redirect', to: '/auth/login' }
 */
export function partnerGuard(input: { readonly user: SessionUser | null }): GuardDecision {
  if (isStaffAccount(input.user)) return { action: 'redirect', to: ADMIN_PATH };
  return canEnterPartnerArea(input.user)
    ? { action: 'allow' }
    : { action: 'redirect', to: PARTNER_LOGIN_PATH };
}
