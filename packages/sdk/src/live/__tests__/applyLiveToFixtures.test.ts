import { describe, expect, it } from 'vitest';
import type { FixtureSummary } from '../../schemas/sports';
import { applyLiveToFixtures } from '../applyLiveToFixtures';
import type { LiveEvent } from '../liveEvent';

const odds = (id: string, betName: string, betPrice: string) => ({
  id,
  fixtureId: 100,
  sportId: 6046,
  marketId: 1,
  betPrice,
  version: '1',
  betName,
  betLine: null,
  marketName: '1X2',
  marketNameKorean: '승무패',
  status: 1,
});

const fixture = (fixtureId: number): FixtureSummary => ({
  fixtureId,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 1,
  locationName: 'England',
  locationNameKorean: '잉글랜드',
  leagueId: 10,
  leagueName: 'Premier League',
  leagueNameKorean: '프리미어리그',
  startDate: '2025-03-01T12:00:00.000Z',
  status: 2,
  home: { id: 1, name: 'Man City', nameKorean: '맨시티' },
  away: { id: 2, name: 'Liverpool', nameKorean: '리버풀' },
  livescore: { period: 10, clockSeconds: 600, homeScore: 0, awayScore: 0, periods: [] },
  marketCount: 1,
  markets: [
    {
      marketId: 1,
      name: '1X2',
      nameKorean: '승무패',
      period: 100,
      odds: [odds(`${fixtureId}_1_100`, '1', '1.85'), odds(`${fixtureId}_1_101`, 'X', '3.40')],
    },
  ],
});

const list = [fixture(100), fixture(200)];
const seq = { seq: 2, prev: 1 };

describe('applyLiveToFixtures', () => {
  it('moves prices, versions and suspensions of the pushed odds only', () => {
    const event: LiveEvent = {
      ...seq,
      type: 'odds',
      data: {
        fixtureId: 100,
        changes: [{ oddsId: '100_1_100', marketId: 1, price: '1.90', version: 2, status: 2 }],
      },
    };
    const next = applyLiveToFixtures(list, event);
    expect(next[0]?.markets[0]?.odds[0]).toMatchObject({ betPrice: '1.90', version: '2', status: 2 });
    expect(next[0]?.markets[0]?.odds[1]).toBe(list[0]?.markets[0]?.odds[1]);
    expect(next[1]).toBe(list[1]);
  });

  it('updates the score, clock, period and status of a fixture', () => {
    const event: LiveEvent = {
      ...seq,
      type: 'score',
      data: {
        fixtureId: 200,
        sportId: 6046,
        status: 2,
        period: 20,
        clockSeconds: 3000,
        homeScore: 2,
        awayScore: 1,
        periods: [
          { period: 10, home: 1, away: 0 },
          { period: 20, home: 1, away: 1 },
        ],
      },
    };
    expect(applyLiveToFixtures(list, event)[1]?.livescore).toEqual({
      period: 20,
      clockSeconds: 3000,
      homeScore: 2,
      awayScore: 1,
      periods: [
        { period: 10, homeScore: 1, awayScore: 0, isFinished: true },
        { period: 20, homeScore: 1, awayScore: 1, isFinished: false },
      ],
    });
  });

  it('follows fixture status changes', () => {
    const event: LiveEvent = {
      ...seq,
      type: 'fixture',
      data: { fixtureId: 100, sportId: 6046, status: 3, startDate: '2025-03-01T12:00:00.000Z' },
    };
    expect(applyLiveToFixtures(list, event)[0]?.status).toBe(3);
  });

  it('returns the same list for events about other fixtures or other channels', () => {
    const other: LiveEvent = {
      ...seq,
      type: 'odds',
      data: {
        fixtureId: 999,
        changes: [{ oddsId: '999_1_1', marketId: 1, price: '2', version: 1, status: 1 }],
      },
    };
    const unknownOdds: LiveEvent = {
      ...seq,
      type: 'odds',
      data: {
        fixtureId: 100,
        changes: [{ oddsId: '100_9_1', marketId: 9, price: '2', version: 1, status: 1 }],
      },
    };
    const balance: LiveEvent = {
      ...seq,
      type: 'balance',
      data: { emoney: 1, casinoMoney: 0, point: 0, comp: 0, transactionId: 1, kind: 'bet_stake' },
    };
    expect(applyLiveToFixtures(list, other)).toBe(list);
    expect(applyLiveToFixtures(list, unknownOdds)).toBe(list);
    expect(applyLiveToFixtures(list, balance)).toBe(list);
  });
});
