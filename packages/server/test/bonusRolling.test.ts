import { ko, type RollingRequirement } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, deposit, LONG_SESSION } from './moneyTestKit';
import { betRequest, betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('honest bonuses: offered options only, rolling counts only qualifying turnover', () => {
  let t: TestApp;
  let member: LoggedIn;
  const pick = (oddsId: string) => betting(t.db.sql, oddsId);
  const rolling = async (session: LoggedIn = member) => {
    const response = await t.app.inject({ method: 'GET', url: '/bonus/rolling', headers: session.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as RollingRequirement[];
  };

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    const start = new Date(t.clock.now().getTime() + 3 * 3_600_000);
    // Home prices: 1.50, 1.60, 1.70, 1.80 and one at 1.25 (under the sports bonus's 1.3).
    for (const [id, home] of [
      [401, '1.50'],
      [402, '1.60'],
      [403, '1.70'],
      [404, '1.80'],
      [405, '1.25'],
    ] as const) {
      await insertFixture(t.db.sql, {
        id,
        startDate: start,
        markets: [matchResult(id, [home, '3.50', '5.00'])],
      });
    }
    member = await login(t.app, 'member04');
  });
  afterAll(() => t.close());

  it('refuses a bonus of a product the site does not offer (live casino) and stores nothing', async () => {
    const before = await t.db.sql`SELECT count(*)::int AS n FROM charges`;
    const response = await deposit(t, member, { depositAmount: 100_000, pointType: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'DEPOSIT_BONUS_UNAVAILABLE',
      message: ko.DEPOSIT_BONUS_UNAVAILABLE,
    });
    expect(await t.db.sql`SELECT count(*)::int AS n FROM charges`).toEqual(before);
  });

  it('records the sports bonus with its conditions and counts only 3+ folder slips priced 1.3 or more', async () => {
    const id = (await deposit(t, member, { depositAmount: 100_000, pointType: 1 })).json();
    await approve(t, id);
    const [fresh] = await rolling();
    expect(fresh).toMatchObject({
      bonusCode: 1,
      label: '스포츠 (3폴더 이상)',
      required: 115_000,
      progress: 0,
      products: ['sports'],
      minFolders: 3,
      minOdds: '1.3',
      status: 'open',
    });

    const bet = async (ids: string[], amount: number) => {
      const response = await postBet(
        t.app,
        member,
        betRequest(member, await Promise.all(ids.map(pick)), amount),
      );
      expect(response.statusCode).toBe(200);
    };
    await bet(['401_1_1', '402_1_1'], 20_000); // two folders
    await bet(['401_1_1', '402_1_1', '405_1_1'], 20_000); // one folder at 1.25
    expect((await rolling())[0]?.progress).toBe(0);

    await bet(['401_1_1', '402_1_1', '403_1_1'], 10_000);
    // The bonus item is not a folder, and its 1.03 price is not held against the slip.
    await bet(['401_1_1', '402_1_1', '404_1_1', 'bonus_3'], 5_000);
    expect((await rolling())[0]).toMatchObject({ progress: 15_000, status: 'open' });
  });

  it('shows a member only their own requirements', async () => {
    expect(await rolling(await login(t.app, 'member05'))).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/bonus/rolling' });
    expect(guest.statusCode).toBe(401);
  });

  it('counts every stake toward a requirement from before conditions were recorded', async () => {
    const [open] = await rolling();
    await t.db
      .sql`UPDATE rolling_requirements SET products = '{}', min_folders = NULL, min_odds = NULL WHERE id = ${open!.id}`;
    await postBet(t.app, member, betRequest(member, [await pick('405_1_1')], 10_000));
    expect((await rolling())[0]?.progress).toBe(25_000);
  });
});
