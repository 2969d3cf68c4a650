import {
  FixturePage,
  FixtureSummary,
  HomeFixture,
  HomeFixtureDigest,
  homeFixtureDigest,
  ko,
  League,
  Location,
  Market,
  SportListItem,
} from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from '../src/simulators/feed/seedFixtures';
import { createTestApp, type TestApp } from './support/testApp';

const HOUR = 60 * 60_000;

describe('sports listings (public)', () => {
  let t: TestApp;
  let ids: { kLeague: number; premier: number; kbl: number; later: number; live: number; postponed: number };
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now().getTime();
    const seeded = await seedFixtures({
      sql: t.db.sql,
      now,
      speed: 600,
      fixtures: [
        { sportId: 6046, leagueId: 101, startAt: now + 2 * HOUR },
        { sportId: 6046, leagueId: 102, startAt: now + 5 * HOUR },
        { sportId: 48242, leagueId: 201, startAt: now + HOUR },
        { sportId: 6046, leagueId: 103, startAt: now + 30 * HOUR },
        { sportId: 35232, leagueId: 602, startAt: now + 1_000 },
        { sportId: 154830, leagueId: 401, startAt: now + HOUR / 3, postpone: true },
      ],
    });
    const [kLeague, premier, kbl, later, live, postponed] = seeded.fixtureIds as number[] as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    ids = { kLeague, premier, kbl, later, live, postponed };
    // 2 s of simulation at 600×: the hockey game is 20 minutes in; the postponement was announced.
    await seeded.play(2_000);
  });
  afterAll(() => t.close());

  it('GET /sports-prematch/sports counts the open pre-match fixtures per sport', async () => {
    const { status, body } = await get('/sports-prematch/sports');
    expect(status).toBe(200);
    expect(body).toEqual([
      { sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 3 },
      { sport_id: 35232, name: 'Ice Hockey', name_korean: '아이스하키', cnt: 0 },
      { sport_id: 48242, name: 'Basketball', name_korean: '농구', cnt: 1 },
      { sport_id: 154830, name: 'Volleyball', name_korean: '배구', cnt: 0 },
    ]);
    expect(body.map((s: unknown) => SportListItem.parse(s))).toEqual(body);
  });

  it('GET /sports-prematch/location and /league give the sidebar tree with counts', async () => {
    const locations = await get('/sports-prematch/location?sportId=6046');
    expect(locations.status).toBe(200);
    expect(locations.body).toEqual([
      { location_id: 1, location_name: 'South Korea', name_korean: '대한민국', image_path: null, cnt: 1 },
      { location_id: 2, location_name: 'England', name_korean: '잉글랜드', image_path: null, cnt: 1 },
      { location_id: 3, location_name: 'Spain', name_korean: '스페인', image_path: null, cnt: 1 },
    ]);
    expect(Location.parse(locations.body[0])).toEqual(locations.body[0]);
    const leagues = await get('/sports-prematch/league?sportId=6046&locationId=1');
    expect(leagues.body).toEqual([
      {
        league_id: 101,
        league_name: 'K League 1',
        name_korean: 'K리그1',
        location_id: 1,
        sport_id: 6046,
        cnt: 1,
      },
    ]);
    expect(League.parse(leagues.body[0])).toEqual(leagues.body[0]);
    expect((await get('/sports-prematch/league?sportId=6046&locationId=9')).body).toEqual([]);
    const bad = await get('/sports-prematch/location?sportId=football');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
  });

  it('lists /europe fixtures in start order with the main lines (European view)', async () => {
    const { status, body } = await get('/sports-prematch/fixtures');
    expect(status).toBe(200);
    const page = FixturePage.parse(body);
    expect(page.total).toBe(4);
    expect(page.items.map((f) => f.fixtureId)).toEqual([ids.kbl, ids.kLeague, ids.premier, ids.later]);
    const kLeague = page.items[1] as FixtureSummary;
    expect(kLeague).toMatchObject({
      sportId: 6046,
      sportNameKorean: '축구',
      locationNameKorean: '대한민국',
      leagueId: 101,
      leagueNameKorean: 'K리그1',
      status: 1,
      startDate: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
      livescore: { period: -1, clockSeconds: 0, homeScore: 0, awayScore: 0, periods: [] },
      marketCount: 10,
    });
    expect(kLeague.home.nameKorean).toMatch(/[가-힣]/);
    expect(kLeague.markets.map((m) => [m.marketId, m.nameKorean, m.odds.length])).toEqual([
      [1, '승무패', 3],
      [3, '핸디캡', 2],
      [2, '언더오버', 2],
    ]);
    // The wire keeps the odds row's fixture id as a string; the SDK reads every fixture id as a number.
    expect(body.items[1].markets[0].odds[0].fixtureId).toBe(String(ids.kLeague));
    const [home] = kLeague.markets[0]?.odds ?? [];
    expect(home).toMatchObject({
      id: `${ids.kLeague}_1_100`,
      fixtureId: ids.kLeague,
      sportId: 6046,
      marketId: 1,
      betName: '1',
      betLine: null,
      version: '1',
      marketName: '1X2',
      marketNameKorean: '승무패',
      status: 1,
    });
    expect(home?.betPrice).toMatch(/^\d+\.\d\d$/);
    // The main handicap line is the one whose two prices are closest.
    const [one, two] = kLeague.markets[1]?.odds ?? [];
    expect(one?.betBaseLine).toBe(two?.betBaseLine);
    expect(Number(one?.betLine) + Number(two?.betLine)).toBe(0);
    expect(page.items[0]?.markets.map((m) => m.marketId)).toEqual([52, 3, 2]);
  });

  it('the Korean view puts Korean leagues first and shows every handicap and total line', async () => {
    const { body } = await get('/sports-prematch/fixtures?game_type=KR');
    const page = FixturePage.parse(body);
    expect(page.items.map((f) => f.fixtureId)).toEqual([ids.kbl, ids.kLeague, ids.premier, ids.later]);
    const kLeague = page.items[1] as FixtureSummary;
    expect(kLeague.markets.map((m) => [m.marketId, m.odds.length])).toEqual([
      [1, 3],
      [3, 14],
      [2, 14],
    ]);
    const premierFirst = FixturePage.parse(
      (await get('/sports-prematch/fixtures?game_type=KR&sport_id=6046')).body,
    );
    expect(premierFirst.items.map((f) => f.leagueNameKorean)).toEqual(['K리그1', '프리미어리그', '라리가']);
  });

  it('filters by sport, league, location, time window and Korean or English search, 15 a page', async () => {
    const list = async (query: string) =>
      FixturePage.parse((await get(`/sports-prematch/fixtures?${query}`)).body);
    expect((await list('sport_id=48242')).items.map((f) => f.fixtureId)).toEqual([ids.kbl]);
    expect((await list('league=102')).items.map((f) => f.fixtureId)).toEqual([ids.premier]);
    expect((await list('location_id=3')).items.map((f) => f.fixtureId)).toEqual([ids.later]);
    expect((await list('time=3')).items.map((f) => f.fixtureId)).toEqual([ids.kbl, ids.kLeague]);
    expect((await list('time=24')).total).toBe(3);
    expect((await list(`search=${encodeURIComponent('리그1')}`)).items.map((f) => f.fixtureId)).toEqual([
      ids.kLeague,
    ]);
    expect((await list('search=premier')).items.map((f) => f.fixtureId)).toEqual([ids.premier]);
    // A numeric search is still text: 'K League 1'.
    expect((await list('search=1')).items.map((f) => f.fixtureId)).toEqual([ids.kLeague]);
    const kbl = (await list('sport_id=48242')).items[0] as FixtureSummary;
    const byTeam = await list(`search=${encodeURIComponent(kbl.away.nameKorean)}`);
    expect(byTeam.items.map((f) => f.fixtureId)).toContain(ids.kbl);
    expect((await list('search=%25')).total).toBe(0);
    const second = await list('itemsPerPage=1&page=2');
    expect(second).toMatchObject({ total: 4 });
    expect(second.items.map((f) => f.fixtureId)).toEqual([ids.kLeague]);
    expect((await list('page=9')).items).toEqual([]);
    const bad = await get('/sports-prematch/fixtures?game_type=JP');
    expect(bad.status).toBe(400);
  });

  it('GET /sports-prematch/inplay lists fixtures in play with their livescore', async () => {
    const { status, body } = await get('/sports-prematch/inplay');
    expect(status).toBe(200);
    const page = FixturePage.parse(body);
    expect(page.items.map((f) => [f.fixtureId, f.status])).toEqual([[ids.live, 2]]);
    const live = page.items[0] as FixtureSummary;
    expect(live.livescore.periods[0]).toMatchObject({ period: 1, isFinished: false });
    expect(live.livescore.clockSeconds).toBeGreaterThan(0);
    expect(live.markets.map((m) => m.marketId)).toEqual([1, 3, 2]);
    expect((await get('/sports-prematch/inplay?sport_id=6046')).body).toEqual({ items: [], total: 0 });
  });

  it('GET /sports-prematch/inplay?markets=none lists the same fixtures without their markets', async () => {
    const full = FixturePage.parse((await get('/sports-prematch/inplay')).body);
    const { status, body } = await get('/sports-prematch/inplay?markets=none');
    expect(status).toBe(200);
    expect(FixturePage.parse(body)).toEqual({
      total: full.total,
      items: full.items.map((fixture) => ({ ...fixture, markets: [] })),
    });
    expect(body.items[0].marketCount).toBeGreaterThan(0);
    expect((await get('/sports-prematch/inplay?markets=all')).status).toBe(400);
  });

  it("GET /sports-prematch/upcoming is the SDK's digest of the next 24 hours' listing, in the home rows' shape", async () => {
    const listing = FixturePage.parse((await get('/sports-prematch/fixtures?time=24&itemsPerPage=50')).body);
    const expected = homeFixtureDigest(listing.items, t.clock.now(), { soon: 2, leagues: 2 });
    const { status, body } = await get('/sports-prematch/upcoming?soon=2&leagues=2');
    expect(status).toBe(200);
    expect(HomeFixtureDigest.parse(body)).toEqual(expected);
    expect(body.soon.map((f: FixtureSummary) => f.fixtureId)).toEqual([ids.kbl, ids.kLeague]);
    expect(Object.keys(body.soon[0]).sort()).toEqual(Object.keys(HomeFixture.shape).sort());
    expect(body.leagues).toHaveLength(2);
    expect((await get('/sports-prematch/upcoming?soon=0&leagues=6')).status).toBe(400);
    expect((await get('/sports-prematch/upcoming')).status).toBe(400);
  });

  it('GET /sports-prematch/fixtures/{id} gives every market; unknown ids are 404', async () => {
    const { status, body } = await get(`/sports-prematch/fixtures/${ids.kLeague}`);
    expect(status).toBe(200);
    const fixture = FixtureSummary.parse(body);
    expect(fixture.markets.map((m) => [m.marketId, m.period])).toEqual([
      [1, 100],
      [7, 100],
      [3, 100],
      [2, 100],
      [5, 100],
      [17, 100],
      [6, 100],
      [41, 10],
      [64, 10],
      [21, 10],
    ]);
    expect(fixture.markets.reduce((s, m) => s + m.odds.length, 0)).toBe(
      3 + 3 + 14 + 14 + 2 + 2 + 25 + 3 + 10 + 10,
    );
    const postponed = await get(`/sports-prematch/fixtures/${ids.postponed}`);
    expect(postponed.body).toMatchObject({ status: 5, marketCount: 0, markets: [] });
    const missing = await get('/sports-prematch/fixtures/1');
    expect(missing).toEqual({ status: 404, body: { code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND } });
  });

  it('GET sportsMarket lists the markets with Korean labels', async () => {
    const { status, body } = await get('/sportsMarket');
    expect(status).toBe(200);
    expect(body.map((m: unknown) => Market.parse(m))).toEqual(body);
    expect(body.slice(0, 3)).toEqual([
      { id: 1, name: '1X2', nameKorean: '승무패' },
      { id: 2, name: 'Under/Over', nameKorean: '언더오버' },
      { id: 3, name: 'Asian Handicap', nameKorean: '핸디캡' },
    ]);
    expect(body.find((m: { id: number }) => m.id === 64)).toEqual({
      id: 64,
      name: 'Asian Handicap 1st Period',
      nameKorean: '1피리어드 핸디캡',
    });
  });
});
