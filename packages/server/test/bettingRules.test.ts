import { ko, totalOdds } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_SESSION } from './moneyTestKit';
import {
  betRequest,
  betting,
  emoney,
  handicap,
  houseBets,
  insertFixture,
  ledgerConsistent,
  matchResult,
  postBet,
  totals,
} from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/** An event-folder market (SDK EVENT_MARKET_IDS) on a fixture. */
const eventWinner = (fixtureId: number) => ({
  marketId: 9001,
  name: 'Event 1X2',
  nameKorean: '이벤트 승무패',
  odds: [
    { id: `${fixtureId}_9001_1`, name: '1', price: '2.10' },
    { id: `${fixtureId}_9001_X`, name: 'X', price: '3.30' },
    { id: `${fixtureId}_9001_2`, name: '2', price: '3.60' },
  ],
});

describe('betting rules: same-fixture matrix, event folders, bonus folders', () => {
  let t: TestApp;
  let member: LoggedIn;
  let admin: LoggedIn;

  const slipCount = async () =>
    (await t.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bet_slips`)[0]!.n;
  const snapshot = async () => ({
    emoney: await emoney(t.db.sql, member.user.id),
    house: await houseBets(t.db.sql),
    slips: await slipCount(),
  });
  const putRules = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/admin-api/betting-rules', headers: admin.headers, payload });

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    const start = new Date(t.clock.now().getTime() + 3 * 3_600_000);
    await insertFixture(t.db.sql, {
      id: 301,
      startDate: start,
      markets: [
        matchResult(301, ['1.20', '6.50', '15.00']),
        handicap(301, '-1.5', ['1.40', '3.83']),
        totals(301, '2.5'),
      ],
    });
    await insertFixture(t.db.sql, {
      id: 302,
      startDate: start,
      markets: [matchResult(302), eventWinner(302)],
    });
    member = await login(t.app, 'member01');
    admin = await login(t.app, 'admin01');
  });
  afterAll(() => t.close());

  it('refuses the 57.45 1X2 + handicap slip of one match (BET_CORRELATED) and changes nothing', async () => {
    const before = await snapshot();
    const legs = [await betting(t.db.sql, '301_1_2'), await betting(t.db.sql, '301_3_2-1.5')];
    expect(totalOdds(legs.map((l) => ({ odds: l.betPrice })))).toBe('57.45');
    const response = await postBet(t.app, member, betRequest(member, legs, 10_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BET_CORRELATED', message: ko.BET_CORRELATED });
    expect(await snapshot()).toEqual(before);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('refuses a handicap with the totals of the same match, in the Korean folders too', async () => {
    const legs = [await betting(t.db.sql, '301_3_1-1.5'), await betting(t.db.sql, '301_2_O2.5')];
    for (const style of ['EU', 'KR'] as const) {
      const response = await postBet(t.app, member, betRequest(member, legs, 10_000, { style }));
      expect(response.json()).toMatchObject({ code: 'BET_CORRELATED' });
    }
  });

  it('accepts 1X2 with the totals of the same match under the default matrix', async () => {
    const legs = [await betting(t.db.sql, '301_1_1'), await betting(t.db.sql, '301_2_O2.5')];
    const response = await postBet(t.app, member, betRequest(member, legs, 10_000));
    expect(response.statusCode).toBe(200);
  });

  it('follows the staff matrix: once allowed, 1X2 with the handicap is accepted; the change is audited', async () => {
    const allowed = [
      ['winDrawLose', 'overUnder'],
      ['winDrawLose', 'handicap'],
    ];
    const put = await putRules({ combinations: { allowed }, reason: '이벤트 기간' });
    expect(put.statusCode).toBe(200);
    expect(put.json().combinations).toEqual({ allowed });
    const legs = [await betting(t.db.sql, '301_1_2'), await betting(t.db.sql, '301_3_2-1.5')];
    expect((await postBet(t.app, member, betRequest(member, legs, 5_000))).statusCode).toBe(200);
    const [entry] = await t.db.sql`
      SELECT reason FROM audit_log WHERE action = 'setting.update' AND target_id = 'bettingRules'`;
    expect(entry).toEqual({ reason: '이벤트 기간' });
    // Members read the same rules before they pick.
    const rules = await t.app.inject({ method: 'GET', url: '/sports-prematch/rules' });
    expect(rules.json().combinations).toEqual({ allowed });
    await putRules({
      combinations: {
        allowed: [
          ['winDrawLose', 'overUnder'],
          ['winLose', 'overUnder'],
        ],
      },
    });
  });

  it('lets staff set the bonus folder items: prices, rules, order; a changed item gets a new version', async () => {
    const items = [
      {
        id: 'bonus_3',
        name: '3 Folder Bonus',
        nameKorean: '3폴더 보너스',
        price: '1.05',
        minOdds: '1.5',
        minCount: 3,
      },
      {
        id: 'bonus_5',
        name: '5 Folder Bonus',
        nameKorean: '5폴더 보너스',
        price: '1.08',
        minOdds: '1.3',
        minCount: 5,
      },
    ];
    const put = await putRules({ bonusItems: items, reason: '보너스 조정' });
    expect(put.statusCode).toBe(200);
    expect(put.json().bonusItems).toEqual([
      { ...items[0], version: '2' },
      { ...items[1], version: '1' },
    ]);
    for (const bad of [
      [{ ...items[0], price: '0.90' }],
      [{ ...items[0], id: 'x' }],
      [items[0], items[0]],
      [{ ...items[0], minCount: 0 }],
    ]) {
      expect((await putRules({ bonusItems: bad })).statusCode).toBe(400);
    }
    const restored = await putRules({
      bonusItems: [
        { ...items[0], price: '1.03', minOdds: '1.3' },
        {
          id: 'bonus_4',
          name: '4 Folder Bonus',
          nameKorean: '4폴더 보너스',
          price: '1.05',
          minOdds: '1.3',
          minCount: 4,
        },
        items[1],
      ],
    });
    expect(restored.json().bonusItems.map((i: { id: string }) => i.id)).toEqual([
      'bonus_3',
      'bonus_4',
      'bonus_5',
    ]);
  });

  it('refuses a member changing the rules (staff only)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/betting-rules',
      headers: member.headers,
      payload: { products: ['sports', 'casino'] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('offers the bonus folders the operator set, with their rule', async () => {
    const rules = await t.app.inject({ method: 'GET', url: '/sports-prematch/rules' });
    expect(rules.statusCode).toBe(200);
    expect(rules.json().bonusItems).toEqual([
      {
        id: 'bonus_3',
        name: '3 Folder Bonus',
        nameKorean: '3폴더 보너스',
        price: '1.03',
        version: '3',
        minOdds: '1.3',
        minCount: 3,
      },
      {
        id: 'bonus_4',
        name: '4 Folder Bonus',
        nameKorean: '4폴더 보너스',
        price: '1.05',
        version: '1',
        minOdds: '1.3',
        minCount: 4,
      },
      {
        id: 'bonus_5',
        name: '5 Folder Bonus',
        nameKorean: '5폴더 보너스',
        price: '1.08',
        version: '1',
        minOdds: '1.3',
        minCount: 5,
      },
    ]);
    expect(rules.json().products).toEqual(['sports', 'inplay', 'minigame']);
  });

  describe('event folders (style EV, detail type 999, max bet 5,001)', () => {
    it('lists only fixtures with event markets', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sports-prematch/events' });
      expect(response.statusCode).toBe(200);
      const items = response.json().items as { fixtureId: number; markets: { marketId: number }[] }[];
      expect(items.map((f) => [f.fixtureId, f.markets.map((m) => m.marketId)])).toEqual([[302, [9001]]]);
    });

    it('takes 5,001 won on an event slip and refuses 5,002 (BET_OVER_MAX)', async () => {
      const leg = await betting(t.db.sql, '302_9001_1');
      const accepted = await postBet(t.app, member, betRequest(member, [leg], 5_001, { style: 'EV' }));
      expect(accepted.statusCode).toBe(200);
      const [slip] = await t.db
        .sql`SELECT game_style, game_detail_type FROM bet_slips WHERE id = ${accepted.json().id}`;
      expect(slip).toEqual({ gameStyle: 'EV', gameDetailType: 999 });
      const before = await snapshot();
      const refused = await postBet(t.app, member, betRequest(member, [leg], 5_002, { style: 'EV' }));
      expect(refused.json()).toEqual({ code: 'BET_OVER_MAX', message: ko.BET_OVER_MAX });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an event pick sent as a European folder, and a normal pick in an event slip (BET_EVENT_ONLY)', async () => {
      const event = await betting(t.db.sql, '302_9001_1');
      const normal = await betting(t.db.sql, '302_1_1');
      for (const body of [
        betRequest(member, [event], 50_000, { style: 'EU' }),
        betRequest(member, [normal], 5_000, { style: 'EV' }),
      ]) {
        const response = await postBet(t.app, member, body);
        expect(response.json()).toEqual({ code: 'BET_EVENT_ONLY', message: ko.BET_EVENT_ONLY });
      }
    });
  });
});
