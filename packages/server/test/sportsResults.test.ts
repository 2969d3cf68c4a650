import { randomUUID } from 'node:crypto';
import { type FixtureResult, FixtureResultPage, ko, Scoreboard } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from '../src/simulators/feed/seedFixtures';
import { handicap, insertFixture, matchResult, totals } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

// The test clock starts at 2026-01-01T00:00Z: 09:00 on 1 January in Korea.
const at = (iso: string) => new Date(iso);
const FOOTBALL_LEAGUE = 60461; // insertFixture's league: sport id × 10 + 1

let t: TestApp;
let staff: LoggedIn;
let simId: number;

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const staffPost = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...staff.headers, 'idempotency-key': randomUUID() },
    payload,
  });

const half = (period: number, homeScore: number, awayScore: number) => ({ period, homeScore, awayScore });

/** Every feed row as text: a refused query must leave them as they were. */
const feedDigest = async () =>
  t.db.sql`
    SELECT (SELECT md5(string_agg(f::text, ',' ORDER BY id)) FROM feed_fixtures f) AS fixtures,
      (SELECT md5(string_agg(o::text, ',' ORDER BY id)) FROM feed_odds o) AS odds,
      (SELECT md5(coalesce(string_agg(p::text, ',' ORDER BY fixture_id, period), '')) FROM feed_periods p) AS periods`;

const winnerMarket = (fixtureId: number, marketId = 1, flags: [number, number, number] = [0, 0, 0]) => ({
  marketId,
  name: marketId === 1 ? '1X2' : '12',
  nameKorean: marketId === 1 ? '승무패' : '승패',
  odds:
    marketId === 1
      ? matchResult(fixtureId).odds.map((o, i) => ({ ...o, settlement: flags[i], status: flags[i] ? 3 : 1 }))
      : [
          { id: `${fixtureId}_52_1`, name: '1', price: '1.80' },
          { id: `${fixtureId}_52_2`, name: '2', price: '2.00' },
        ],
});

beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t.app, 'admin01');
  const now = t.clock.now().getTime();

  // A football match the simulator plays to the end and settles through the feed, from a minute ago.
  const sim = await seedFixtures({
    sql: t.db.sql,
    now: now - 60_000,
    speed: 600,
    fixtures: [{ sportId: 6046, leagueId: 101, startAt: now - 59_000 }],
  });
  simId = sim.fixtureIds[0] as number;
  for (let i = 0; i < 40 && sim.simulation.fixtureStatus(simId) !== 3; i += 1) await sim.play(1_000);

  // Today (1 January, KST): A from 00:30, a 12 market from 05:00, a void at 07:00, a postponement at 08:00.
  await insertFixture(t.db.sql, {
    id: 501,
    startDate: at('2025-12-31T15:30:00Z'),
    markets: [
      matchResult(501),
      { ...totals(501, '2.5'), odds: [...totals(501, '2.5').odds, ...totals(501, '4').odds] },
      { ...handicap(501, '-0.25'), odds: [...handicap(501, '-0.25').odds, ...handicap(501, '-1').odds] },
    ],
  });
  await insertFixture(t.db.sql, {
    id: 503,
    sportId: 48242,
    startDate: at('2025-12-31T20:00:00Z'),
    markets: [winnerMarket(503, 52)],
  });
  await insertFixture(t.db.sql, {
    id: 504,
    startDate: at('2025-12-31T22:00:00Z'),
    markets: [matchResult(504)],
  });
  await insertFixture(t.db.sql, {
    id: 507,
    status: 5,
    startDate: at('2025-12-31T23:00:00Z'),
    markets: [winnerMarket(507, 1, [-1, -1, -1])],
  });
  // 31 December (KST): the last millisecond of the day, and an evening match.
  await insertFixture(t.db.sql, {
    id: 502,
    startDate: at('2025-12-31T14:59:59.999Z'),
    markets: [matchResult(502)],
  });
  await insertFixture(t.db.sql, {
    id: 509,
    startDate: at('2025-12-31T10:00:00Z'),
    markets: [matchResult(509)],
  });
  // Still to come today, in play now, and tomorrow after the Korean midnight.
  await insertFixture(t.db.sql, {
    id: 505,
    startDate: at('2026-01-01T10:00:00Z'),
    markets: [matchResult(505), totals(505, '2.5')],
  });
  await insertFixture(t.db.sql, {
    id: 506,
    status: 2,
    startDate: at('2025-12-31T23:35:00Z'),
    homeScore: 1,
    markets: [matchResult(506)],
  });
  await t.db.sql`UPDATE feed_fixtures SET current_period = 10, clock_seconds = 1500 WHERE id = 506`;
  await t.db
    .sql`INSERT INTO feed_periods (fixture_id, period, home_score, away_score) VALUES (506, 10, 1, 0)`;
  await insertFixture(t.db.sql, {
    id: 508,
    startDate: at('2026-01-01T16:00:00Z'),
    markets: [matchResult(508)],
  });
  // Postponed ahead of its kick-off at 12:00 KST today: a result only once that time has passed.
  await insertFixture(t.db.sql, {
    id: 510,
    status: 5,
    startDate: at('2026-01-01T03:00:00Z'),
    markets: [winnerMarket(510, 1, [-1, -1, -1])],
  });

  const results: [number, ReturnType<typeof half>[]][] = [
    [501, [half(10, 2, 0), half(20, 1, 1)]],
    [503, [half(1, 25, 20), half(2, 20, 22), half(3, 18, 18), half(4, 30, 25)]],
    [502, [half(10, 0, 0), half(20, 0, 0)]],
    [509, [half(10, 0, 1), half(20, 0, 0)]],
  ];
  for (const [id, periods] of results) {
    const response = await staffPost(`/admin-api/fixtures/${id}/result`, { periods, reason: '결과 입력' });
    expect(response.statusCode).toBe(200);
  }
  expect((await staffPost('/admin-api/fixtures/504/void', { reason: '경기 취소' })).statusCode).toBe(200);
});
afterAll(() => t.close());

const ids = (page: { items: { fixtureId: number }[] }) => page.items.map((item) => item.fixtureId);

describe('GET /sports-prematch/results (public)', () => {
  it("lists today's final fixtures (KST), latest start first, with scores, periods and settled main markets", async () => {
    const { status, body } = await get('/sports-prematch/results');
    expect(status).toBe(200);
    const page = FixtureResultPage.parse(body);
    expect(page).toEqual(body);
    expect(page.total).toBe(5);
    expect(ids(page)).toEqual([simId, 507, 504, 503, 501]);
    const a = page.items[4] as FixtureResult;
    expect(a).toEqual({
      fixtureId: 501,
      sportId: 6046,
      sportName: 'Football',
      sportNameKorean: '축구',
      locationId: 248,
      locationName: 'Korea',
      locationNameKorean: '대한민국',
      leagueId: FOOTBALL_LEAGUE,
      leagueName: 'K League 1',
      leagueNameKorean: 'K리그1',
      startDate: '2025-12-31T15:30:00.000Z',
      status: 3,
      state: 'finished',
      home: { id: 1, name: 'Ulsan', nameKorean: '울산' },
      away: { id: 2, name: 'Seoul', nameKorean: '서울' },
      homeScore: 3,
      awayScore: 1,
      periods: [half(10, 2, 0), half(20, 1, 1)],
      markets: [
        {
          marketId: 1,
          name: '1X2',
          nameKorean: '승무패',
          selections: [
            { name: '1', line: null, baseLine: null, settlement: 2 },
            { name: '2', line: null, baseLine: null, settlement: 1 },
            { name: 'X', line: null, baseLine: null, settlement: 1 },
          ],
        },
        {
          marketId: 2,
          name: 'Under/Over',
          nameKorean: '언더오버',
          selections: [
            // 4 goals: over 2.5 won, the whole line 4 pushed (refund, 적특).
            { name: 'Over', line: '2.5', baseLine: '2.5', settlement: 2 },
            { name: 'Over', line: '4', baseLine: '4', settlement: 3 },
            { name: 'Under', line: '2.5', baseLine: '2.5', settlement: 1 },
            { name: 'Under', line: '4', baseLine: '4', settlement: 3 },
          ],
        },
        {
          marketId: 3,
          name: 'Asian Handicap',
          nameKorean: '핸디캡',
          selections: [
            { name: '1', line: '-0.25', baseLine: '-0.25', settlement: 2 },
            { name: '1', line: '-1', baseLine: '-1', settlement: 2 },
            { name: '2', line: '0.25', baseLine: '-0.25', settlement: 1 },
            { name: '2', line: '1', baseLine: '-1', settlement: 1 },
          ],
        },
      ],
    });
  });

  it('shows a 12 market on quarters, a staff void, a postponement and a match the simulator settled', async () => {
    const page = FixtureResultPage.parse((await get('/sports-prematch/results')).body);
    const byId = new Map(page.items.map((item) => [item.fixtureId, item]));
    expect(byId.get(503)).toMatchObject({
      sportId: 48242,
      status: 3,
      state: 'finished',
      homeScore: 93,
      awayScore: 85,
      periods: [half(1, 25, 20), half(2, 20, 22), half(3, 18, 18), half(4, 30, 25)],
      markets: [
        {
          marketId: 52,
          selections: [
            { name: '1', line: null, baseLine: null, settlement: 2 },
            { name: '2', line: null, baseLine: null, settlement: 1 },
          ],
        },
      ],
    });
    expect(byId.get(504)).toMatchObject({
      status: 4,
      state: 'cancelled',
      homeScore: 0,
      awayScore: 0,
      periods: [],
    });
    expect(byId.get(504)?.markets[0]?.selections.map((s) => s.settlement)).toEqual([-1, -1, -1]);
    expect(byId.get(507)).toMatchObject({ status: 5, state: 'void' });
    expect(byId.get(507)?.markets[0]?.selections.map((s) => s.settlement)).toEqual([-1, -1, -1]);

    // The simulated match: its result is the feed's own, settled by the type 35 messages.
    const sim = byId.get(simId) as FixtureResult;
    const [row] = await t.db.sql<{ homeScore: number; awayScore: number }[]>`
      SELECT home_score, away_score FROM feed_fixtures WHERE id = ${simId}`;
    expect(sim).toMatchObject({ status: 3, state: 'finished', leagueNameKorean: 'K리그1', ...row });
    expect(sim.periods.map((p) => p.period)).toEqual([10, 20]);
    expect(sim.periods.reduce((sum, p) => sum + p.homeScore, 0)).toBe(sim.homeScore);
    expect(sim.markets.map((m) => m.marketId)).toEqual([1, 3, 2]);
    const winner = sim.markets[0]?.selections ?? [];
    const expected = sim.homeScore > sim.awayScore ? '1' : sim.homeScore < sim.awayScore ? '2' : 'X';
    expect(winner.filter((s) => s.settlement === 2).map((s) => s.name)).toEqual([expected]);
    expect(winner.filter((s) => s.settlement === 1)).toHaveLength(2);
    const flags = sim.markets.flatMap((m) => m.selections.map((s) => s.settlement));
    expect(flags.every((flag) => [1, 2, 3, 4, 5].includes(flag))).toBe(true);
  });

  it('filters by KST day, sport and league, and pages', async () => {
    const list = async (query: string) =>
      FixtureResultPage.parse((await get(`/sports-prematch/results?${query}`)).body);
    // 23:59:59.999 on 31 December belongs to the 31st; 10:00Z on the 31st is 19:00 KST.
    expect(ids(await list('date=2025-12-31'))).toEqual([502, 509]);
    expect((await list('date=2025-12-31')).items[0]).toMatchObject({
      homeScore: 0,
      awayScore: 0,
      state: 'finished',
    });
    expect(ids(await list('date=2026-01-01&sport_id=48242'))).toEqual([503]);
    expect(ids(await list(`league=${FOOTBALL_LEAGUE}`))).toEqual([507, 504, 501]);
    expect(ids(await list('league=101'))).toEqual([simId]);
    expect(ids(await list('sport_id=154914'))).toEqual([]);
    const second = await list('perpage=2&page=2');
    expect(second.total).toBe(5);
    expect(ids(second)).toEqual([504, 503]);
    expect(ids(await list('perpage=2&page=3'))).toEqual([501]);
    expect(await list('page=9')).toEqual({ items: [], total: 5 });
    // The oldest day reachable: 3 calendar months back.
    expect(await list('date=2025-10-01')).toEqual({ items: [], total: 0 });
  });

  it('refuses days outside today … 3 months back and bad parameters with 400, changing nothing', async () => {
    const before = await feedDigest();
    const range = { code: 'RESULTS_DATE_RANGE', message: ko.RESULTS_DATE_RANGE };
    for (const date of ['2025-09-30', '2026-01-02', '2025-11-31']) {
      const response = await get(`/sports-prematch/results?date=${date}`);
      expect(response).toEqual({ status: 400, body: range });
    }
    for (const query of [
      'date=20260101',
      'date=yesterday',
      'sport_id=football',
      'page=0',
      'perpage=101',
      'league=1.5',
    ]) {
      const response = await get(`/sports-prematch/results?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
    }
    expect(await feedDigest()).toEqual(before);
  });

  it('lists a fixture postponed ahead of its kick-off once that time has passed', async () => {
    expect(ids(FixtureResultPage.parse((await get('/sports-prematch/results')).body))).not.toContain(510);
    t.clock.advance(3 * 3_600_000);
    try {
      const page = FixtureResultPage.parse((await get('/sports-prematch/results')).body);
      expect(ids(page)).toEqual([510, simId, 507, 504, 503, 501]);
      expect(page.items[0]).toMatchObject({
        status: 5,
        state: 'void',
        homeScore: 0,
        awayScore: 0,
        periods: [],
      });
    } finally {
      t.clock.advance(-3 * 3_600_000);
    }
  });

  it('follows a re-settlement: the changed result is what the page shows', async () => {
    const response = await staffPost('/admin-api/fixtures/501/resettle', {
      periods: [half(10, 0, 0), half(20, 0, 1)],
      reason: '판정 정정',
    });
    expect(response.statusCode).toBe(200);
    const page = FixtureResultPage.parse(
      (await get(`/sports-prematch/results?league=${FOOTBALL_LEAGUE}`)).body,
    );
    const a = page.items.find((item) => item.fixtureId === 501) as FixtureResult;
    expect(a).toMatchObject({ homeScore: 0, awayScore: 1, periods: [half(10, 0, 0), half(20, 0, 1)] });
    expect(a.markets[0]?.selections.map((s) => [s.name, s.settlement])).toEqual([
      ['1', 1],
      ['2', 2],
      ['X', 1],
    ]);
    expect(a.markets[2]?.selections.map((s) => s.settlement)).toEqual([1, 1, 2, 2]);
  });
});

describe('GET /sports-prematch/scoreboard (public)', () => {
  it('gives the fixtures in play, the rest of today and those over that started in the last 12 hours', async () => {
    const { status, body } = await get('/sports-prematch/scoreboard');
    expect(status).toBe(200);
    const board = Scoreboard.parse(body);
    expect(board).toEqual(body);
    // In play; upcoming before the Korean midnight (not 508 after it); over, latest first (not 509, 14 hours ago).
    expect(ids(board)).toEqual([506, 505, simId, 507, 504, 503, 501, 502]);
    expect(board.items[0]).toMatchObject({
      fixtureId: 506,
      status: 2,
      livescore: {
        period: 10,
        clockSeconds: 1500,
        homeScore: 1,
        awayScore: 0,
        periods: [{ period: 10, homeScore: 1, awayScore: 0, isFinished: false }],
      },
      marketCount: 1,
      markets: [],
    });
    expect(board.items[1]).toMatchObject({ fixtureId: 505, status: 1, marketCount: 2, markets: [] });
    expect(board.items.slice(2).map((item) => item.marketCount)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(board.items.find((item) => item.fixtureId === 503)?.livescore).toMatchObject({
      period: 100,
      homeScore: 93,
      awayScore: 85,
    });
  });

  it('filters by sport, moves with the clock and refuses a bad sport id', async () => {
    const list = async (query: string) =>
      Scoreboard.parse((await get(`/sports-prematch/scoreboard?${query}`)).body);
    expect(ids(await list('sport_id=48242'))).toEqual([503]);
    expect(ids(await list('sport_id=154914'))).toEqual([]);
    const bad = await get('/sports-prematch/scoreboard?sport_id=football');
    expect(bad).toMatchObject({ status: 400, body: { code: 'ERR_INVALID_INPUT' } });
    // At 09:00 KST on the 2nd (24 h later) nothing of the 1st is recent, and 508 has become today's.
    t.clock.advance(24 * 3_600_000);
    try {
      expect(ids(await list(''))).toEqual([506]);
      // 16:00 KST on the 1st: 505 (19:00 KST) still to come, 510 (12:00 KST) now over; 501 (00:30 KST)
      // started over 12 hours ago.
      t.clock.advance(-17 * 3_600_000);
      expect(ids(await list(''))).toEqual([506, 505, 510, simId, 507, 504, 503]);
    } finally {
      t.clock.advance(-7 * 3_600_000);
    }
  });
});
