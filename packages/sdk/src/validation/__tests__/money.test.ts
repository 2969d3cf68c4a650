import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeEqual } from '../../core/safeEqual';
import { checkAccountPassword, checkWithdrawPassword } from '../checkAccountPassword';
import { formatWon } from '../formatWon';
import { validateAccountNumber } from '../validateAccountNumber';
import { validateBankCode } from '../validateBankCode';
import { coinsToWon, validateCoinDeposit } from '../validateCoinDeposit';
import { validateDeposit } from '../validateDeposit';
import { validateCompConvert, validatePointConvert } from '../validatePointConvert';
import { validateWithdrawal } from '../validateWithdrawal';

const failure = (code: string, message: string) => ({ ok: false, code, message });
const REQUIRED = failure('FIELD_REQUIRED', '위 항목을 입력해주세요.');
const NUMERIC = failure('AMOUNT_NUMERIC', '숫자로 입력해 주세요.');
const NO_DECIMALS = failure('AMOUNT_NO_DECIMALS', '원단위는 입력 불가능합니다.');

describe('validatePointConvert / validateCompConvert', () => {
  const POINT_MIN = failure('POINT_CONVERT_MIN', '5,000포인트 이상 전환가능합니다.');
  const COMP_MIN = failure('COMP_CONVERT_MIN', '100콤프 이상 전환가능합니다.');

  it('points: whole, at least 5,000', () => {
    expect(validatePointConvert('4,999')).toEqual(POINT_MIN);
    expect(validatePointConvert(5000)).toEqual({ ok: true, value: 5000 });
    expect(validatePointConvert('5,001')).toEqual({ ok: true, value: 5001 });
    expect(validatePointConvert('-5000')).toEqual(POINT_MIN);
    expect(validatePointConvert('')).toEqual(REQUIRED);
    expect(validatePointConvert('오천')).toEqual(NUMERIC);
    expect(validatePointConvert('5000.5')).toEqual(NO_DECIMALS);
    expect(validatePointConvert('99999999999999999999')).toEqual(
      failure('AMOUNT_TOO_LARGE', '입력 가능한 금액을 초과했습니다.'),
    );
  });

  it('comp: whole, at least 100', () => {
    expect(validateCompConvert(99)).toEqual(COMP_MIN);
    expect(validateCompConvert('100')).toEqual({ ok: true, value: 100 });
    expect(validateCompConvert('1,234')).toEqual({ ok: true, value: 1234 });
    expect(validateCompConvert(100.5)).toEqual(NO_DECIMALS);
  });
});

describe('validateDeposit', () => {
  const deposit = (input: string | number, bonus: number | string | null = 5) =>
    validateDeposit(input, { bonus });
  const BONUS = failure('DEPOSIT_BONUS_REQUIRED', '보너스를 선택해 주세요.');
  const MIN = failure('DEPOSIT_MIN', '10,000원 이상 충전신청 가능합니다.');
  const UNIT = failure('DEPOSIT_UNIT', '1,000원 단위로 충전신청 가능합니다.');
  const MAX = failure('DEPOSIT_MAX', '1회 최대 100,000,000원까지 충전신청 가능합니다.');

  it('needs a bonus option chosen first (0, blank or unknown is not a choice)', () => {
    expect(deposit('abc', 0)).toEqual(BONUS);
    expect(deposit(10_000, '0')).toEqual(BONUS);
    expect(deposit(10_000, null)).toEqual(BONUS);
    expect(deposit(10_000, '')).toEqual(BONUS);
    expect(deposit(10_000, 8)).toEqual(BONUS);
    expect(deposit(10_000, 1.5)).toEqual(BONUS);
    for (const bonus of [1, 2, 3, 4, 5, 6, 7, '1', '7'])
      expect(deposit(10_000, bonus)).toEqual({ ok: true, value: 10_000 });
  });

  it('checks required, numeric, decimals, minimum, unit and maximum in order', () => {
    expect(deposit('')).toEqual(REQUIRED);
    expect(deposit('1만원')).toEqual(NUMERIC);
    expect(deposit('10,000.5')).toEqual(NO_DECIMALS);
    expect(deposit(9999.5)).toEqual(NO_DECIMALS);
    expect(deposit('-10,000')).toEqual(MIN);
    expect(deposit('10,500')).toEqual(UNIT);
    expect(deposit('100,000,500')).toEqual(UNIT);
    expect(deposit('200,000,000')).toEqual(MAX);
    expect(deposit('9999999999999999999999')).toEqual(MAX);
  });

  it('has inclusive bounds at 10,000 and 100,000,000', () => {
    expect(deposit('9,999')).toEqual(MIN);
    expect(deposit('10,000')).toEqual({ ok: true, value: 10_000 });
    expect(deposit('10,001')).toEqual(UNIT);
    expect(deposit('11,000')).toEqual({ ok: true, value: 11_000 });
    expect(deposit('99,999,999')).toEqual(UNIT);
    expect(deposit('99,999,000')).toEqual({ ok: true, value: 99_999_000 });
    expect(deposit('100,000,000')).toEqual({ ok: true, value: 100_000_000 });
    expect(deposit(100_000_000)).toEqual({ ok: true, value: 100_000_000 });
    expect(deposit('100,001,000')).toEqual(MAX);
    expect(deposit('10,000.00')).toEqual({ ok: true, value: 10_000 });
  });

  it('accepts any multiple of 1,000 in range, formatted or not, as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100_000 }), (thousands) => {
        const amount = thousands * 1000;
        expect(deposit(formatWon(amount))).toEqual({ ok: true, value: amount });
        expect(deposit(String(amount))).toEqual({ ok: true, value: amount });
        expect(deposit(amount)).toEqual({ ok: true, value: amount });
      }),
    );
  });

  it('refuses every other whole amount with the matching message', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (amount) => {
        const result = deposit(formatWon(amount));
        if (amount < 10_000) expect(result).toEqual(MIN);
        else if (amount % 1000 !== 0) expect(result).toEqual(UNIT);
        else if (amount > 100_000_000) expect(result).toEqual(MAX);
        else expect(result).toEqual({ ok: true, value: amount });
      }),
    );
  });
});

describe('account passwords', () => {
  it('safeEqual compares whole strings', () => {
    expect(safeEqual('1234', '1234')).toBe(true);
    expect(safeEqual('1234', '1235')).toBe(false);
    expect(safeEqual('1234', '12345')).toBe(false);
    expect(safeEqual('12345', '1234')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('', 'a')).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(safeEqual(a, b)).toBe(a === b);
        expect(safeEqual(a, a)).toBe(true);
      }),
    );
  });

  it('checkAccountPassword / checkWithdrawPassword: exact match, never on empty', () => {
    const DEPOSIT = failure(
      'DEPOSIT_PASSWORD_MISMATCH',
      '비밀번호가 일치하지 않았습니다. 다시 시도해 보세요.',
    );
    const WITHDRAW = failure('WITHDRAW_PASSWORD_MISMATCH', '입출금 비밀번호가 다릅니다.');
    expect(checkAccountPassword('1234', '1234')).toEqual({ ok: true, value: undefined });
    expect(checkAccountPassword('1234', '4321')).toEqual(DEPOSIT);
    expect(checkAccountPassword('', '')).toEqual(DEPOSIT);
    expect(checkAccountPassword(undefined, null)).toEqual(DEPOSIT);
    expect(checkAccountPassword('1234', '')).toEqual(DEPOSIT);
    expect(checkWithdrawPassword('1234', '1234')).toEqual({ ok: true, value: undefined });
    expect(checkWithdrawPassword('1234 ', '1234')).toEqual(WITHDRAW);
    expect(checkWithdrawPassword('', '')).toEqual(WITHDRAW);
  });
});

describe('bank fields', () => {
  const BANK = failure('BANK_INVALID', '유효한 은행을 입력해주세요.');

  it('validateBankCode: whole 1-39', () => {
    expect(validateBankCode(1)).toEqual({ ok: true, value: 1 });
    expect(validateBankCode('04')).toEqual({ ok: true, value: 4 });
    expect(validateBankCode(' 39 ')).toEqual({ ok: true, value: 39 });
    for (const bad of [0, 40, '0', '40', 1.5, '1.5', '-1', 'abc', '', null, undefined, Number.NaN]) {
      expect(validateBankCode(bad)).toEqual(BANK);
    }
  });

  it('validateAccountNumber: required, at most 14 characters', () => {
    const LONG = failure('ACCOUNT_NUMBER_TOO_LONG', '계좌번호는 14자 이내로 입력해주세요.');
    expect(validateAccountNumber('')).toEqual(REQUIRED);
    expect(validateAccountNumber(null)).toEqual(REQUIRED);
    expect(validateAccountNumber('12345678901234')).toEqual({ ok: true, value: '12345678901234' });
    expect(validateAccountNumber(' 110-123-456789 ')).toEqual({ ok: true, value: '110-123-456789' });
    expect(validateAccountNumber('123456789012345')).toEqual(LONG);
  });
});

describe('coins', () => {
  const MIN = failure('COIN_MIN', '1코인 이상 충전신청 가능합니다.');
  const OVER = failure('COIN_OVER_HELD', '보유코인보다 많은 코인을 입금 할 수 없습니다.');

  it('validateCoinDeposit: whole, at least 1, not above held', () => {
    expect(validateCoinDeposit('', { heldCoins: 5 })).toEqual(REQUIRED);
    expect(validateCoinDeposit('x', { heldCoins: 5 })).toEqual(NUMERIC);
    expect(validateCoinDeposit(1.5, { heldCoins: 5 })).toEqual(NO_DECIMALS);
    expect(validateCoinDeposit(0, { heldCoins: 5 })).toEqual(MIN);
    expect(validateCoinDeposit('-1', { heldCoins: 5 })).toEqual(MIN);
    expect(validateCoinDeposit(1, { heldCoins: 5 })).toEqual({ ok: true, value: 1 });
    expect(validateCoinDeposit('5', { heldCoins: 5 })).toEqual({ ok: true, value: 5 });
    expect(validateCoinDeposit('6', { heldCoins: 5 })).toEqual(OVER);
    expect(validateCoinDeposit(1, { heldCoins: 0 })).toEqual(OVER);
  });

  it('coinsToWon: 1 coin = 10,000 won', () => {
    expect(coinsToWon(1)).toBe(10_000);
    expect(coinsToWon(100)).toBe(1_000_000);
    expect(coinsToWon(0)).toBe(0);
    expect(() => coinsToWon(1.5)).toThrow(RangeError);
    expect(() => coinsToWon(Number.MAX_SAFE_INTEGER)).toThrow('Expected a whole number of coins');
  });
});

describe('validateWithdrawal', () => {
  const withdraw = (input: string | number | null, cash = 1_000_000_000) =>
    validateWithdrawal(input, { cash });
  const MIN = failure('WITHDRAW_MIN', '10,000원 이상 출금신청 가능합니다.');
  const UNIT = failure('WITHDRAW_UNIT', '10,000원 단위로 출금신청 가능합니다.');
  const OVER = failure('WITHDRAW_OVER_CASH', '보유캐시보다 많은 금액을 입력했습니다.');

  it('checks required, numeric, decimals, minimum, unit and cash in order', () => {
    expect(withdraw('')).toEqual(REQUIRED);
    expect(withdraw(null)).toEqual(REQUIRED);
    expect(withdraw('만원')).toEqual(NUMERIC);
    expect(withdraw('10,000.5')).toEqual(NO_DECIMALS);
    expect(withdraw('-20,000')).toEqual(MIN);
    expect(withdraw('15,000', 5000)).toEqual(UNIT);
    expect(withdraw('9999999999999999999999')).toEqual(OVER);
  });

  it('has inclusive bounds at 10,000 and the cash', () => {
    expect(withdraw('9,999')).toEqual(MIN);
    expect(withdraw('10,000')).toEqual({ ok: true, value: 10_000 });
    expect(withdraw('10,001')).toEqual(UNIT);
    expect(withdraw('19,999')).toEqual(UNIT);
    expect(withdraw('20,000')).toEqual({ ok: true, value: 20_000 });
    expect(withdraw('120,000', 120_000)).toEqual({ ok: true, value: 120_000 });
    expect(withdraw('130,000', 120_000)).toEqual(OVER);
    expect(withdraw(120_000, 129_999)).toEqual({ ok: true, value: 120_000 });
  });

  it('accepts any multiple of 10,000 within cash as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 2e9 }), (tens, cash) => {
        const amount = tens * 10_000;
        expect(withdraw(formatWon(amount), cash)).toEqual(
          amount <= cash ? { ok: true, value: amount } : OVER,
        );
      }),
    );
  });
});
