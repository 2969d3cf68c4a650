import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { KbetClient } from '../api/createKbetClient';
import { encodeSmsPhone } from '../api/encodeSmsPhone';
import type { ValidationResult } from '../core/result';
import { isApiError } from '../errors/apiError';
import * as ko from '../i18n/ko';
import { type Clock, systemClock } from '../stores/clock';
import { subscribeSignal } from '../stores/subscribeSignal';
import { checkAvailability } from '../validation/checkAvailability';
import { checkNicknameInput } from '../validation/checkNicknameInput';
import { checkUserIdInput } from '../validation/checkUserIdInput';
import { generateAntiBotCode, type RandomBytes } from '../validation/generateAntiBotCode';
import { validatePhoneAuthRequest } from '../validation/isKoreanMobile';
import { signUpRules } from '../validation/signUpRules';
import { type SignUpForm, validateSignUp } from '../validation/validateSignUp';
import type { ReferralFields } from './referralFields';
import { toSignUpInput } from './toSignUpInput';

/** The member form's fields (spec §2 sign-up step 2), as typed. */
export interface SignUpFormValues {
  readonly userId: string;
  readonly password: string;
  readonly passwordConfirm: string;
  readonly accountHolder: string;
  readonly nickname: string;
  readonly birthYear: string;
  readonly birthMonth: string;
  readonly birthDay: string;
  readonly carrierCode: string;
  readonly phone: string;
  readonly authNumber: string;
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountPassword: string;
  readonly antiBotCode: string;
}

export type SignUpField = keyof SignUpFormValues;

/** The call in flight, one at a time. */
export type SignUpBusy = 'userId' | 'nickname' | 'sms' | 'auth' | 'submit' | null;

export interface SignUpSnapshot {
  readonly values: SignUpFormValues;
  /** A field's error, shown under it. */
  readonly errors: Readonly<Partial<Record<SignUpField, string>>>;
  /** A field's confirmation ('{x}는 사용가능합니다.', '인증성공'), shown under it. */
  readonly notes: Readonly<Partial<Record<SignUpField, string>>>;
  /** The anti-bot code to show. */
  readonly antiBot: string;
  readonly busy: SignUpBusy;
  /** A code was sent to the phone now typed. */
  readonly smsSent: boolean;
  /** The phone now typed passed the SMS check. */
  readonly phoneVerified: boolean;
}

/** What the view has to say after an action: nothing, an alert, or a failure for its one error place. */
export type SignUpNotice =
  | { readonly kind: 'none' }
  | { readonly kind: 'alert'; readonly message: string }
  | { readonly kind: 'failure'; readonly error: unknown; readonly context?: 'signUp' }
  | { readonly kind: 'joined' };

/** The calls the sign-up store makes. */
export interface SignUpClient {
  readonly signup: Pick<KbetClient['signup'], 'check' | 'sendSms' | 'checkAuthNumber' | 'join'>;
}

export interface SignUpStoreOptions {
  /** Step 1's referral code and referrer. */
  readonly referral: ReferralFields;
  /** Dates the age check (spec §5 under-19 refusal). */
  readonly clock?: Clock;
  /** Draws the anti-bot code; the platform's cryptographic bytes by default. */
  readonly randomBytes?: RandomBytes;
}

export interface SignUpStore {
  readonly state: ReadonlySignal<SignUpSnapshot>;
  get(): SignUpSnapshot;
  subscribe(listener: () => void): () => void;
  /** Types into a field; a duplicate check or phone verification holds only for the value it was made for. */
  change(field: SignUpField, value: string): void;
  /** Checks a field as the member leaves it (nothing for an empty one). */
  blur(field: SignUpField): void;
  /** The id or nickname duplicate check. */
  checkDuplicate(field: 'userId' | 'nickname'): Promise<SignUpNotice>;
  /** Sends the SMS code to the typed phone. */
  requestSms(): Promise<SignUpNotice>;
  /** Checks the typed code: verified only on exactly '인증성공' (spec §4). */
  confirmSms(): Promise<SignUpNotice>;
  /** Draws a new anti-bot code. */
  refreshAntiBot(): void;
  /** validateSignUp, then POST /member/join; 'joined' on success. */
  submit(): Promise<SignUpNotice>;
}

/** A duplicate check's answer for the value it was asked about. */
interface Availability {
  readonly value: string;
  readonly taken: boolean;
}

const EMPTY: SignUpFormValues = {
  userId: '',
  password: '',
  passwordConfirm: '',
  accountHolder: '',
  nickname: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  carrierCode: '',
  phone: '',
  authNumber: '',
  bankCode: '',
  accountNumber: '',
  accountPassword: '',
  antiBotCode: '',
};

const NONE: SignUpNotice = { kind: 'none' };
const rules = signUpRules();
const digits = (phone: string) => phone.replace(/\D/g, '');

/** Where a validateSignUp (or server) failure belongs on the form. */
const FIELD_OF: Readonly<Record<string, SignUpField>> = {
  birthDate: 'birthYear',
  phone: 'phone',
  antiBotCode: 'antiBotCode',
};
const fieldOf = (field: string): SignUpField => FIELD_OF[field] ?? (field as SignUpField);

/** One field's check as the member leaves it; null when it passes or is empty. */
function fieldError(field: SignUpField, values: SignUpFormValues): string | null {
  const value = values[field];
  if (value === '') return null;
  const checks: Partial<Record<SignUpField, () => ValidationResult<unknown>>> = {
    userId: () => rules.userId(value),
    password: () => rules.password(value),
    passwordConfirm: () => rules.passwordConfirm(values.password, value),
    accountHolder: () => rules.accountHolder(value),
    nickname: () => rules.nickname(value),
    phone: () => rules.phone(value),
    accountNumber: () => rules.accountNumber(value),
    accountPassword: () => rules.accountPassword(value),
  };
  const result = checks[field]?.();
  return result && !result.ok ? result.message : null;
}

const without = <T extends object>(record: T, field: keyof T): T => {
  const { [field]: _, ...rest } = record;
  return rest as T;
};

/**
 * The sign-up member form's state and actions (spec §4, §5), free of any framework: field checks on leaving a
 * field, the id and nickname duplicate checks, the SMS request (encodeSmsPhone) and code check, the anti-bot code,
 * and the submit through validateSignUp and POST /member/join. Actions resolve to what the view should say.
 * @example
 * const form = createSignUpStore(client, { referral });
 * form.change('userId', 'member01');
 * const notice = await form.checkDuplicate('userId'); // { kind: 'none' }, the note is in form.get().notes
 */
export function createSignUpStore(client: SignUpClient, options: SignUpStoreOptions): SignUpStore {
  const clock = options.clock ?? systemClock;
  const drawCode = () => generateAntiBotCode(options.randomBytes);
  const values = signal<SignUpFormValues>(EMPTY);
  const errors = signal<Partial<Record<SignUpField, string>>>({});
  const notes = signal<Partial<Record<SignUpField, string>>>({});
  const antiBot = signal(drawCode());
  const busy = signal<SignUpBusy>(null);
  const checks: { userId: Availability | null; nickname: Availability | null } = {
    userId: null,
    nickname: null,
  };
  const phone = signal<{ sentTo: string | null; verified: string | null }>({ sentTo: null, verified: null });
  const isVerified = () =>
    phone.value.verified !== null && phone.value.verified === digits(values.value.phone);

  const state = signal<SignUpSnapshot>(snapshot());
  function snapshot(): SignUpSnapshot {
    const typed = digits(values.value.phone);
    return {
      values: values.value,
      errors: errors.value,
      notes: notes.value,
      antiBot: antiBot.value,
      busy: busy.value,
      smsSent: phone.value.sentTo !== null && phone.value.sentTo === typed,
      phoneVerified: phone.value.verified !== null && phone.value.verified === typed,
    };
  }
  const publish = () => {
    state.value = snapshot();
  };
  const setError = (field: SignUpField, message: string | null) => {
    errors.value = message
      ? { ...without(errors.value, field), [field]: message }
      : without(errors.value, field);
  };
  const setNote = (field: SignUpField, message: string | null) => {
    notes.value = message
      ? { ...without(notes.value, field), [field]: message }
      : without(notes.value, field);
  };
  /** Runs one call with `busy` set, publishing the state before and after. */
  const busyWith = async (what: Exclude<SignUpBusy, null>, call: () => Promise<SignUpNotice>) => {
    busy.value = what;
    publish();
    try {
      return await call();
    } finally {
      busy.value = null;
      publish();
    }
  };

  const checkDuplicate = async (field: 'userId' | 'nickname'): Promise<SignUpNotice> => {
    const input =
      field === 'userId' ? checkUserIdInput(values.value.userId) : checkNicknameInput(values.value.nickname);
    if (!input.ok) {
      setError(field, input.message);
      publish();
      return NONE;
    }
    return busyWith(field, async () => {
      try {
        const taken = await client.signup.check(
          field === 'userId' ? { userId: input.value } : { nickname: input.value },
        );
        checks[field] = { value: input.value, taken };
        const answer = checkAvailability(input.value, taken);
        setError(field, answer.ok ? null : answer.message);
        setNote(field, answer.ok ? answer.message : null);
        return NONE;
      } catch (error) {
        return { kind: 'failure', error };
      }
    });
  };

  const requestSms = async (): Promise<SignUpNotice> => {
    const typed = validatePhoneAuthRequest(values.value.phone);
    if (!typed.ok) {
      setError('phone', typed.message);
      publish();
      return NONE;
    }
    return busyWith('sms', async () => {
      try {
        const message = await client.signup.sendSms({ data: encodeSmsPhone(typed.value) });
        phone.value = { sentTo: typed.value, verified: null };
        setNote('authNumber', null);
        return { kind: 'alert', message: message || ko.SMS_SENT };
      } catch (error) {
        return { kind: 'failure', error };
      }
    });
  };

  const confirmSms = async (): Promise<SignUpNotice> => {
    const typed = digits(values.value.phone);
    const code = values.value.authNumber.trim();
    if (code === '') {
      setError('authNumber', ko.FIELD_REQUIRED);
      publish();
      return NONE;
    }
    return busyWith('auth', async () => {
      try {
        const answer = await client.signup.checkAuthNumber({ phonenumber: typed, authnumber: code });
        if (answer !== ko.SMS_AUTH_SUCCESS) {
          setError('authNumber', answer);
          return NONE;
        }
        phone.value = { ...phone.value, verified: typed };
        setError('authNumber', null);
        setNote('authNumber', ko.SMS_AUTH_SUCCESS);
        return NONE;
      } catch (error) {
        if (!isApiError(error) || error.status !== 400) return { kind: 'failure', error };
        setError('authNumber', error.message);
        return NONE;
      }
    });
  };

  const submit = async (): Promise<SignUpNotice> => {
    if (busy.value === 'submit') return NONE;
    const typed = values.value;
    const form: SignUpForm = {
      userId: typed.userId,
      password: typed.password,
      passwordConfirm: typed.passwordConfirm,
      accountHolder: typed.accountHolder,
      nickname: typed.nickname,
      birthDate: { year: typed.birthYear, month: typed.birthMonth, day: typed.birthDay },
      phone: typed.phone,
      bankCode: typed.bankCode,
      accountNumber: typed.accountNumber,
      accountPassword: typed.accountPassword,
      antiBotCode: typed.antiBotCode,
    };
    const answerFor = (check: Availability | null, value: string) =>
      check?.value === value ? check.taken : undefined;
    const checked = validateSignUp(form, {
      now: clock.now(),
      phoneVerified: isVerified(),
      referrerId: options.referral.recommenderId,
      antiBotCode: antiBot.value,
      taken: {
        userId: answerFor(checks.userId, typed.userId),
        nickname: answerFor(checks.nickname, typed.nickname),
      },
    });
    const carrierMissing = typed.carrierCode === '';
    if (!checked.ok || carrierMissing) {
      const next: Partial<Record<SignUpField, string>> = {};
      for (const issue of checked.ok ? [] : (checked.issues ?? []))
        next[fieldOf(issue.field)] = issue.message;
      if (!checked.ok && checked.field) next[fieldOf(checked.field)] = checked.message;
      if (carrierMissing) next.carrierCode = ko.SIGNUP_CARRIER_REQUIRED;
      errors.value = next;
      if (!checked.ok && checked.code === 'SIGNUP_ANTIBOT') antiBot.value = drawCode();
      publish();
      return { kind: 'alert', message: checked.ok ? ko.SIGNUP_CARRIER_REQUIRED : checked.message };
    }
    return busyWith('submit', async () => {
      try {
        await client.signup.join(
          toSignUpInput(checked.value, {
            authNumber: typed.authNumber,
            carrierCode: typed.carrierCode,
            referral: options.referral,
          }),
        );
        return { kind: 'joined' };
      } catch (error) {
        // A refused field comes back with its message (e.g. an id taken meanwhile); anything else is 회원가입에 실패했습니다.
        if (!isApiError(error) || error.status !== 400) return { kind: 'failure', error, context: 'signUp' };
        const field = (error.data as { field?: string } | undefined)?.field;
        if (field) setError(fieldOf(field), error.message);
        return { kind: 'alert', message: error.message };
      }
    });
  };

  return {
    state,
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    change(field, value) {
      values.value = { ...values.value, [field]: value };
      setError(field, null);
      // A duplicate check or phone verification holds only for the value it was made for.
      if (field === 'userId' || field === 'nickname' || field === 'authNumber') setNote(field, null);
      if (field === 'phone') setNote('authNumber', null);
      publish();
    },
    blur(field) {
      setError(field, fieldError(field, values.value));
      publish();
    },
    checkDuplicate,
    requestSms,
    confirmSms,
    refreshAntiBot() {
      antiBot.value = drawCode();
      publish();
    },
    submit,
  };
}
