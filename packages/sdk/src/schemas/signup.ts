import * as z from 'zod/mini';
import { Id, Int, MessageText, Ref, Text } from './common';
import { type SignUpDefaults, signUpDefaults } from './signUpDefaults';

// Each fixed field accepts only its default, so a client cannot sign itself up as a partner or approved member.
const fixedShape = Object.fromEntries(
  Object.entries(signUpDefaults).map(([key, value]) => [key, z.literal(value)]),
) as { [K in keyof SignUpDefaults]: z.ZodMiniLiteral<SignUpDefaults[K]> };

/** POST /member/join (spec §3); wire names kept, bankAccountPssword included. */
export const SignUpPayload = z.object({
  userId: Text,
  password: Text,
  nickname: Text,
  phoneNumber: Text,
  authNumber: Text,
  managementTarget1UserId: z.string(),
  bankAccountPssword: Text,
  accountHolder: Text,
  bankAccountNumber: Text,
  bankCode: Text,
  /** Code 1 when the referral code's type is 0, else code 2; the other one is empty. */
  suggestionCode1: z.string(),
  suggestionCode2: z.string(),
  /** The referrer's member id from the referral code. */
  recommenderId: Ref,
  /** Year, month and day codes joined. */
  birthDate: Text,
  carrierCode: Text,
  ...fixedShape,
});

/** GET /suggestioncode?codeEquals. */
export const SuggestionCodeQuery = z.object({ codeEquals: Text });

/** A referral code's type and its referrer's member id. */
export const SuggestionCode = z.object({ type: Int, memberId: Id });

/** GET /member/check with exactly one of its fields. */
export const MemberCheckQuery = z
  .object({
    userId: z.optional(Text),
    nickname: z.optional(Text),
    userIdEquals: z.optional(Text),
    nicknameEquals: z.optional(Text),
    phoneNumberEquals: z.optional(Text),
  })
  .check(
    z.refine(
      (query) => Object.values(query).filter((v) => v !== undefined).length === 1,
      'Expected exactly one field',
    ),
  );

/** Truthy when the value is taken. */
export const MemberCheckResult = z.pipe(z.unknown(), z.transform(Boolean));

/** POST /sms/send: data is the encoded phone number with its prefix (encodeSmsPhone). */
export const SmsSendRequest = z.object({ data: Text });

/** GET /sms/checkAuthNumber?phonenumber&authnumber. */
export const SmsCheckQuery = z.object({ phonenumber: Text, authnumber: Text });

/** '인증성공' on success. */
export const SmsCheckResult = MessageText;

export type SignUpPayload = z.infer<typeof SignUpPayload>;
/** The payload as a caller writes it: the fixed fields may be left out (the client adds signUpDefaults). */
export type SignUpInput = Omit<z.input<typeof SignUpPayload>, keyof SignUpDefaults> & Partial<SignUpDefaults>;
export type SuggestionCodeQuery = z.infer<typeof SuggestionCodeQuery>;
export type SuggestionCode = z.infer<typeof SuggestionCode>;
export type MemberCheckQuery = z.infer<typeof MemberCheckQuery>;
export type SmsSendRequest = z.infer<typeof SmsSendRequest>;
export type SmsCheckQuery = z.infer<typeof SmsCheckQuery>;
