import { describe, expect, it } from 'vitest';
import {
  MemberCheckQuery,
  MemberCheckResult,
  SignUpPayload,
  SmsCheckQuery,
  signUpDefaults,
} from '../../index';
import { samples } from './samples';

describe('signUpDefaults', () => {
  it('holds the spec fixed defaults', () => {
    expect(signUpDefaults).toEqual({
      phoneAuthenticationFlag: '0',
      type: '0',
      userType: 'A',
      depositType: '0',
      boardPointFlag: '0',
      goldShopCoinFlag: '0',
      messageReceiveFlag: '0',
      namedFlag: '0',
      suggestionType: '1',
      telegramSigninFlag: '0',
      withdrawalType: '0',
      withdrawalDate: null,
      banType: '0',
      banDate: null,
      managementType: '99',
      managementStatus: '99',
      casinoSignupFlag: '0',
      casinoUseFlag: '1',
      slotUseFlag: '1',
    });
  });
});

describe('SignUpPayload', () => {
  it('has the 34 spec fields, bankAccountPssword spelled as on the wire', () => {
    expect(Object.keys(SignUpPayload.shape)).toHaveLength(34);
    expect(SignUpPayload.shape).toHaveProperty('bankAccountPssword');
    expect(SignUpPayload.shape).toHaveProperty('managementTarget1UserId');
  });

  it('takes the fixed fields and normalises the referrer id', () => {
    expect(SignUpPayload.parse({ ...samples.signUp, ...signUpDefaults })).toEqual({
      ...samples.signUp,
      recommenderId: '3',
      ...signUpDefaults,
    });
  });

  it('needs every fixed field', () => {
    const { slotUseFlag: _, ...withoutOne } = signUpDefaults;
    const result = SignUpPayload.safeParse({ ...samples.signUp, ...withoutOne });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([['slotUseFlag']]);
  });

  it('refuses a payload that tries to change a fixed field', () => {
    const result = SignUpPayload.safeParse({
      ...samples.signUp,
      ...signUpDefaults,
      type: '1',
      managementStatus: '1',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([
      ['type'],
      ['managementStatus'],
    ]);
  });

  it('needs a referrer and the entered fields', () => {
    const result = SignUpPayload.safeParse({
      ...samples.signUp,
      ...signUpDefaults,
      recommenderId: '',
      nickname: '',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([
      ['nickname'],
      ['recommenderId'],
    ]);
  });
});

describe('member check and sms', () => {
  it('MemberCheckQuery takes exactly one field', () => {
    expect(MemberCheckQuery.parse({ nicknameEquals: '길동' })).toEqual({ nicknameEquals: '길동' });
    expect(MemberCheckQuery.safeParse({}).success).toBe(false);
    expect(MemberCheckQuery.safeParse({ userId: 'a', nickname: 'b' }).success).toBe(false);
    expect(MemberCheckQuery.safeParse({ userId: 'player01', nickname: undefined }).success).toBe(true);
  });

  it('MemberCheckResult reads truthiness', () => {
    expect(MemberCheckResult.parse({ id: 1 })).toBe(true);
    expect(MemberCheckResult.parse(true)).toBe(true);
    expect(MemberCheckResult.parse(null)).toBe(false);
    expect(MemberCheckResult.parse('')).toBe(false);
  });

  it('SmsCheckQuery keeps the lowercase wire names', () => {
    expect(SmsCheckQuery.parse({ phonenumber: '01012345678', authnumber: '123456' })).toEqual({
      phonenumber: '01012345678',
      authnumber: '123456',
    });
  });
});
