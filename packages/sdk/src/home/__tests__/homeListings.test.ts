import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
