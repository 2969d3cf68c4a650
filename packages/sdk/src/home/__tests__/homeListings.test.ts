import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeFixtureDigest } from '../homeFixtureDigest';
import { popularLeagues } from '../popularLeagues';
import { startingSoon } from '../startingSoon';

const NOW = Date.parse('2026-03-10T03:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('startingSoon', () => {
  it('keeps fixtures not started and still ahead, soonest first, up to the limit', () => {
    const fixtures = [
      { fixtureId: 1, startDate: at(90), status: 1 },
      { fixtureId: 2, startDate: at(-5), status: 1 },
      { fixtureId: 3, startDate: at(30), status: 2 },
      { fixtureId: 4, startDate: at(10), status: 1 },
      { fixtureId: 5, startDate: at(10), status: 1 },
      { fixtureId: 6, startDate: at(200), status: 1 },
    ];
    expect(startingSoon(fixtures, NOW, 3).map((f) => f.fixtureId)).toEqual([4, 5, 1]);
    expect(startingSoon(fixtures, NOW, 0)).toEqual([]);
  });

  it('is sorted, bounded and never returns a started or past fixture', () => {
    const fixture = fc.record({
      fixtureId: fc.integer({ min: 1, max: 1e6 }),
      startDate: fc.integer({ min: -600, max: 600 }).map(at),
      status: fc.constantFrom(1, 2, 3),
    });
    fc.assert(
      fc.property(fc.array(fixture, { maxLength: 60 }), fc.integer({ min: 0, max: 10 }), (list, limit) => {
        const soon = startingSoon(list, NOW, limit);
        expect(soon.length).toBeLessThanOrEqual(limit);
        expect(soon.every((f) => f.status === 1 && Date.parse(f.startDate) > NOW)).toBe(true);
        for (let i = 1; i < soon.length; i += 1)
          expect(Date.parse(soon[i - 1]!.startDate)).toBeLessThanOrEqual(Date.parse(soon[i]!.startDate));
      }),
    );
  });
});

describe('popularLeagues', () => {
  const league = (leagueId: number, leagueNameKorean: string, leagueName = 'League') => ({
    leagueId,
    sportId: 6046,
    leagueName,
    leagueNameKorean,
  });

  it('ranks the leagues by fixtures in the listing, Korean names first', () => {
    const fixtures = [
      league(1, 'K리그1'),
      league(2, '', 'Premier League'),
      league(2, '', 'Premier League'),
      league(3, '라리가'),
      league(1, 'K리그1'),
      league(1, 'K리그1'),
    ];
    expect(popularLeagues(fixtures, 2)).toEqual([
      { leagueId: 1, sportId: 6046, name: 'K리그1', fixtures: 3 },
      { leagueId: 2, sportId: 6046, name: 'Premier League', fixtures: 2 },
    ]);
  });

  it('breaks ties by the Korean collation of the names, Hangul before Latin', () => {
    const fixtures = [
      league(4, '', 'Bundesliga'),
      league(3, '세리에A'),
      league(2, '라리가'),
      league(1, '', 'A-League'),
    ];
    expect(popularLeagues(fixtures, 4).map((l) => l.name)).toEqual([
      '라리가',
      '세리에A',
      'A-League',
      'Bundesliga',
    ]);
  });

  it('orders as localeCompare in Korean would', () => {
    const name = fc.constantFrom(
      'K리그1',
      '라리가',
      '세리에A',
      'Premier League',
      'premier league',
      'MLS',
      '가',
      '',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), name), { maxLength: 40 }), (rows) => {
        const ranked = popularLeagues(
          rows.map(([id, korean]) => league(id, korean, `League ${id}`)),
          100,
        );
        const expected = [...ranked].sort(
          (a, b) => b.fixtures - a.fixtures || a.name.localeCompare(b.name, 'ko') || a.leagueId - b.leagueId,
        );
        expect(ranked).toEqual(expected);
      }),
    );
  });

  it('counts every fixture once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 80 }), (ids) => {
        const ranked = popularLeagues(
          ids.map((id) => league(id, `리그${id}`)),
          100,
        );
        expect(ranked.reduce((sum, l) => sum + l.fixtures, 0)).toBe(ids.length);
        expect(new Set(ranked.map((l) => l.leagueId)).size).toBe(ranked.length);
      }),
    );
  });
});

describe('homeFixtureDigest', () => {
  const fixture = (fixtureId: number, minutes: number, leagueId: number, leagueNameKorean: string) => ({
    fixtureId,
    sportId: 6046,
    sportName: 'Football',
    sportNameKorean: '축구',
    locationId: 1,
    locationName: 'Korea',
    locationNameKorean: '대한민국',
    leagueId,
    leagueName: 'League',
    leagueNameKorean,
    startDate: at(minutes),
    status: 1,
    home: { id: 1, name: 'Home', nameKorean: '홈' },
    away: { id: 2, name: 'Away', nameKorean: '원정' },
    livescore: { period: -1, clockSeconds: 0, homeScore: 0, awayScore: 0, periods: [] },
    marketCount: 1,
    markets: [{ marketId: 1, name: '1X2', nameKorean: '승무패', period: 100, odds: [] }],
  });

  it("keeps the fixtures starting next in the home rows' shape, and the popular leagues of the whole listing", () => {
    const listing = [
      fixture(1, 90, 1, 'K리그1'),
      fixture(2, -5, 1, 'K리그1'),
      fixture(3, 10, 2, '라리가'),
      fixture(4, 30, 1, 'K리그1'),
    ];
    const digest = homeFixtureDigest(listing, NOW, { soon: 2, leagues: 1 });
    expect(digest.soon.map((f) => f.fixtureId)).toEqual([3, 4]);
    const { fixtureId, sportId, sportName, sportNameKorean, leagueId, leagueName, leagueNameKorean } =
      listing[2]!;
    const { startDate, status, home, away } = listing[2]!;
    expect(digest.soon[0]).toEqual({
      ...{ fixtureId, sportId, sportName, sportNameKorean, leagueId, leagueName, leagueNameKorean },
      ...{ startDate, status, home, away },
    });
    expect(digest.leagues).toEqual([{ leagueId: 1, sportId: 6046, name: 'K리그1', fixtures: 3 }]);
  });
});
