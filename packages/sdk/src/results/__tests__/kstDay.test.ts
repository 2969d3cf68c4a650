import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULTS_DATE_RANGE } from '../../i18n/ko';
import { kstDay, kstDayBounds, shiftKstDay } from '../kstDay';
import { scoreboardWindow } from '../scoreboardWindow';
import { resultDateRange, validateResultDate } from '../validateResultDate';

const DAY_MS = 86_400_000;
// 2025-05-31 12:00 in Korea.
const now = Date.UTC(2025, 4, 31, 3);
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });

describe('kstDay, kstDayBounds, shiftKstDay', () => {
  it('reads the Korean calendar day, which starts at 15:00 UTC the day before', () => {
    expect(kstDay(Date.UTC(2025, 2, 1, 14, 59, 59, 999))).toBe('2025-03-01');
    expect(kstDay(Date.UTC(2025, 2, 1, 15))).toBe('2025-03-02');
    expect(kstDayBounds('2025-03-02')).toEqual({
      start: Date.UTC(2025, 2, 1, 15),
      end: Date.UTC(2025, 2, 2, 15),
    });
  });

  it('knows only days of the calendar', () => {
    expect(kstDayBounds('2024-02-29')).toEqual({
      start: Date.UTC(2024, 1, 28, 15),
      end: Date.UTC(2024, 1, 29, 15),
    });
    for (const text of [
      '2025-02-29',
      '2025-02-30',
      '2025-11-31',
      '2025-13-01',
      '2025-3-1',
      '20250301',
      '',
      'today',
    ])
      expect(kstDayBounds(text)).toBeUndefined();
  });

  it('steps days across month and year ends', () => {
    expect(shiftKstDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftKstDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftKstDay('2025-01-15', 0)).toBe('2025-01-15');
  });

  it('every instant lies in its own day, and a day is 24 hours (no daylight saving)', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const bounds = kstDayBounds(kstDay(ms));
        return (
          bounds !== undefined &&
          bounds.start <= ms &&
          ms < bounds.end &&
          bounds.end - bounds.start === DAY_MS
        );
      }),
    );
  });

  it('shifting a day forth and back returns it, and the next day starts where it ends', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -400, max: 400 }), (ms, days) => {
        const day = kstDay(ms);
        const next = kstDayBounds(shiftKstDay(day, 1));
        return shiftKstDay(shiftKstDay(day, days), -days) === day && next?.start === kstDayBounds(day)?.end;
      }),
    );
  });
});

describe('resultDateRange and validateResultDate', () => {
  it('reach from today back three calendar months (clamped to the month end)', () => {
    expect(resultDateRange(now)).toEqual({ from: '2025-02-28', to: '2025-05-31' });
    expect(resultDateRange(Date.UTC(2025, 0, 1, 0))).toEqual({ from: '2024-10-01', to: '2025-01-01' });
  });

  it('accept the two ends and refuse a day beyond either, or not in the calendar, with the ko message', () => {
    const refused = { ok: false, code: 'RESULTS_DATE_RANGE', message: RESULTS_DATE_RANGE };
    expect(RESULTS_DATE_RANGE).toBe('경기결과는 오늘부터 최근 3개월까지 조회할 수 있습니다.');
    expect(validateResultDate('2025-02-28', now)).toEqual({ ok: true, value: '2025-02-28' });
    expect(validateResultDate('2025-05-31', now)).toEqual({ ok: true, value: '2025-05-31' });
    expect(validateResultDate('2025-02-27', now)).toEqual(refused);
    expect(validateResultDate('2025-06-01', now)).toEqual(refused);
    expect(validateResultDate('2025-04-31', now)).toEqual(refused);
    expect(validateResultDate('2025-5-1', now)).toEqual(refused);
  });

  it('accept exactly the days between the ends', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -120, max: 5 }), (ms, offset) => {
        const day = shiftKstDay(kstDay(ms), offset);
        const { from, to } = resultDateRange(ms);
        return validateResultDate(day, ms).ok === (day >= from && day <= to);
      }),
    );
  });
});

describe('scoreboardWindow', () => {
  it('cuts upcoming fixtures at the next Korean midnight (at least 6 hours ahead) and finished ones 12 hours back', () => {
    expect(scoreboardWindow(Date.UTC(2025, 2, 1, 3))).toEqual({
      upcomingBefore: Date.UTC(2025, 2, 1, 15),
      finishedSince: Date.UTC(2025, 1, 28, 15),
    });
    // From 18:00 KST on, the next 6 hours reach past midnight.
    expect(scoreboardWindow(Date.UTC(2025, 2, 1, 9)).upcomingBefore).toBe(Date.UTC(2025, 2, 1, 15));
    expect(scoreboardWindow(Date.UTC(2025, 2, 1, 14, 59)).upcomingBefore).toBe(Date.UTC(2025, 2, 1, 20, 59));
    expect(scoreboardWindow(Date.UTC(2025, 2, 1, 15)).upcomingBefore).toBe(Date.UTC(2025, 2, 2, 15));
  });
});
