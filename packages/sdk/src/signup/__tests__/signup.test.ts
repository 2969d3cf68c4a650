import { describe, expect, it } from 'vitest';
import { signUpDefaults } from '../../schemas/signUpDefaults';
import { SignUpPayload } from '../../schemas/signup';
import type { SignUpValues } from '../../validation/validateSignUp';
import { referralFields } from '../referralFields';
import { toSignUpInput } from '../toSignUpInput';
import { validateReferralCode } from '../validateReferralCode';

describe('validateReferralCode', () => {
  it('requires a code and trims it', () => {
    expect(validateReferralCode('  ')).toEqual({
      ok: false,
      code: 'SIGNUP_CODE_REQUIRED',
      message: '가입코드를 입력해주세요.',
    });
    expect(validateReferralCode(undefined)).toMatchObject({ ok: false, code: 'SIGNUP_CODE_REQUIRED' });
    expect(validateReferralCode(' KBET01 ')).toEqual({ ok: true, value: 'KBET01' });
  });
});

describe('referralFields', () => {
  it('stores a type-0 code as code 1', () => {
    expect(referralFields(' KBET01 ', { type: 0, memberId: 9 })).toEqual({
      suggestionCode1: 'KBET01',
      suggestionCode2: '',
      recommenderId: '9',
    });
  });

  it('stores any other type as code 2', () => {
    expect(referralFields('PT02', { type: 1, memberId: 12 })).toEqual({
      suggestionCode1: '',
      suggestionCode2: 'PT02',
      recommenderId: '12',
    });
  });
});

describe('toSignUpInput', () => {
  const values: SignUpValues = {
    userId: 'newbie01',
    password: 'pass1234!',
    accountHolder: '김민준',
    nickname: '민준',
    birthDate: { year: 1990, month: 7, day: 9 },
    phone: '01012345678',
    bankCode: 4,
    accountNumber: '1234567890',
    accountPassword: '1234',
    referrerId: '9',
  };

  it('maps the checked form onto the wire names, with the fixed fields accepted by the schema', () => {
    const input = toSignUpInput(values, {
      authNumber: ' 123456 ',
      carrierCode: '1',
      referral: referralFields('KBET01', { type: 0, memberId: 9 }),
    });
    expect(input).toEqual({
      userId: 'newbie01',
      password: 'pass1234!',
      nickname: '민준',
      phoneNumber: '01012345678',
      authNumber: '123456',
      managementTarget1UserId: '',
      bankAccountPssword: '1234',
      accountHolder: '김민준',
      bankAccountNumber: '1234567890',
      bankCode: '4',
      suggestionCode1: 'KBET01',
      suggestionCode2: '',
      recommenderId: '9',
      birthDate: '19900709',
      carrierCode: '1',
    });
    expect(SignUpPayload.safeParse({ ...signUpDefaults, ...input }).success).toBe(true);
  });
});
