import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationIssue, type ValidationResult } from '../core/result';
import type { DateInput } from '../core/toEpochMs';
import {
  ID_BANNED,
  inUse,
  NICKNAME_BANNED,
  SIGNUP_FORM_INVALID,
  SIGNUP_PHONE_UNVERIFIED,
  SIGNUP_REFERRER_INVALID,
  SIGNUP_UNDER_AGE,
} from '../i18n/ko';
import { isBanned } from './checkUserIdInput';
import { checkAntiBotCode } from './generateAntiBotCode';
import type { SignUpReadingOption } from './signUpReading';
import { signUpRules } from './signUpRules';
import type { BirthDate, BirthDateInput } from './validateAdultBirthDate';

/** The member form of sign-up step 2 (§2), as typed. */
export interface SignUpForm {
  readonly userId: TextInput;
  readonly password: TextInput;
  readonly passwordConfirm: TextInput;
  readonly accountHolder: TextInput;
  readonly nickname: TextInput;
  readonly birthDate: BirthDateInput;
  readonly phone: TextInput;
  readonly bankCode: number | string | null | undefined;
  readonly accountNumber: TextInput;
  readonly accountPassword: TextInput;
  /** The anti-bot code as the member typed it. */
  readonly antiBotCode: TextInput;
}

/** What the submit checks know beyond the form. */
export interface SignUpContext extends SignUpReadingOption {
  readonly now: DateInput;
  /** True only after the SMS check answered 인증성공 (§4). */
  readonly phoneVerified: boolean;
  /** The referrer's member id stored by the referral-code step (§4). */
  readonly referrerId: string | number | null | undefined;
  /**
   * The anti-bot code shown on the form. A server leaves it out: the code is drawn and compared in the
   * browser and never sent (§5), so the server checks everything else.
   */
  readonly antiBotCode?: string;
  readonly bannedUserIds?: Iterable<string>;
  readonly bannedNicknames?: Iterable<string>;
  /** The server's duplicate-check answers, where known. */
  readonly taken?: { readonly userId?: boolean; readonly nickname?: boolean; readonly phone?: boolean };
}

/** A sign-up that passed, normalised: phone digits only, bank code a number, birth date numbers. */
export interface SignUpValues {
  readonly userId: string;
  readonly password: string;
  readonly accountHolder: string;
  readonly nickname: string;
  readonly birthDate: BirthDate;
  readonly phone: string;
  readonly bankCode: number;
  readonly accountNumber: string;
  readonly accountPassword: string;
  readonly referrerId: string;
}

/**
 * Sign-up submit (§5). First every field rule runs; failures come back together in `issues` under
 * SIGNUP_FORM_INVALID (회원등록에 실패했습니다. 메세지를 확인해주세요.), except that an under-19 birth date is
 * the headline SIGNUP_UNDER_AGE (compliance §3). Then, in order: phone verified, id and nickname not banned
 * nor taken, phone not taken, a referrer, the anti-bot code (when the context has one).
 * @example validateSignUp(form, { now: new Date(), phoneVerified: false, referrerId: 12, antiBotCode: 'Q7X2' }) // fails SIGNUP_PHONE_UNVERIFIED
 */
export function validateSignUp(form: SignUpForm, context: SignUpContext): ValidationResult<SignUpValues> {
  const rules = signUpRules(context);
  const checks = {
    userId: rules.userId(form.userId),
    password: rules.password(form.password),
    passwordConfirm: rules.passwordConfirm(form.password, form.passwordConfirm),
    accountHolder: rules.accountHolder(form.accountHolder),
    nickname: rules.nickname(form.nickname),
    birthDate: rules.birthDate(form.birthDate, context.now),
    phone: rules.phone(form.phone),
    bankCode: rules.bankCode(form.bankCode),
    accountNumber: rules.accountNumber(form.accountNumber),
    accountPassword: rules.accountPassword(form.accountPassword),
  };
  const issues: ValidationIssue[] = [];
  const passed: Record<string, unknown> = {};
  for (const [field, result] of Object.entries(checks)) {
    if (result.ok) passed[field] = result.value;
    else issues.push({ field, code: result.code, message: result.message });
  }
  if (issues.some((issue) => issue.code === 'SIGNUP_UNDER_AGE')) {
    return fail('SIGNUP_UNDER_AGE', SIGNUP_UNDER_AGE, { field: 'birthDate', issues });
  }
  if (issues.length > 0) return fail('SIGNUP_FORM_INVALID', SIGNUP_FORM_INVALID, { issues });
  // Every field rule passed, so each one left its normalised value.
  const { passwordConfirm: _, ...values } = passed as Omit<SignUpValues, 'referrerId'> & {
    passwordConfirm: string;
  };

  const taken = context.taken ?? {};
  if (!context.phoneVerified) {
    return fail('SIGNUP_PHONE_UNVERIFIED', SIGNUP_PHONE_UNVERIFIED, { field: 'phone' });
  }
  if (isBanned(values.userId, context.bannedUserIds)) {
    return fail('ID_BANNED', ID_BANNED, { field: 'userId' });
  }
  if (taken.userId) return fail('inUse', inUse(values.userId), { field: 'userId' });
  if (isBanned(values.nickname, context.bannedNicknames)) {
    return fail('NICKNAME_BANNED', NICKNAME_BANNED, { field: 'nickname' });
  }
  if (taken.nickname) return fail('inUse', inUse(values.nickname), { field: 'nickname' });
  if (taken.phone) return fail('inUse', inUse(values.phone), { field: 'phone' });
  const referrerId = String(context.referrerId ?? '').trim();
  if (referrerId === '') return fail('SIGNUP_REFERRER_INVALID', SIGNUP_REFERRER_INVALID);
  if (context.antiBotCode !== undefined) {
    const antiBot = checkAntiBotCode(form.antiBotCode, context.antiBotCode);
    if (!antiBot.ok) return { ...antiBot, field: 'antiBotCode' };
  }
  return ok({ ...values, referrerId });
}
