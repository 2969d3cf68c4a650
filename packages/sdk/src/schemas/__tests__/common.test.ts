import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BONUS_FIXTURE_ID } from '../../constants/bonusFixture';
import { validatePointConvert } from '../../validation/validatePointConvert';
import {
  ApiErrorBody,
  amount,
  Count,
  decimal,
  FixtureRef,
  Id,
  Id32,
  INT32_MAX,
  Int16,
  Int32,
  IsoDateTime,
  IsoDay,
  int,
  nonEmpty,
  Odds,
  Paging,
  page,
  Rate,
  Ref,
  required,
  SignedWon,
  str,
  Won,
  wellFormed,
} from '../common';

const paths = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.path);
};

describe('Won', () => {
  it('accepts whole non-negative won', () => {
    expect(Won.parse(0)).toBe(0);
    expect(Won.parse(100_000_000)).toBe(100_000_000);
  });

  it.each([-1, 1.5, '1000', Number.NaN, 2 ** 53])('refuses %s', (value) => {
    expect(Won.safeParse(value).success).toBe(false);
  });

  it('SignedWon takes negative deltas but not fractions', () => {
    expect(SignedWon.parse(-5_000)).toBe(-5_000);
    expect(SignedWon.safeParse(-0.5).success).toBe(false);
  });

  it('Count is a whole number from 0', () => {
    expect(Count.parse(3)).toBe(3);
    expect(Count.safeParse(-1).success).toBe(false);
  });
});

describe('amount', () => {
  const failure = (schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? null
      : result.error.issues.map((issue) => ({
          message: issue.message,
          code: issue.code === 'custom' ? issue.params?.code : undefined,
        }));
  };

  it('says the §5 message, naming its ko.ts export, for a missing, non-numeric or fractional amount', () => {
    expect(amount().parse(10_000)).toBe(10_000);
    expect(amount().parse(-1)).toBe(-1);
    expect(failure(amount(), undefined)).toEqual([{ message: '위 항목을 입력해주세요.', code: undefined }]);
    expect(failure(amount(), '10000')).toEqual([{ message: '숫자로 입력해 주세요.', code: undefined }]);
    expect(failure(amount(), 10_000.5)).toEqual([
      { message: '원단위는 입력 불가능합니다.', code: 'AMOUNT_NO_DECIMALS' },
    ]);
  });

  it("runs the field's own rule", () => {
    expect(amount(validatePointConvert).parse(5_000)).toBe(5_000);
    expect(failure(amount(validatePointConvert), 4_999)).toEqual([
      { message: '5,000포인트 이상 전환가능합니다.', code: 'POINT_CONVERT_MIN' },
    ]);
  });
});

describe('int, str, nonEmpty', () => {
  it('int keeps to its range', () => {
    const days = int(1, 42);
    expect(days.parse(1)).toBe(1);
    expect(days.parse(42)).toBe(42);
    for (const bad of [0, 43, 1.5, '7', Number.NaN]) expect(days.safeParse(bad).success).toBe(false);
    const result = days.safeParse(43);
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('Expected an integer from 1 to 42');
  });

  it('str keeps to its length', () => {
    expect(str(4, 4).parse('5678')).toBe('5678');
    expect(str(4, 4).safeParse('678').success).toBe(false);
    expect(str(4, 4).safeParse('45678').success).toBe(false);
    expect(str(1).safeParse('').success).toBe(false);
  });

  it('str, required and wellFormed refuse an unpaired surrogate and keep a pair', () => {
    for (const schema of [str(0), required(10), wellFormed]) {
      expect(schema.safeParse('공지 🎉').success).toBe(true);
      for (const bad of ['\ud800', 'a\udfffb', '🎉\ud83c']) expect(schema.safeParse(bad).success).toBe(false);
    }
  });

  it('Int32, Id32 and Int16 keep to the PostgreSQL integer and smallint ranges', () => {
    expect(Int32.safeParse(INT32_MAX).success).toBe(true);
    expect(Int32.safeParse(-INT32_MAX - 1).success).toBe(true);
    for (const bad of [INT32_MAX + 1, -INT32_MAX - 2]) expect(Int32.safeParse(bad).success).toBe(false);
    expect(Id32.safeParse(INT32_MAX).success).toBe(true);
    for (const bad of [0, INT32_MAX + 1]) expect(Id32.safeParse(bad).success).toBe(false);
    expect(Int16.safeParse(32_767).success).toBe(true);
    for (const bad of [32_768, -32_769]) expect(Int16.safeParse(bad).success).toBe(false);
  });

  it('nonEmpty needs one item and points at a bad one', () => {
    expect(nonEmpty(Id).parse([3])).toEqual([3]);
    expect(paths(nonEmpty(Id), [])).toEqual([[]]);
    expect(paths(nonEmpty(Id), [3, 0])).toEqual([[1]]);
  });
});

describe('Id', () => {
  it('is a positive integer', () => {
    expect(Id.parse(1)).toBe(1);
    expect(Id.safeParse(0).success).toBe(false);
    expect(Id.safeParse('7').success).toBe(false);
  });
});

describe('Odds', () => {
  it('normalises numbers to their exact decimal string', () => {
    expect(Odds.parse(1.85)).toBe('1.85');
    expect(Odds.parse(2)).toBe('2');
    expect(Odds.parse(1.955)).toBe('1.955');
  });

  it('keeps strings as sent, trailing zeros included', () => {
    expect(Odds.parse('1.50')).toBe('1.50');
  });

  it.each(['1.9555', '-1.5', 'abc', '', '1,85', 1e21, Number.POSITIVE_INFINITY, -2, true])(
    'refuses %s',
    (value) => {
      expect(Odds.safeParse(value).success).toBe(false);
    },
  );

  it('decimal() takes a scale', () => {
    expect(decimal(2).parse('1.95')).toBe('1.95');
    expect(decimal(2).safeParse('1.955').success).toBe(false);
  });

  it('Rate reads percentages the same way', () => {
    expect(Rate.parse(0.5)).toBe('0.5');
    expect(Rate.parse('12.5')).toBe('12.5');
  });
});

describe('Ref', () => {
  it('turns numeric and string keys into strings', () => {
    expect(Ref.parse(12345)).toBe('12345');
    expect(Ref.parse('bonus')).toBe('bonus');
  });

  it('refuses empty strings, fractions and other types', () => {
    for (const bad of ['', 1.5, null, {}, true]) expect(Ref.safeParse(bad).success).toBe(false);
  });
});

describe('FixtureRef', () => {
  it('reads every wire form of a fixture id as one number, the bonus item as BONUS_FIXTURE_ID', () => {
    expect(FixtureRef.parse(9001)).toBe(9001);
    expect(FixtureRef.parse('9001')).toBe(9001);
    expect(FixtureRef.parse('bonus')).toBe(BONUS_FIXTURE_ID);
  });

  it('encodes back to the wire: digits as a string, the bonus item as bonus', () => {
    expect(z.encode(FixtureRef, 9001)).toBe('9001');
    expect(z.encode(FixtureRef, BONUS_FIXTURE_ID)).toBe('bonus');
  });

  it('refuses what is not a fixture id', () => {
    for (const bad of [
      '',
      '0',
      '01',
      '1.5',
      'Bonus',
      'abc',
      '99999999999999999',
      0,
      -1,
      1.5,
      2 ** 53,
      null,
      {},
    ]) {
      expect(FixtureRef.safeParse(bad).success).toBe(false);
    }
  });
});

describe('dates', () => {
  it('IsoDateTime needs a zone', () => {
    expect(IsoDateTime.parse('2025-03-01T12:00:00.000Z')).toBe('2025-03-01T12:00:00.000Z');
    expect(IsoDateTime.parse('2025-03-01T21:00:00+09:00')).toBe('2025-03-01T21:00:00+09:00');
    expect(IsoDateTime.safeParse('2025-03-01 12:00:00').success).toBe(false);
    expect(IsoDateTime.safeParse('2025-03-01T12:00:00').success).toBe(false);
    expect(IsoDateTime.safeParse('2025-13-01T12:00:00Z').success).toBe(false);
    expect(IsoDateTime.parse('2025-03-01T21:00+09:00')).toBe('2025-03-01T21:00+09:00');
  });

  it('IsoDay is a calendar day', () => {
    expect(IsoDay.parse('2025-03-01')).toBe('2025-03-01');
    expect(IsoDay.safeParse('2025-3-1').success).toBe(false);
    expect(IsoDay.safeParse('2025-03-01T00:00:00Z').success).toBe(false);
  });
});

describe('Paging, page, ApiErrorBody', () => {
  it('Paging needs positive page and size', () => {
    expect(Paging.parse({ page: 1, perpage: 10 })).toEqual({ page: 1, perpage: 10 });
    expect(paths(Paging, { page: 0, perpage: 10 })).toEqual([['page']]);
  });

  it('page() wraps rows with their total', () => {
    const rows = page(Id);
    expect(rows.parse({ items: [1, 2], total: 12 })).toEqual({ items: [1, 2], total: 12 });
    expect(paths(rows, { items: [1, 0], total: 12 })).toEqual([['items', 1]]);
  });

  it('ApiErrorBody is code, message and optional data', () => {
    expect(
      ApiErrorBody.parse({ code: 'DEPOSIT_MIN', message: '10,000원 이상 충전신청 가능합니다.' }),
    ).toEqual({
      code: 'DEPOSIT_MIN',
      message: '10,000원 이상 충전신청 가능합니다.',
    });
    expect(paths(ApiErrorBody, { message: 'x' })).toEqual([['code']]);
  });
});
