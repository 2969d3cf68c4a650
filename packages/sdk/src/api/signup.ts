import { MessageText } from '../schemas/common';
import { SignUpSetting } from '../schemas/settings';
import { signUpDefaults } from '../schemas/signUpDefaults';
import {
  type MemberCheckQuery,
  MemberCheckResult,
  type SignUpInput,
  type SmsCheckQuery,
  SmsCheckResult,
  type SmsSendRequest,
  SuggestionCode,
  type SuggestionCodeQuery,
} from '../schemas/signup';
import type { CallInput, CallOptions, Send } from './createSend';

/** Referral code, availability checks, phone verification and joining (spec §7 "Sign-up"). */
export const signup = (send: Send) => ({
  /** GET settingSignUp: whether sign-up is open. */
  setting: (options?: CallOptions) => send('GET', '/settingSignUp', SignUpSetting, { options }),
  /** GET /suggestioncode?codeEquals: the referral code's type and referrer. */
  suggestionCode: (query: CallInput<typeof SuggestionCodeQuery>, options?: CallOptions) =>
    send('GET', '/suggestioncode', SuggestionCode, { query, options }),
  /** GET /member/check with one field: true when taken. */
  check: (query: CallInput<typeof MemberCheckQuery>, options?: CallOptions) =>
    send('GET', '/member/check', MemberCheckResult, { query, options }),
  /** POST /sms/send: `data` is encodeSmsPhone(phone). */
  sendSms: (body: CallInput<typeof SmsSendRequest>, options?: CallOptions) =>
    send('POST', '/sms/send', MessageText, { body, options }),
  /** GET /sms/checkAuthNumber?phonenumber&authnumber: '인증성공' on success. */
  checkAuthNumber: (query: CallInput<typeof SmsCheckQuery>, options?: CallOptions) =>
    send('GET', '/sms/checkAuthNumber', SmsCheckResult, { query, options }),
  /** POST /member/join; the fixed fields are filled from signUpDefaults. */
  join: (payload: SignUpInput, options?: CallOptions) =>
    send('POST', '/member/join', MessageText, { body: { ...signUpDefaults, ...payload }, options }),
});
