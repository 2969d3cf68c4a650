import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAmount } from '../../core/readAmount';
import { readWholeAmount } from '../../core/readWholeAmount';
import { formatAmountInput, formatWon } from '../formatWon';
import { parseAmountInput } from '../parseAmountInput';
import { parseBetAmountInput } from '../parseBetAmountInput';

const REQUIRED = { ok: false, code: 'FIELD_REQUIRED', message: '위 항목을 입력해주세요.' };
const NUMERIC = { ok: false, code: 'AMOUNT_NUMERIC', message: '숫자로 입력해 주세요.' };
const NO_DECIMALS = { ok: false, code: 'AMOUNT_NO_DECIMALS', message: '원단위는 입력 불가능합니다.' };

describe('readAmount', () => {
  it('reads plain digits, grouped thousands, signs and fractions', () => {
    expect(readAmount('1,000,000')).toEqual({ whole: 1_000_000, fraction: false });
    expect(readAmount('1000000')).toEqual({ whole: 1_000_000, fraction: false });
    expect(readAmount('  12,345  ')).toEqual({ whole: 12_345, fraction: false });
    expect(readAmount('007')).toEqual({ whole: 7, fraction: false });
    expect(readAmount('-5,000')).toEqual({ whole: -5000, fraction: false });
    expect(readAmount('1,000.5')).toEqual({ whole: 1000, fraction: true });
    expect(readAmount('10,000.00')).toEqual({ whole: 10_000, fraction: false });
    expect(readAmount('-0')).toEqual({ whole: 0, fraction: false });
    const minusHalf = readAmount('-0.5') as { whole: number };
    expect(minusHalf).toEqual({ whole: 0, fraction: true });
    expect(Object.is(minusHalf.whole, 0)).toBe(true);
  });

  it('reads numbers exactly, including fractions and -0', () => {
    expect(readAmount(5000)).toEqual({ whole: 5000, fraction: false });
    expect(readAmount(5000.5)).toEqual({ whole: 5000, fraction: true });
    expect(readAmount(-4999.5)).toEqual({ whole: -4999, fraction: true });
    const minusZero = readAmount(-0);
    expect(minusZero).toEqual({ whole: 0, fraction: false });
    expect(Object.is((minusZero as { whole: number }).whole, 0)).toBe(true);
  });

  it('says required for empty input and numeric for anything else', () => {
    for (const empty of ['', '   ', null, undefined]) expect(readAmount(empty)).toBe('required');
    for (const bad of [
      'abc',
      '1,0000',
      '10,00',
      ',100',
      '1,000,',
      '1e5',
      '+100',
      '10 000',
      '1.',
      '.5',
      '--1',
      '１０００',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]) {
      expect(readAmount(bad)).toBe('numeric');
    }
  });
});

describe('readWholeAmount', () => {
  it('fails with the shared messages and passes negatives and huge values to the caller', () => {
    expect(readWholeAmount('')).toEqual(REQUIRED);
    expect(readWholeAmount('12a')).toEqual(NUMERIC);
    expect(readWholeAmount('12.5')).toEqual(NO_DECIMALS);
    expect(readWholeAmount('-12')).toEqual({ ok: true, value: -12 });
    expect(readWholeAmount('99999999999999999999')).toEqual({ ok: true, value: 1e20 });
  });
});

describe('parseAmountInput', () => {
  it('returns whole won', () => {
    expect(parseAmountInput('1,000,000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseAmountInput('0')).toEqual({ ok: true, value: 0 });
    expect(parseAmountInput(42)).toEqual({ ok: true, value: 42 });
    expect(parseAmountInput(String(Number.MAX_SAFE_INTEGER))).toEqual({
      ok: true,
      value: Number.MAX_SAFE_INTEGER,
    });
  });

  it('checks required, numeric, decimals, >= 0 and exactness in that order', () => {
    expect(parseAmountInput('   ')).toEqual(REQUIRED);
    expect(parseAmountInput(undefined)).toEqual(REQUIRED);
    expect(parseAmountInput('1,0000')).toEqual(NUMERIC);
    expect(parseAmountInput('-1.5')).toEqual(NO_DECIMALS);
    expect(parseAmountInput(0.5)).toEqual(NO_DECIMALS);
    expect(parseAmountInput('-1')).toEqual({
      ok: false,
      code: 'AMOUNT_NEGATIVE',
      message: '0 이상의 금액을 입력해주세요.',
    });
    expect(parseAmountInput(-1)).toMatchObject({ code: 'AMOUNT_NEGATIVE' });
    expect(parseAmountInput('9,007,199,254,740,992')).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_LARGE',
      message: '입력 가능한 금액을 초과했습니다.',
    });
  });

  it('parse ∘ formatWon is the identity on whole won', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseAmountInput(formatWon(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('formatWon', () => {
  it('groups thousands', () => {
    expect(formatWon(0)).toBe('0');
    expect(formatWon(999)).toBe('999');
    expect(formatWon(1000)).toBe('1,000');
    expect(formatWon(1_000_000)).toBe('1,000,000');
    expect(formatWon(123_456_789)).toBe('123,456,789');
    expect(formatWon(-1_234_567)).toBe('-1,234,567');
    expect(formatWon(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890');
  });

  it('refuses non-whole or inexact numbers', () => {
    expect(() => formatWon(1.5)).toThrow(RangeError);
    expect(() => formatWon(1e20)).toThrow('Expected a whole number of won, got 100000000000000000000');
    expect(() => formatWon(Number.NaN)).toThrow(RangeError);
  });

  it('agrees with an independent grouping', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatWon(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});

describe('formatAmountInput', () => {
  it('regroups digits as the member types', () => {
    expect(formatAmountInput('')).toBe('');
    expect(formatAmountInput('1')).toBe('1');
    expect(formatAmountInput('1000')).toBe('1,000');
    expect(formatAmountInput('1,0000')).toBe('10,000');
    expect(formatAmountInput('0012345')).toBe('12,345');
    expect(formatAmountInput('000')).toBe('0');
    expect(formatAmountInput('100000000')).toBe('100,000,000');
  });

  it('leaves anything but digits and commas as typed, for the validator to name', () => {
    for (const typed of ['12.5', '-1000', 'abc', '1 000', ',']) expect(formatAmountInput(typed)).toBe(typed);
  });

  it('is idempotent and keeps the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,]{1,20}$/), (typed) => {
        const once = formatAmountInput(typed);
        expect(formatAmountInput(once)).toBe(once);
        if (/\d/.test(typed))
          expect(once.replaceAll(',', '')).toBe(BigInt(typed.replaceAll(',', '')).toString());
      }),
    );
  });
});

describe('parseBetAmountInput', () => {
  it('uses the bet amount messages (§5)', () => {
    expect(parseBetAmountInput('50,000')).toEqual({ ok: true, value: 50_000 });
    expect(parseBetAmountInput(0)).toEqual({ ok: true, value: 0 });
    expect(parseBetAmountInput('')).toEqual({
      ok: false,
      code: 'BET_AMOUNT_REQUIRED',
      message: '베팅금액을 입력해주세요.',
    });
    expect(parseBetAmountInput('5천')).toEqual({
      ok: false,
      code: 'BET_AMOUNT_DIGITS',
      message: '베팅금액은 숫자로 입력해주세요.',
    });
    expect(parseBetAmountInput('5000.5')).toEqual({
      ok: false,
      code: 'BET_NO_DECIMALS',
      message: '원단위는 입력 불가능합니다.',
    });
    expect(parseBetAmountInput('-5,000')).toEqual({
      ok: false,
      code: 'BET_AMOUNT_NEGATIVE',
      message: '베팅금액은 0원 이상이어야 합니다.',
    });
    expect(parseBetAmountInput('99999999999999999999')).toEqual({
      ok: false,
      code: 'BET_OVER_MAX',
      message: '최대 베팅금액을 초과하여 베팅할 수 없습니다.',
    });
  });
});
