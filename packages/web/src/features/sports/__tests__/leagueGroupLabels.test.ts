import { describe, expect, it } from 'vitest';
import { leagueGroupLabels } from '../utils/leagueGroupLabels';
import { fixture } from './testFixtures';

describe('leagueGroupLabels', () => {
  it('names each group by sport, location and league', () => {
    expect(leagueGroupLabels([[fixture(1, 102, 'A', 'B')], [fixture(2, 201, 'C', 'D')]])).toEqual([
      '축구 잉글랜드 프리미어리그',
      '축구 잉글랜드 K리그1',
    ]);
  });

  it('adds the first kick-off in KST to a league the page shows more than once', () => {
    expect(
      leagueGroupLabels([
        [fixture(1, 102, 'A', 'B', '2026-03-01T12:00:00.000Z')],
        [fixture(2, 201, 'C', 'D', '2026-03-01T12:10:00.000Z')],
        [fixture(3, 102, 'E', 'F', '2026-03-01T15:30:00.000Z')],
      ]),
    ).toEqual([
      '축구 잉글랜드 프리미어리그 03-01 21:00',
      '축구 잉글랜드 K리그1',
      '축구 잉글랜드 프리미어리그 03-02 00:30',
    ]);
  });

  it('counts a group that would still repeat a name', () => {
    const start = '2026-03-01T12:00:00.000Z';
    expect(
      leagueGroupLabels([
        [fixture(1, 102, 'A', 'B', start)],
        [fixture(2, 201, 'C', 'D', start)],
        [fixture(3, 102, 'E', 'F', start)],
      ]),
    ).toEqual([
      '축구 잉글랜드 프리미어리그 03-01 21:00',
      '축구 잉글랜드 K리그1',
      '축구 잉글랜드 프리미어리그 03-01 21:00 (2)',
    ]);
  });

  it('uses the feed names where the Korean ones are missing', () => {
    const bare = {
      ...fixture(1, 102, 'A', 'B'),
      sportNameKorean: '',
      locationNameKorean: '',
      leagueNameKorean: '',
    };
    expect(leagueGroupLabels([[bare]])).toEqual(['Football England Premier League']);
  });
});
