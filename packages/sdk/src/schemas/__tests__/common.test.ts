import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  ApiErrorBody,
  Count,
  Id,
  IsoDateTime,
  IsoDay,
  Odds,
  Paging,
  page,
  Rate,
  Ref,
  SignedWon,
  Won,
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

  it('refuses empty strings and fractions', () => {
    expect(Ref.safeParse('').success).toBe(false);
    expect(Ref.safeParse(1.5).success).toBe(false);
  });
});

describe('dates', () => {
  it('IsoDateTime needs a zone', () => {
    expect(IsoDateTime.parse('2025-03-01T12:00:00.000Z')).toBe('2025-03-01T12:00:00.000Z');
    expect(IsoDateTime.parse('2025-03-01T21:00:00+09:00')).toBe('2025-03-01T21:00:00+09:00');
    expect(IsoDateTime.safeParse('2025-03-01 12:00:00').success).toBe(false);
    expect(IsoDateTime.safeParse('2025-03-01T12:00:00').success).toBe(false);
  });

  it('IsoDay is a calendar day', () => {
    expect(IsoDay.parse('2025-03-01')).toBe('2025-03-01');
    expect(IsoDay.safeParse('2025-3-1').success).toBe(false);
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
