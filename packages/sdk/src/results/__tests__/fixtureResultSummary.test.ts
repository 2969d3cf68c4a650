import { describe, expect, it } from 'vitest';
import { FixtureResult } from '../../schemas/results';
import { fixtureClockLabel } from '../fixtureClockLabel';
import { fixtureResultSummary, RESULT_MARKET_IDS } from '../fixtureResultSummary';
import { periodColumns } from '../periodColumns';

const p = (period: number, homeScore: number, awayScore: number) => ({ period, homeScore, awayScore });
const s = (name: string, settlement: number, line: string | null = null, baseLine = line) => ({
  name,
  line,
  baseLine,
  settlement,
});

const result = {
  fixtureId: 501,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 1,
  locationName: 'South Korea',
  locationNameKorean: '대한민국',
  leagueId: 101,
  leagueName: 'K League 1',
  leagueNameKorean: 'K리그1',
  startDate: '2025-12-31T15:30:00.000Z',
  status: 3,
  state: 'finished',
  home: { id: 1, name: 'Ulsan', nameKorean: '울산' },
  away: { id: 2, name: 'Seoul', nameKorean: '서울' },
  homeScore: 3,
  awayScore: 1,
  periods: [p(20, 1, 1), p(10, 2, 0)],
  markets: [
    { marketId: 1, name: '1X2', nameKorean: '승무패', selections: [s('1', 2), s('X', 1), s('2', 1)] },
    {
      marketId: 2,
      name: 'Under/Over',
      nameKorean: '언더오버',
      selections: [
        s('Over', 2, '2.5'),
        s('Under', 1, '2.5'),
        s('Over', 3, '4'),
        s('Under', 3, '4'),
        s('Over', 2, '1.5'),
        s('Under', 1, '1.5'),
      ],
    },
    {
      marketId: 3,
      name: 'Asian Handicap',
      nameKorean: '핸디캡',
      selections: [
        s('1', 2, '-1', '-1'),
        s('2', 1, '1', '-1'),
        s('1', 5, '-1.75', '-1.75'),
        s('2', 4, '1.75', '-1.75'),
      ],
    },
  ],
} as const;

describe('fixtureResultSummary', () => {
  it('reads a result off the wire into what the page shows', () => {
    expect(FixtureResult.parse(result)).toEqual(result);
    expect(fixtureResultSummary(result)).toEqual({
      state: 'finished',
      statusLabel: '경기종료',
      winner: { pick: '1', state: 'won', label: '홈승' },
      handicap: { line: '-1.75', side: 'home', state: 'halfWon', label: '홈 반승' },
      total: { line: '2.5', side: 'over', state: 'won', label: '오버' },
      handicapLines: [
        { line: '-1.75', side: 'home', state: 'halfWon', label: '홈 반승' },
        { line: '-1', side: 'home', state: 'won', label: '홈승' },
      ],
      totalLines: [
        { line: '1.5', side: 'over', state: 'won', label: '오버' },
        { line: '2.5', side: 'over', state: 'won', label: '오버' },
        { line: '4', side: null, state: 'push', label: '적특' },
      ],
      periods: [
        { period: 10, label: '전반', home: 2, away: 0 },
        { period: 20, label: '후반', home: 1, away: 1 },
      ],
    });
  });

  it('takes the 12 market without a 1X2, and shows nothing for markets the fixture lacks', () => {
    const basketball = {
      sportId: 48242,
      status: 7,
      periods: [],
      markets: [{ marketId: 52, selections: [s('1', -1), s('2', -1)] }],
    };
    expect(fixtureResultSummary(basketball)).toMatchObject({
      state: 'void',
      statusLabel: '경기중단',
      winner: { pick: null, state: 'void', label: '취소' },
      handicap: null,
      total: null,
      handicapLines: [],
      totalLines: [],
    });
    expect(
      fixtureResultSummary({ ...basketball, markets: [{ marketId: 52, selections: [] }] }).winner,
    ).toBeNull();
    expect(RESULT_MARKET_IDS).toEqual([1, 52, 3, 2]);
  });
});

describe('periodColumns', () => {
  it('labels each played period for its sport, in order, without breaks or full-time codes', () => {
    expect(
      periodColumns(48242, [p(100, 93, 85), p(2, 20, 22), p(1, 25, 20), p(40, 8, 6), p(80, 0, 0)]),
    ).toEqual([
      { period: 1, label: '1쿼터', home: 25, away: 20 },
      { period: 2, label: '2쿼터', home: 20, away: 22 },
      { period: 40, label: '연장', home: 8, away: 6 },
    ]);
    expect(periodColumns(154914, [p(9, 0, 1), p(10, 1, 0)]).map((c) => c.label)).toEqual(['9이닝', '10']);
    expect(periodColumns(154830, [p(1, 25, 20)]).map((c) => c.label)).toEqual(['1세트']);
    expect(periodColumns(6046, [p(50, 4, 3), p(40, 0, 0)]).map((c) => c.label)).toEqual(['연장', '승부차기']);
  });
});

describe('fixtureClockLabel', () => {
  it('shows the period, and the minute where the clock runs', () => {
    expect(fixtureClockLabel(6046, { period: 20, clockSeconds: 3_900 })).toBe("후반 65'");
    expect(fixtureClockLabel(6046, { period: 80, clockSeconds: 2_700 })).toBe('휴식');
    expect(fixtureClockLabel(48242, { period: 3, clockSeconds: 1_500 })).toBe('3쿼터');
    expect(fixtureClockLabel(154914, { period: 7, clockSeconds: 0 })).toBe('7이닝');
    expect(fixtureClockLabel(6046, { period: -1, clockSeconds: 0 })).toBe('경기전');
    expect(fixtureClockLabel(1, { period: 3, clockSeconds: 0 })).toBe('');
  });
});
