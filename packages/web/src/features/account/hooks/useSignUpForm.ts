import { useKbetClient } from '@kbet/react';
import {
  checkAvailability,
  checkNicknameInput,
  checkUserIdInput,
  encodeSmsPhone,
  generateAntiBotCode,
  isApiError,
  ko,
  type ReferralFields,
  type SignUpForm,
  signUpRules,
  toSignUpInput,
  validatePhoneAuthRequest,
  validateSignUp,
} from '@kbet/sdk';
import { useState } from 'react';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';

/** The member form's fields (spec §2 sign-up step 2), as typed. */
export interface SignUpValues {
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

export type SignUpField = keyof SignUpValues;

const EMPTY: SignUpValues = {
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

/** A duplicate check's answer for the value it was asked about. */
interface Availability {
  readonly value: string;
  readonly taken: boolean;
}

const rules = signUpRules();
const digits = (phone: string) => phone.replace(/\D/g, '');

/** Where a validateSignUp failure belongs on the form. */
const FIELD_OF: Readonly<Record<string, SignUpField>> = {
  birthDate: 'birthYear',
  phone: 'phone',
  antiBotCode: 'antiBotCode',
};

/** Checks one field as the member leaves it, with the SDK's sign-up rules; null when it passes or is empty. */
function fieldError(field: SignUpField, values: SignUpValues): string | null {
  const value = values[field];
  if (value === '') return null;
  const result = (() => {
    switch (field) {
      case 'userId':
        return rules.userId(value);
      case 'password':
        return rules.password(value);
      case 'passwordConfirm':
        return rules.passwordConfirm(values.password, value);
      case 'accountHolder':
        return rules.accountHolder(value);
      case 'nickname':
        return rules.nickname(value);
      case 'phone':
        return rules.phone(value);
      case 'accountNumber':
        return rules.accountNumber(value);
      case 'accountPassword':
        return rules.accountPassword(value);
      default:
        return null;
    }
  })();
  return result && !result.ok ? result.message : null;
}

/**
 * The state and actions of the sign-up member form (spec §4, §5): field checks on leaving a field, the id and
 * nickname duplicate checks ('{x}는 사용가능합니다.'), the SMS request (encodeSmsPhone) and the code check (verified
 * only on '인증성공'), the anti-bot code drawn in the browser, and the submit through validateSignUp and
 * POST /member/join. `onJoined` runs after a successful join.
 */
export function useSignUpForm(referral: ReferralFields, onJoined: () => void) {
  const client = useKbetClient();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [notes, setNotes] = useState<Partial<Record<SignUpField, string>>>({});
  const [idCheck, setIdCheck] = useState<Availability | null>(null);
  const [nicknameCheck, setNicknameCheck] = useState<Availability | null>(null);
  const [smsSentTo, setSmsSentTo] = useState<string | null>(null);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [antiBot, setAntiBot] = useState(() => generateAntiBotCode());
  const [busy, setBusy] = useState<'userId' | 'nickname' | 'sms' | 'auth' | 'submit' | null>(null);

  const setError = (field: SignUpField, message: string | null) =>
    setErrors(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest));
  const setNote = (field: SignUpField, message: string | null) =>
    setNotes(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest));

  const change = (field: SignUpField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, null);
    // A duplicate check or phone verification holds only for the value it was made for.
    if (field === 'userId' || field === 'nickname' || field === 'authNumber') setNote(field, null);
    if (field === 'phone') setNote('authNumber', null);
  };

  const blur = (field: SignUpField) => setError(field, fieldError(field, values));

  const checkDuplicate = async (field: 'userId' | 'nickname') => {
    const input = field === 'userId' ? checkUserIdInput(values.userId) : checkNicknameInput(values.nickname);
    if (!input.ok) return setError(field, input.message);
    setBusy(field);
    try {
      const taken = await client.signup.check(
        field === 'userId' ? { userId: input.value } : { nickname: input.value },
      );
      const answer = checkAvailability(input.value, taken);
      (field === 'userId' ? setIdCheck : setNicknameCheck)({ value: input.value, taken });
      if (answer.ok) {
        setError(field, null);
        setNote(field, answer.message);
      } else {
        setNote(field, null);
        setError(field, answer.message);
      }
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(null);
    }
  };

  const requestSms = async () => {
    const phone = validatePhoneAuthRequest(values.phone);
    if (!phone.ok) return setError('phone', phone.message);
    setBusy('sms');
    try {
      const message = await client.signup.sendSms({ data: encodeSmsPhone(phone.value) });
      setSmsSentTo(phone.value);
      setVerifiedPhone(null);
      setNote('authNumber', null);
      void alert(message || ko.SMS_SENT);
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(null);
    }
  };

  const confirmSms = async () => {
    const phone = digits(values.phone);
    if (values.authNumber.trim() === '') return setError('authNumber', ko.FIELD_REQUIRED);
    setBusy('auth');
    try {
      const answer = await client.signup.checkAuthNumber({
        phonenumber: phone,
        authnumber: values.authNumber.trim(),
      });
      // Spec §4: verified only on exactly '인증성공'.
      if (answer === ko.SMS_AUTH_SUCCESS) {
        setVerifiedPhone(phone);
        setError('authNumber', null);
        setNote('authNumber', ko.SMS_AUTH_SUCCESS);
      } else setError('authNumber', answer);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setError('authNumber', failure.message);
      else reportError(failure);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    if (busy === 'submit') return;
    const form: SignUpForm = {
      userId: values.userId,
      password: values.password,
      passwordConfirm: values.passwordConfirm,
      accountHolder: values.accountHolder,
      nickname: values.nickname,
      birthDate: { year: values.birthYear, month: values.birthMonth, day: values.birthDay },
      phone: values.phone,
      bankCode: values.bankCode,
      accountNumber: values.accountNumber,
      accountPassword: values.accountPassword,
      antiBotCode: values.antiBotCode,
    };
    const answerFor = (check: Availability | null, value: string) =>
      check?.value === value ? check.taken : undefined;
    const checked = validateSignUp(form, {
      now: Date.now(),
      phoneVerified: verifiedPhone !== null && verifiedPhone === digits(values.phone),
      referrerId: referral.recommenderId,
      antiBotCode: antiBot,
      taken: {
        userId: answerFor(idCheck, values.userId),
        nickname: answerFor(nicknameCheck, values.nickname),
      },
    });
    const carrierMissing = values.carrierCode === '';
    if (!checked.ok || carrierMissing) {
      const next: Partial<Record<SignUpField, string>> = {};
      for (const issue of checked.ok ? [] : (checked.issues ?? [])) {
        next[FIELD_OF[issue.field] ?? (issue.field as SignUpField)] = issue.message;
      }
      if (!checked.ok && checked.field)
        next[FIELD_OF[checked.field] ?? (checked.field as SignUpField)] = checked.message;
      if (carrierMissing) next.carrierCode = ko.SIGNUP_CARRIER_REQUIRED;
      setErrors(next);
      if (!checked.ok && checked.code === 'SIGNUP_ANTIBOT') setAntiBot(generateAntiBotCode());
      void alert(checked.ok ? ko.SIGNUP_CARRIER_REQUIRED : checked.message);
      return;
    }
    setBusy('submit');
    try {
      await client.signup.join(
        toSignUpInput(checked.value, {
          authNumber: values.authNumber,
          carrierCode: values.carrierCode,
          referral,
        }),
      );
      onJoined();
    } catch (failure) {
      // A refused field comes back with its message (e.g. an id taken meanwhile); anything else is 회원가입에 실패했습니다.
      if (isApiError(failure) && failure.status === 400) {
        const field = (failure.data as { field?: string } | undefined)?.field;
        if (field) setError(FIELD_OF[field] ?? (field as SignUpField), failure.message);
        void alert(failure.message);
      } else reportError(failure, { context: 'signUp' });
    } finally {
      setBusy(null);
    }
  };

  return {
    values,
    errors,
    notes,
    antiBot,
    busy,
    smsSent: smsSentTo !== null && smsSentTo === digits(values.phone),
    phoneVerified: verifiedPhone !== null && verifiedPhone === digits(values.phone),
    change,
    blur,
    checkDuplicate,
    requestSms,
    confirmSms,
    refreshAntiBot: () => setAntiBot(generateAntiBotCode()),
    submit,
  };
}
