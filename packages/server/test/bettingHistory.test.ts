import { BetHistorySlip, ko, maskNickname } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { settleOdds } from '../src/domain/settlement/settleSlips';
import { emoney, insertFixture, matchResult, moveOdds, placeSlip } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

let t: TestApp;
let member: LoggedIn;
let other: LoggedIn;
let nextFixture = 700;

async function fixture(status = 1): Promise<number> {
  const id = nextFixture++;
  const offset = status === 2 ? -30 * 60_000 : 3 * 3_600_000;
  await insertFixture(t.db.sql, {
    id,
    status,
    startDate: new Date(t.clock.now().getTime() + offset),
    homeScore: status === 2 ? 2 : 0,
    awayScore: 0,
    markets: [matchResult(id)],
  });
  return id;
}

const settle = async (oddsId: string, flag: number) => {
  await moveOdds(t.db.sql, oddsId, { settlement: flag, status: 3 });
  await settleOdds(t.db.sql, [oddsId], { actorId: null, reason: null, now: t.clock.now() });
};

const get = (by: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: by.headers });
const history = (by: LoggedIn, query: string) =>
  get(by, `/sports-prematch/bettings?user=1&memberUserId=${by.user.userId}&perpage=10&${query}`);
const count = (by: LoggedIn, query: string) =>
  get(by, `/sports-prematch/count?user=1&memberUserId=${by.user.userId}&perpage=10&${query}`);

beforeAll(async () => {
  t = await createTestApp();
  member = await login(t.app, 'member02');
  other = await login(t.app, 'member01');
});
afterAll(() => t.close());

describe('GET /sports-prematch/count and /sports-prematch/bettings', () => {
  it('lists slips newest first, each an array of its legs with the spec’s snake_case fields', async () => {
    const a = await fixture();
    const b = await fixture();
    const single = await placeSlip(t.app, member, [`${a}_1_1`], 10_000);
    const cash = await emoney(t.db.sql, member.user.id);
    const double = await placeSlip(t.app, member, [`${a}_1_2`, `${b}_1_X`], 20_000);
    await settle(`${a}_1_1`, 2);

    const listed = await history(member, 'page=1&gameType=1');
    expect(listed.statusCode).toBe(200);
    const slips = z.array(BetHistorySlip).parse(listed.json());
    expect(slips.map((legs) => legs[0]?.id)).toEqual([double, single]);
    expect(slips.map((legs) => legs.length)).toEqual([2, 1]);
    expect(slips[0]![0]).toEqual({
      id: double,
      game_type: 1,
      e_money: cash - 20_000,
      ip_address: '127.0.0.1',
      user_id: 'member02',
      nickname: '회원02',
      member_id: member.user.id,
      user_type: 'A',
      created_at: t.clock.now().toISOString(),
      cancel_at: null,
      deleted_at: null,
      amount: 20_000,
      status: 0,
      status_name: '대기',
      settlement_flag: 0,
      settlement_name: '대기',
      startdate: new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString(),
      sports_name: '스포츠',
      location_name: '대한민국',
      league_name: 'K리그1',
      sports_betting_home_participants_name: '울산',
      sports_betting_away_participants_name: '서울',
      sports_betting_bet_name: '2',
      sports_betting_bet_line: null,
      sports_betting_bet_baseline: null,
      sports_betting_market_name: '1X2',
      sports_betting_bet_price: '4.10',
      sports_betting_win_flag: 0,
      sports_betting_score: null,
      betTimingScore: null,
      sports_betting_sports_fixture_id: a,
      sports_betting_sports_prematch_odds_id: `${a}_1_2`,
    });
    // The wire keeps the spec's string (the SDK reads every fixture id as a number).
    expect(listed.json()[0][0].sports_betting_sports_fixture_id).toBe(String(a));
    expect(slips[1]![0]).toMatchObject({
      status: 2,
      status_name: '당첨',
      settlement_flag: 2,
      settlement_name: '적중',
      sports_betting_win_flag: 2,
      sports_betting_score: '0:0',
    });
    expect((await count(member, 'page=1&gameType=1')).json()).toBe(2);
  });

  it('keeps in-play slips under game type 2 with the score at betting time', async () => {
    const live = await fixture(2);
    await placeSlip(t.app, member, [`${live}_1_1`]);
    const slips = (await history(member, 'page=1&gameType=2')).json() as {
      betTimingScore: string;
      game_type: number;
    }[][];
    expect(slips).toHaveLength(1);
    expect(slips[0]![0]).toMatchObject({ game_type: 2, betTimingScore: '2:0' });
    expect((await count(member, 'page=1&gameType=3')).json()).toBe(0);
    expect((await history(member, 'page=1&gameType=4')).json()).toEqual([]);
  });

  it('pages by perpage up to 3 pages (the SDK paginate)', async () => {
    const f = await fixture();
    for (let i = 0; i < 33; i += 1) await placeSlip(t.app, other, [`${f}_1_X`], 5_000);
    expect((await count(other, 'page=1&gameType=1')).json()).toBe(33);
    const pages = await Promise.all(
      [1, 2, 3, 4].map(
        async (page) => (await history(other, `page=${page}&gameType=1`)).json() as { id: number }[][],
      ),
    );
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10]);
    const ids = pages.slice(0, 3).flatMap((p) => p.map((legs) => legs[0]!.id));
    expect(new Set(ids).size).toBe(30);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    // Past the last reachable page the last one answers again.
    expect(pages[3]).toEqual(pages[2]);
  });

  it("refuses another member's history (403)", async () => {
    const response = await get(
      member,
      `/sports-prematch/bettings?user=1&memberUserId=${other.user.userId}&perpage=10&page=1&gameType=1`,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /sports-prematch/user-delete', () => {
  const remove = (by: LoggedIn, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/sports-prematch/user-delete',
      headers: by.headers,
      payload: payload as never,
    });

  it('hides settled or cancelled slips; waiting slips and other members’ slips are refused', async () => {
    const f = await fixture();
    const waiting = await placeSlip(t.app, member, [`${f}_1_X`]);
    const lost = await placeSlip(t.app, member, [`${f}_1_2`]);
    await settle(`${f}_1_2`, 1);
    const before = (await count(member, 'page=1&gameType=1')).json() as number;

    const refused = await remove(member, [lost, waiting]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'BET_DELETE_WAITING', message: ko.BET_DELETE_WAITING });
    const foreign = await remove(other, [lost]);
    expect(foreign.statusCode).toBe(403);
    expect((await count(member, 'page=1&gameType=1')).json()).toBe(before);

    const header = ((await history(member, 'page=1&gameType=1')).json() as { id: number }[][])
      .map((legs) => legs[0]!)
      .find((row) => row.id === lost);
    const removed = await remove(member, [header]);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toBe(ko.DELETED);
    expect((await count(member, 'page=1&gameType=1')).json()).toBe(before - 1);
    const listed = (await history(member, 'page=1&gameType=1')).json() as { id: number }[][];
    expect(listed.map((legs) => legs[0]!.id)).not.toContain(lost);
    const [row] = await t.db
      .sql`SELECT amount, status, deleted_at IS NOT NULL AS hidden FROM bet_slips WHERE id = ${lost}`;
    expect(row).toEqual({ amount: 10_000, status: 1, hidden: true });
    expect((await remove(member, [lost])).statusCode).toBe(200);
  });
});

describe('the jackpot and the member betting setting', () => {
  it('counts the jackpot from a base and 1% of the stakes that stand (public)', async () => {
    const [row] = await t.db.sql<{ stakes: number }[]>`
      SELECT coalesce(sum(amount), 0)::int8 AS stakes FROM bet_slips WHERE cancel_at IS NULL`;
    const response = await t.app.inject({ method: 'GET', url: '/jackpot' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ amount: 50_000_000 + Math.floor(row!.stakes / 100) });
  });

  it('registers a won slip on the jackpot board once', async () => {
    const f = await fixture();
    const won = await placeSlip(t.app, member, [`${f}_1_1`]);
    const waiting = await placeSlip(t.app, member, [`${f}_1_X`]);
    await settle(`${f}_1_1`, 2);
    const register = (by: LoggedIn, bettingSlipId: number) =>
      t.app.inject({ method: 'POST', url: '/boardjackpot', headers: by.headers, payload: { bettingSlipId } });

    const notWon = await register(member, waiting);
    expect(notWon.statusCode).toBe(409);
    expect(notWon.json()).toEqual({ code: 'JACKPOT_NOT_WON', message: ko.JACKPOT_NOT_WON });
    expect((await register(other, won)).statusCode).toBe(403);
    const ok = await register(member, won);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(ko.JACKPOT_REGISTERED);
    const twice = await register(member, won);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'JACKPOT_ALREADY_REGISTERED',
      message: ko.JACKPOT_ALREADY_REGISTERED,
    });

    // The board lists it for anyone, guests included, with the nickname masked.
    const board = await t.app.inject({ method: 'GET', url: '/jackpot/entries' });
    expect(board.statusCode).toBe(200);
    const [slip] = await t.db.sql<{ amount: number; payout: number; totalOdds: string }[]>`
      SELECT amount, payout, total_ratio::text AS total_odds FROM bet_slips WHERE id = ${won}`;
    expect(board.json()).toEqual({
      items: [
        {
          slipId: won,
          nickname: maskNickname(String(member.user.nickname)),
          folders: 1,
          totalOdds: slip!.totalOdds,
          amount: slip!.amount,
          payout: slip!.payout,
          registeredAt: t.clock.now().toISOString(),
        },
      ],
      total: 1,
    });
    expect(board.body).not.toContain(String(member.user.nickname));
    expect((await t.app.inject({ method: 'GET', url: '/jackpot/entries?page=2' })).json()).toEqual({
      items: [],
      total: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: '/jackpot/entries?page=0' })).statusCode).toBe(400);
  });

  it('answers the member’s own betting setting, defaults when none was set, and 403 for another id', async () => {
    const own = await get(member, `/settingMemberBetting/${member.user.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ bettingSetFlag: 0, firstPoint: '0', perPoint: '0' });
    await t.db.sql`
      INSERT INTO member_betting_settings (member_id, betting_set_flag, first_point, per_point)
      VALUES (${member.user.id}, 1, 1.5, 0.5)`;
    expect((await get(member, `/settingMemberBetting/${member.user.id}`)).json()).toEqual({
      bettingSetFlag: 1,
      firstPoint: '1.5',
      perPoint: '0.5',
    });
    expect((await get(member, `/settingMemberBetting/${other.user.id}`)).statusCode).toBe(403);
  });
});
