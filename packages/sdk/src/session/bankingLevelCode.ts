import { MAX_LEVEL } from '../constants/roles';

/**
 * The banking-level setting code of a member (spec §3): user type followed by the role capped at 5, so
 * roles 5 and above share the level-5 deposit account (spec §6).
 * @example bankingLevelCode('A', 10) // 'A5'
 */
export const bankingLevelCode = (userType: string, role: number): string =>
  `${userType}${Math.min(role, MAX_LEVEL)}`;
