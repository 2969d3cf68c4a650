import * as z from 'zod/mini';
import { PHONE_LAST4 } from '../i18n/ko';
import { Id, Int, IsoDateTime, Rate, str, Text, Won } from './common';
import { Exclusion } from './responsibleGambling';

/** A member as GET /member/{id} returns it (spec §3). */
export const User = z.object({
  id: Id,
  userId: Text,
  nickname: z.string(),
  /** 1-5 (4 VIP, 5 VVIP); 10 is the admin-like exemption. */
  role: Int,
  /** 0 member; 1 or 2 partner. */
  type: Int,
  banType: Int,
  /** 1 withdrawn. */
  withdrawalType: Int,
  emoney: Won,
  casinoMoney: Won,
  point: Won,
  comp: Won,
  /** Echoed back by conversions (userUpdatedAt) so a stale balance is refused. */
  updatedAt: IsoDateTime,
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  /** Wire name kept (sic). kbet's server never sends it: the check is POST /member/check-deposit-pw. */
  bankAccountPssword: z.optional(z.string()),
  accountHolder: z.string(),
  userType: z.string(),
  privateAccount: z.nullish(z.string()),
  privateVirtualAccount: z.nullish(z.string()),
  privateAccountSelected: z.nullish(Int),
  token: z.optional(z.string()),
  userRolling: Rate,
  userRollingSlot: Rate,
  userRollingMini: Rate,
  userRollingVirtual: Rate,
  userRollingSports: Rate,
  revolutionUid: z.nullish(z.string()),
  revolutionUseFlag: Int,
  realpokerUid: z.nullish(z.string()),
  realpokerUseFlag: Int,
  /** kbet's own (compliance §4): the running time-out or self-exclusion, null when none. */
  exclusion: z.optional(z.nullable(Exclusion)),
});

/** POST /auth/login. */
/** `otp`: the 6-digit authenticator code, required once a partner or staff account has enrolled one (kbet's own). */
export const LoginRequest = z.object({
  userId: Text,
  password: Text,
  otp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'Expected 6 digits'))),
});

export const LoginResponse = z.object({ user: User, token: Text }); // kbet's own shape

/** GET /auth/totp: whether the account must enrol a second factor before the partner or staff area, and whether it has. */
export const TotpStatus = z.object({ required: z.boolean(), enrolled: z.boolean() }); // kbet's own shape

/** POST /auth/totp/enroll: the base32 secret and its otpauth:// URI for an authenticator app. */
export const TotpEnrollment = z.object({ secret: Text, uri: Text }); // kbet's own shape

/** POST /auth/totp/confirm's answer. */
export const TotpConfirmed = z.object({ ok: z.literal(true) }); // kbet's own shape

/** POST /auth/totp/confirm: the first code of the enrolled secret. */
export const TotpConfirm = z.object({ otp: z.string().check(z.regex(/^\d{6}$/, 'Expected 6 digits')) }); // kbet's own shape

/** POST /member/find-password: the last 4 digits of the phone number, the id and the account holder. */
export const FindPasswordRequest = z.object({
  phoneNumber: str(4, 4, PHONE_LAST4),
  userId: Text,
  accountHolder: Text,
});

/** A short-lived token that binds the following password change to this successful lookup. */
export const FindPasswordResponse = z.object({ resetToken: Text }); // kbet's own shape

/** POST /member/change-password (find flow); resetToken is kbet's addition, see FindPasswordResponse. */
export const ChangePasswordRequest = z.object({ userId: Text, newPassword: Text, resetToken: Text });

/** PUT /member/change-password/{id} (member flow). */
export const MemberChangePasswordRequest = z.object({ oldPassword: Text, password: Text });

export type User = z.infer<typeof User>;
export type LoginRequest = z.infer<typeof LoginRequest>;
export type LoginResponse = z.infer<typeof LoginResponse>;
export type TotpStatus = z.infer<typeof TotpStatus>;
export type TotpEnrollment = z.infer<typeof TotpEnrollment>;
export type TotpConfirm = z.infer<typeof TotpConfirm>;
export type FindPasswordRequest = z.infer<typeof FindPasswordRequest>;
export type FindPasswordResponse = z.infer<typeof FindPasswordResponse>;
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export type MemberChangePasswordRequest = z.infer<typeof MemberChangePasswordRequest>;
