import { ADMIN_PATH, isStaffAccount, type SessionUser } from '@kbet/sdk';

/**
 * Where a login leaves the user: the staff account (type 1, role 10) goes to /admin (spec §6), anyone else back
 * to the page that asked for the login (`next`, already a path of this site).
 * @example afterLoginPath(staff, '/') // '/admin'
 */
export const afterLoginPath = (user: SessionUser | null, next: string): string =>
  isStaffAccount(user) ? ADMIN_PATH : next;
