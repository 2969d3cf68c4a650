import { describe, expect, it } from 'vitest';
import { scoreboardSections } from '../scoreboardSections';

const f = (fixtureId: number, sportId: number, status: number, startDate: string, sportNameKorean = '') => ({
  fixtureId,
  sportId,
  sportNameKorean,
  status,
  startDate,
});

describe('scoreboardSections', () => {
  const items = [
    f(1, 48242, 3, '2026-01-01T01:00:00Z', '농구'),
    f(2, 6046, 2, '2026-01-01T02:00:00Z', '축구'),
    f(3, 6046, 1, '2026-01-01T09:00:00Z', '축구'),
    f(4, 6046, 9, '2026-01-01T05:00:00Z', '축구'),
    f(5, 6046, 3, '2025-12-31T20:00:00Z', '축구'),
    f(6, 6046, 6, '2026-01-01T01:30:00Z', '축구'),
    f(7, 6046, 4, '2026-01-01T00:00:00Z', '축구'),
    f(8, 6046, 8, '2026-01-01T00:00:00Z', '축구'),
    f(9, 154914, 5, '2026-01-01T03:00:00Z'),
  ];

  it('groups by sport in the given order, live and upcoming by start, finished latest first', () => {
    const sections = scoreboardSections(items, [6046, 154914, 48242]);
    expect(
      sections.map((sport) => [
        sport.sportId,
        sport.sportNameKorean,
        sport.live.map((x) => x.fixtureId),
        sport.upcoming.map((x) => x.fixtureId),
        sport.finished.map((x) => x.fixtureId),
      ]),
    ).toEqual([
      [6046, '축구', [6, 2], [4, 3], [7, 5]],
      [154914, '야구', [], [], [9]],
      [48242, '농구', [], [], [1]],
    ]);
  });

  it('keeps first appearance for sports outside the order, drops lost coverage, and follows a pushed status', () => {
    expect(scoreboardSections(items).map((sport) => sport.sportId)).toEqual([48242, 6046, 154914]);
    expect(scoreboardSections([f(8, 6046, 8, '2026-01-01T00:00:00Z')])).toEqual([]);
    const finished = scoreboardSections([{ ...items[1], status: 3 } as (typeof items)[number]]);
    expect(finished[0]).toMatchObject({ live: [], finished: [{ fixtureId: 2 }] });
    expect(scoreboardSections([])).toEqual([]);
  });
});
