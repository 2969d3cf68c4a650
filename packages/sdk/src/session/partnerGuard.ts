import { canEnterPartnerArea } from './permissions';
import type { GuardDecision, SessionUser } from './types';

export const PARTNER_LOGIN_PATH = '/auth/login';

/**
 * The partner-area guard (spec §5): a freshly re-fetched user must be logged in, not banned and of type 1
 * or 2, otherwise /auth/login.
 * @example partnerGuard({ user: null }) // { action: 'redirect', to: '/auth/login' }
 */
export const partnerGuard = (input: { readonly user: SessionUser | null }): GuardDecision =>
  canEnterPartnerArea(input.user) ? { action: 'allow' } : { action: 'redirect', to: PARTNER_LOGIN_PATH };
