import type { TextInput } from '../core/missingField';
import type { ValidationResult } from '../core/result';
import type { DateInput } from '../core/toEpochMs';
import { validateSignUpPhone } from './isKoreanMobile';
import type { SignUpReadingOption } from './signUpReading';
import { validateAccountHolder } from './validateAccountHolder';
import { validateAccountNumber } from './validateAccountNumber';
import { type BirthDate, type BirthDateInput, validateAdultBirthDate } from './validateAdultBirthDate';
import { validateBankCode } from './validateBankCode';
import { validatePasswordConfirm } from './validatePassword';
import { validateSignUpAccountPassword } from './validateSignUpAccountPassword';
import { validateSignUpNickname } from './validateSignUpNickname';
import { validateSignUpPassword } from './validateSignUpPassword';
import { validateSignUpUserId } from './validateSignUpUserId';

/** One validator per sign-up form field, for checking a field as the member leaves it. */
export interface SignUpRules {
  userId(value: TextInput): ValidationResult<string>;
  password(value: TextInput): ValidationResult<string>;
  passwordConfirm(password: TextInput, confirm: TextInput): ValidationResult<string>;
  accountHolder(value: TextInput): ValidationResult<string>;
  nickname(value: TextInput): ValidationResult<string>;
  birthDate(value: BirthDateInput, now: DateInput): ValidationResult<BirthDate>;
  /** Digits only on success. */
  phone(value: TextInput): ValidationResult<string>;
  bankCode(value: number | string | null | undefined): ValidationResult<number>;
  accountNumber(value: TextInput): ValidationResult<string>;
  accountPassword(value: TextInput): ValidationResult<string>;
}

/**
 * The sign-up field rules of §5 under one reading of the rules that §5 states twice (id, nickname, holder):
 * 'coded', 'guide', or 'both' (default: a value must pass both).
 * @example signUpRules({ reading: 'coded' }).userId('Kim2024') // { ok: true, value: 'Kim2024' }
 */
export function signUpRules(options: SignUpReadingOption = {}): SignUpRules {
  return {
    userId: (value) => validateSignUpUserId(value, options),
    password: validateSignUpPassword,
    passwordConfirm: validatePasswordConfirm,
    accountHolder: (value) => validateAccountHolder(value, options),
    nickname: (value) => validateSignUpNickname(value, options),
    birthDate: validateAdultBirthDate,
    phone: validateSignUpPhone,
    bankCode: validateBankCode,
    accountNumber: validateAccountNumber,
    accountPassword: validateSignUpAccountPassword,
  };
}
