import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinBirthDate, splitBirthDate } from '../splitBirthDate';
import { validateAdultBirthDate } from '../validateAdultBirthDate';

describe('joinBirthDate / splitBirthDate', () => {
  it('joins the select codes as YYYYMMDD, padding single digits', () => {
    expect(joinBirthDate({ year: '1990', month: '07', day: '09' })).toBe('19900709');
    expect(joinBirthDate({ year: 1990, month: 7, day: 9 })).toBe('19900709');
    expect(joinBirthDate({ year: ' 2001', month: '12 ', day: 31 })).toBe('20011231');
  });

  it('splits 8 digits into the codes', () => {
    expect(splitBirthDate('19900709')).toEqual({ year: '1990', month: '07', day: '09' });
    expect(splitBirthDate(' 20011231 ')).toEqual({ year: '2001', month: '12', day: '31' });
  });

  it('gives empty parts for anything else, which the age rule refuses', () => {
    for (const joined of ['', '1990079', '199007091', '1990-07-09', 'abcdefgh']) {
      expect(splitBirthDate(joined)).toEqual({ year: '', month: '', day: '' });
      expect(validateAdultBirthDate(splitBirthDate(joined), '2025-01-01')).toMatchObject({
        ok: false,
        code: 'SIGNUP_BIRTH_INVALID',
        message: '생년월일을 확인해주세요.',
      });
    }
  });

  it('round-trips every calendar date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const birth = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
          const split = splitBirthDate(joinBirthDate(birth));
          expect({ year: Number(split.year), month: Number(split.month), day: Number(split.day) }).toEqual(
            birth,
          );
        },
      ),
    );
  });
});
