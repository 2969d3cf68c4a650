import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwnNameAccount } from '../isOwnNameAccount';
import {
  isWithdrawalClosedAt,
  validateWithdrawalPolicy,
  type WithdrawalPolicyParams,
} from '../validateWithdrawalPolicy';
import { withdrawalRequestMax } from '../withdrawalRequestMax';

const HOUR = 3_600_000;
const MIN = 60_000;
/** 2024-05-01 15:00 KST, well inside opening hours. */
const NOW = Date.UTC(2024, 4, 1, 6, 0);
const base: WithdrawalPolicyParams = {
  amount: 1_000_000,
  now: NOW,
  todayTotal: 0,
  accountHolder: '김철수',
  memberName: '김철수',
};
const policy = (over: Partial<WithdrawalPolicyParams>) => validateWithdrawalPolicy({ ...base, ...over });
const failure = (code: string, message: string) => ({ ok: false, code, message });

const PER_REQUEST = failure('WITHDRAW_OVER_PER_REQUEST', '1회 출금 한도를 초과했습니다.');
const DAILY = failure('WITHDRAW_OVER_DAILY', '1일 출금 한도(2억원)를 초과했습니다.');
const INTERVAL = failure('WITHDRAW_INTERVAL', '출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.');
const AFTER_DEPOSIT = failure('WITHDRAW_AFTER_DEPOSIT', '충전신청 후 30분이 지나야 출금신청 가능합니다.');
const OWN_NAME = failure('WITHDRAW_OWN_NAME', '본인 명의 계좌로만 출금 가능합니다.');
const CLOSED = failure('WITHDRAW_CLOSED_HOURS', '23:30 ~ 00:30에는 출금신청이 불가능합니다.');

/** 23:45 KST on 2024-05-01. */
const LATE = Date.UTC(2024, 4, 1, 14, 45);

describe('validateWithdrawalPolicy', () => {
  it('passes with the amount', () => {
    expect(policy({})).toEqual({ ok: true, value: 1_000_000 });
  });

  it('checks in the order §9 lists the rules', () => {
    const allWrong: WithdrawalPolicyParams = {
      amount: 30_000_000,
      now: LATE,
      todayTotal: 190_000_000,
      lastWithdrawalAt: LATE - HOUR,
      lastDepositAt: LATE - MIN,
      accountHolder: '홍길동',
      memberName: '김철수',
    };
    const run = (over: Partial<WithdrawalPolicyParams>) => validateWithdrawalPolicy({ ...allWrong, ...over });
    expect(run({})).toEqual(PER_REQUEST);
    expect(run({ amount: 20_000_000 })).toEqual(DAILY);
    expect(run({ amount: 20_000_000, todayTotal: 0 })).toEqual(INTERVAL);
    expect(run({ amount: 20_000_000, todayTotal: 0, lastWithdrawalAt: null })).toEqual(AFTER_DEPOSIT);
    expect(
      run({ amount: 20_000_000, todayTotal: 0, lastWithdrawalAt: null, lastDepositAt: undefined }),
    ).toEqual(OWN_NAME);
    expect(
      run({
        amount: 20_000_000,
        todayTotal: 0,
        lastWithdrawalAt: null,
        lastDepositAt: null,
        memberName: '홍길동',
      }),
    ).toEqual(CLOSED);
  });

  it('allows 20,000,000 per request, 50,000,000 for high-value members', () => {
    expect(policy({ amount: 20_000_000 })).toEqual({ ok: true, value: 20_000_000 });
    expect(policy({ amount: 20_010_000 })).toEqual(PER_REQUEST);
    expect(policy({ amount: 20_010_000, highValue: true })).toEqual({ ok: true, value: 20_010_000 });
    expect(policy({ amount: 50_000_000, highValue: true })).toEqual({ ok: true, value: 50_000_000 });
    expect(policy({ amount: 50_010_000, highValue: true })).toEqual(PER_REQUEST);
    expect(policy({ amount: 20_010_000, highValue: false })).toEqual(PER_REQUEST);
  });

  it('allows up to 200,000,000 a day including this request', () => {
    expect(policy({ amount: 10_000_000, todayTotal: 190_000_000 })).toEqual({ ok: true, value: 10_000_000 });
    expect(policy({ amount: 10_010_000, todayTotal: 190_000_000 })).toEqual(DAILY);
  });

  it('waits 2 hours after a withdrawal and 30 minutes after a deposit, inclusive', () => {
    expect(policy({ lastWithdrawalAt: NOW - 2 * HOUR })).toMatchObject({ ok: true });
    expect(policy({ lastWithdrawalAt: NOW - 2 * HOUR + 1 })).toEqual(INTERVAL);
    expect(policy({ lastWithdrawalAt: new Date(NOW - 3 * HOUR) })).toMatchObject({ ok: true });
    // Zone-less strings are Korean time: 13:00 KST is 2 hours before 15:00 KST.
    expect(policy({ lastWithdrawalAt: '2024-05-01 13:00:00' })).toMatchObject({ ok: true });
    expect(policy({ lastWithdrawalAt: '2024-05-01 13:00:01' })).toEqual(INTERVAL);
    expect(policy({ lastDepositAt: NOW - 30 * MIN })).toMatchObject({ ok: true });
    expect(policy({ lastDepositAt: NOW - 30 * MIN + 1 })).toEqual(AFTER_DEPOSIT);
    expect(policy({ lastDepositAt: '2024-05-01T05:30:00Z' })).toMatchObject({ ok: true });
  });

  it('refuses when a past date cannot be read', () => {
    expect(policy({ lastWithdrawalAt: 'not a date' })).toEqual(INTERVAL);
    expect(policy({ lastDepositAt: '2024-02-30' })).toEqual(AFTER_DEPOSIT);
  });

  it('sends money only to an own-name account (spaces, case and Unicode form ignored)', () => {
    expect(policy({ accountHolder: '김 철수', memberName: ' 김철수' })).toMatchObject({ ok: true });
    expect(policy({ accountHolder: 'kim chulsoo', memberName: 'KIM CHULSOO' })).toMatchObject({ ok: true });
    // 김철수 written as decomposed jamo.
    expect(policy({ accountHolder: '김철수'.normalize('NFD'), memberName: '김철수' })).toMatchObject({
      ok: true,
    });
    expect(policy({ accountHolder: '김철호' })).toEqual(OWN_NAME);
    expect(policy({ accountHolder: '', memberName: '' })).toEqual(OWN_NAME);
    expect(policy({ accountHolder: ' ', memberName: '  ' })).toEqual(OWN_NAME);
  });

  it('throws on an invalid now', () => {
    expect(() => policy({ now: 'nope' })).toThrow('Invalid date for now: nope');
  });
});

describe('isWithdrawalClosedAt', () => {
  const kst = (day: number, hours: number, minutes: number, seconds = 0, ms = 0) =>
    Date.UTC(2024, 4, day, hours - 9, minutes, seconds, ms);

  it('is closed from 23:30:00 up to but not including 00:30:00 Korean time', () => {
    expect(isWithdrawalClosedAt(kst(1, 23, 29, 59, 999))).toBe(false);
    expect(isWithdrawalClosedAt(kst(1, 23, 30))).toBe(true);
    expect(isWithdrawalClosedAt(kst(1, 23, 59, 59))).toBe(true);
    expect(isWithdrawalClosedAt(kst(2, 0, 0))).toBe(true);
    expect(isWithdrawalClosedAt(kst(2, 0, 29, 59, 999))).toBe(true);
    expect(isWithdrawalClosedAt(kst(2, 0, 30))).toBe(false);
    expect(isWithdrawalClosedAt(kst(2, 12, 0))).toBe(false);
    expect(isWithdrawalClosedAt('2024-05-01T14:30:00Z')).toBe(true);
    expect(isWithdrawalClosedAt('2024-05-01 23:30')).toBe(true);
    expect(isWithdrawalClosedAt('2024-05-01T23:30:00Z')).toBe(false);
  });

  it('agrees with the IANA Asia/Seoul clock for any instant', () => {
    const seoul = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const parts = seoul.formatToParts(ms);
        const hour = Number(parts.find((p) => p.type === 'hour')?.value);
        const minute = Number(parts.find((p) => p.type === 'minute')?.value);
        const minuteOfDay = hour * 60 + minute;
        expect(isWithdrawalClosedAt(ms)).toBe(minuteOfDay >= 23 * 60 + 30 || minuteOfDay < 30);
      }),
    );
  });
});

describe('the §9 rules the server passes to request_withdrawal', () => {
  it('isOwnNameAccount compares names without white space, in NFC and upper case; an empty holder is no one', () => {
    expect(isOwnNameAccount(' 홍 길동 ', '홍길동')).toBe(true);
    expect(isOwnNameAccount('홍\u3000길동', '홍길동')).toBe(true);
    expect(isOwnNameAccount('émile', 'E\u0301MILE')).toBe(true);
    expect(isOwnNameAccount('김철수', '홍길동')).toBe(false);
    expect(isOwnNameAccount('\u3000', '')).toBe(false);
  });

  it('withdrawalRequestMax is 20,000,000, or 50,000,000 for a high-value member, as the policy refuses', () => {
    expect(withdrawalRequestMax(false)).toBe(20_000_000);
    expect(withdrawalRequestMax(true)).toBe(50_000_000);
    expect(policy({ amount: withdrawalRequestMax(false) + 10_000 })).toMatchObject({
      code: 'WITHDRAW_OVER_PER_REQUEST',
    });
    expect(policy({ amount: withdrawalRequestMax(true), highValue: true })).toMatchObject({ ok: true });
  });
});
