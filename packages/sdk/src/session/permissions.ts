import { MEMBER_TYPE, PARTNER_TYPES, ROLE } from '../constants/roles';
import type { SessionUser } from './types';

type MaybeUser = SessionUser | null | undefined;

/**
 * Whether the user is the staff account of spec §6 (type 1, role 10, not withdrawn): sent to /admin from
 * guarded pages, spared the unread-message redirect, shown no logout button.
 * @example isStaffAccount({ type: 1, role: 10, withdrawalType: 0, banType: 0 }) // true
 */
export const isStaffAccount = (user: MaybeUser): boolean =>
  user != null && user.type === 1 && user.role === ROLE.STAFF && user.withdrawalType === 0;

/**
 * Whether the user is admin-like in client state (spec §3): role 1 or role 10.
 * @example isAdminLike({ role: 1, type: 0, banType: 0, withdrawalType: 0 }) // true
 */
export const isAdminLike = (user: MaybeUser): boolean =>
  user != null && (user.role === ROLE.ADMIN_LIKE || user.role === ROLE.STAFF);

/**
 * Whether the user may open notice registration and sees the notice edit icon (spec §6): role 1 only.
 * @example canRegisterNotice({ role: 1, type: 0, banType: 0, withdrawalType: 0 }) // true
 */
export const canRegisterNotice = (user: MaybeUser): boolean => user != null && user.role === ROLE.ADMIN_LIKE;

/**
 * Whether the user-info popup shows a logout button: hidden for type 1 with role 10 (spec §2, §6).
 * @example showLogoutButton({ role: 10, type: 1, banType: 0, withdrawalType: 0 }) // false
 */
export const showLogoutButton = (user: MaybeUser): boolean =>
  user != null && !(user.type === 1 && user.role === ROLE.STAFF);

/**
 * Whether the user sees a partner-management entry (spec §6): any type other than 0.
 * @example hasPartnerEntry({ type: 2, role: 3, banType: 0, withdrawalType: 0 }) // true
 */
export const hasPartnerEntry = (user: MaybeUser): boolean => user != null && user.type !== MEMBER_TYPE;

/**
 * Whether the user may enter the partner area (spec §5, §6): logged in, not banned, type 1 or 2.
 * @example canEnterPartnerArea({ type: 1, role: 3, banType: 0, withdrawalType: 0 }) // true
 */
export const canEnterPartnerArea = (user: MaybeUser): boolean =>
  user != null && user.banType === 0 && PARTNER_TYPES.includes(user.type);

/**
 * Whether the user's logins need a second factor (compliance §10, RFC 6238): staff and partners.
 * @example needsSecondFactor({ type: 2, role: 3, banType: 0, withdrawalType: 0 }) // true
 */
export const needsSecondFactor = (user: MaybeUser): boolean =>
  isStaffAccount(user) || canEnterPartnerArea(user);
