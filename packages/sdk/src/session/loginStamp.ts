import { MEMBER_TYPE } from '../constants/roles';
import { LOGIN_STAMP_TTL_MS } from '../constants/timing';

/** The expiry stamp stored at login for normal members (spec §4); JSON-safe for storage. */
export interface LoginStamp {
  /** Epoch milliseconds after which the session is over. */
  readonly expiresAt: number;
}

/**
 * Whether a user's login keeps a stamp: only type 0 members do; partners are governed by the server.
 * @example usesLoginStamp({ type: 0 }) // true
 */
export const usesLoginStamp = (user: { readonly type: number }): boolean => user.type === MEMBER_TYPE;

/**
 * A fresh stamp 30 minutes from `now` (epoch ms).
 * @example createLoginStamp(0) // { expiresAt: 1800000 }
 */
export const createLoginStamp = (now: number): LoginStamp => ({ expiresAt: now + LOGIN_STAMP_TTL_MS });

/**
 * Whether the stamp still holds at `now`; a missing stamp never does.
 * @example isLoginStampValid({ expiresAt: 1800000 }, 1799999) // true
 */
export const isLoginStampValid = (stamp: LoginStamp | null | undefined, now: number): boolean =>
  stamp != null && now < stamp.expiresAt;

/**
 * The page guard's refresh: a valid stamp is pushed to 30 minutes from `now`; an expired or missing one stays
 * expired (null), so activity cannot revive a session that already ended.
 * @example refreshLoginStamp({ expiresAt: 1800000 }, 60000) // { expiresAt: 1860000 }
 */
export const refreshLoginStamp = (stamp: LoginStamp | null | undefined, now: number): LoginStamp | null =>
  isLoginStampValid(stamp, now) ? createLoginStamp(now) : null;
