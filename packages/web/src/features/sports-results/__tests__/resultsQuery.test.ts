import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { dayLabel } from '../utils/dayLabel';
import { formatLine } from '../utils/formatLine';
import { readResultsView, resultsHref, resultsQuery } from '../utils/resultsQuery';

// 2026-01-01 09:00 in Korea.
const now = Date.UTC(2026, 0, 1, 0);
const read = (query: string) => readResultsView(new URLSearchParams(query), now);

describe('readResultsView', () => {
  it('reads sport, league, day and page, with today (KST) and page 1 by default', () => {
    expect(read('')).toEqual({
      sportId: undefined,
      league: undefined,
      day: '2026-01-01',
      page: 1,
      dayError: null,
    });
    expect(read('sport_id=6046&league=101&date=2025-12-24&page=3')).toEqual({
      sportId: 6046,
      league: 101,
      day: '2025-12-24',
      page: 3,
      dayError: null,
    });
    expect(read('sport_id=abc&league=-1&page=0')).toMatchObject({
      sportId: undefined,
      league: undefined,
      page: 1,
    });
  });

  it("gives the SDK rule's message for a day out of reach, so nothing is asked", () => {
    for (const date of ['2025-09-30', '2026-01-02', '2025-11-31', 'x'])
      expect(read(`date=${date}`).dayError).toBe(ko.RESULTS_DATE_RANGE);
    expect(read('date=2025-10-01').dayError).toBeNull();
  });
});

describe('resultsQuery and resultsHref', () => {
  it("sends the day only when the address names one, so the server's today applies otherwise", () => {
    expect(resultsQuery(read('sport_id=6046'), false)).toEqual({
      sportId: 6046,
      league: undefined,
      date: undefined,
      page: 1,
      perpage: 15,
    });
    expect(resultsQuery(read('date=2025-12-24&page=2'), true)).toMatchObject({ date: '2025-12-24', page: 2 });
  });

  it('builds addresses whose page returns to 1 unless the page is what changes', () => {
    const current = { sportId: 6046, league: 101, day: '2025-12-24', page: 3 };
    const base = '/game_result/sports';
    expect(resultsHref(base, current, { page: 4 })).toBe(
      `${base}?sport_id=6046&date=2025-12-24&league=101&page=4`,
    );
    expect(resultsHref(base, current, { sportId: 48242, league: undefined })).toBe(
      `${base}?sport_id=48242&date=2025-12-24`,
    );
    expect(resultsHref(base, current, { day: undefined, league: undefined, sportId: undefined })).toBe(base);
    expect(resultsHref(base, {}, { page: 1 })).toBe(base);
  });
});

describe('dayLabel and formatLine', () => {
  it('title a day with its Korean weekday', () => {
    expect(dayLabel('2026-01-01')).toBe('2026년 1월 1일 (목)');
    expect(dayLabel('2025-12-28')).toBe('2025년 12월 28일 (일)');
    expect(dayLabel('soon')).toBe('soon');
  });

  it('sign handicap lines from the home side and leave totals as they are', () => {
    expect(formatLine('handicap', '0.5')).toBe('+0.5');
    expect(formatLine('handicap', '-1.25')).toBe('-1.25');
    expect(formatLine('handicap', '0')).toBe('0');
    expect(formatLine('total', '2.5')).toBe('2.5');
  });
});
