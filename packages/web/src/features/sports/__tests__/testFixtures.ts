import type { FixtureSummary } from '@kbet/sdk';

/** A feed price of `fixtureId` as the listing sends it. */
const odds = (
  fixtureId: number,
  marketId: number,
  code: number,
  betName: string,
  betPrice: string,
  extra = {},
) => ({
  id: `${fixtureId}_${marketId}_${code}`,
  fixtureId,
  sportId: 6046,
  marketId,
  betPrice,
  version: '1',
  betName,
  betLine: null,
  betBaseLine: null,
  marketName: marketId === 1 ? '1X2' : marketId === 3 ? 'Asian Handicap' : 'Under/Over',
  marketNameKorean: marketId === 1 ? '승무패' : marketId === 3 ? '핸디캡' : '언더오버',
  status: 1,
  ...extra,
});

/**
 * A football fixture in England with a 1X2 market (its away price suspended) and two handicap lines, in the
 * Premier League (102) or K League 1 (any other id); six markets in all.
 * @example fixture(1, 102, '맨시티', '리버풀')
 */
export const fixture = (
  fixtureId: number,
  leagueId: number,
  home: string,
  away: string,
  startDate = '2026-03-01T12:00:00.000Z',
): FixtureSummary => ({
  fixtureId,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 2,
  locationName: 'England',
  locationNameKorean: '잉글랜드',
  leagueId,
  leagueName: leagueId === 102 ? 'Premier League' : 'K League 1',
  leagueNameKorean: leagueId === 102 ? '프리미어리그' : 'K리그1',
  startDate,
  status: 1,
  home: { id: 1, name: home, nameKorean: home },
  away: { id: 2, name: away, nameKorean: away },
  livescore: { period: -1, clockSeconds: 0, homeScore: 0, awayScore: 0, periods: [] },
  marketCount: 6,
  markets: [
    {
      marketId: 1,
      name: '1X2',
      nameKorean: '승무패',
      period: 100,
      odds: [
        odds(fixtureId, 1, 100, '1', '1.859'),
        odds(fixtureId, 1, 101, 'X', '3.40'),
        odds(fixtureId, 1, 102, '2', '4.20', { status: 2 }),
      ],
    },
    {
      marketId: 3,
      name: 'Asian Handicap',
      nameKorean: '핸디캡',
      period: 100,
      odds: [
        odds(fixtureId, 3, 104, '1', '1.99', { betLine: '-0.75', betBaseLine: '-0.75' }),
        odds(fixtureId, 3, 105, '2', '1.76', { betLine: '0.75', betBaseLine: '-0.75' }),
        odds(fixtureId, 3, 106, '1', '2.50', { betLine: '-1.25', betBaseLine: '-1.25' }),
        odds(fixtureId, 3, 107, '2', '1.50', { betLine: '1.25', betBaseLine: '-1.25' }),
      ],
    },
  ],
});
