/** Why a code request was refused: the phone already had MAX_PHONE_CODE_REQUESTS codes in 24 hours (spec §9). */
export type SmsSendRefusal = 'too_many';

/** Why a code did not verify. */
export type SmsCheckRefusal =
  /** No live code for the phone: none sent, already used, or replaced by a newer one. */
  | 'no_code'
  /** The code is older than PHONE_CODE_VALID_MS (10 minutes, spec §9). */
  | 'expired'
  /** The code was wrong SMS_CODE_MAX_FAILED_CHECKS times, so it no longer works. */
  | 'too_many_attempts'
  | 'mismatch';

export type SmsSendResult = { ok: true; expiresAt: Date } | { ok: false; reason: SmsSendRefusal };
export type SmsCheckResult = { ok: true } | { ok: false; reason: SmsCheckRefusal };

/**
 * Wrong tries a code survives: with 6 digits, 5 tries per code and 7 codes a day, a guesser's odds stay
 * below 1 in 28,000 per phone and day (kbet's own rule).
 */
export const SMS_CODE_MAX_FAILED_CHECKS = 5;

/**
 * The phone-verification adapter of sign-up (spec §7 /sms/send, /sms/checkAuthNumber). Every
 * implementation, the simulator or a real SMS provider, must pass test/smsSenderContract.ts:
 * a code is 6 digits drawn from a cryptographic RNG, only the newest code of a phone works, it works
 * once and for PHONE_CODE_VALID_MS, a phone gets at most MAX_PHONE_CODE_REQUESTS codes per
 * PHONE_CODE_REQUEST_WINDOW_MS, and a code dies after SMS_CODE_MAX_FAILED_CHECKS wrong tries.
 * Phones are digits only (validatePhoneAuthRequest's value); times come from the server's clock.
 * @example const sent = await sms.sendCode('01012345678'); if (!sent.ok) throw smsTooMany();
 */
export interface SmsSender {
  /** Sends a new code to the phone; its older codes stop working. */
  sendCode(phone: string): Promise<SmsSendResult>;
  /** Checks a code against the phone's newest one; a match uses it up. */
  checkCode(phone: string, code: string): Promise<SmsCheckResult>;
}

/** One code as support staff see it. */
export interface SmsCodeRecord {
  phone: string;
  code: string;
  createdAt: Date;
  expiresAt: Date;
  failedAttempts: number;
  verifiedAt: Date | null;
}

/**
 * What support staff read when a member says no SMS arrived (GET /admin-api/sms/codes). The simulator
 * offers it; a real provider's own console replaces it.
 * @example const codes = await smsLog.recentCodes('01012345678');
 */
export interface SmsCodeLog {
  /** The phone's codes of the last 24 hours, newest first. */
  recentCodes(phone: string): Promise<SmsCodeRecord[]>;
}
