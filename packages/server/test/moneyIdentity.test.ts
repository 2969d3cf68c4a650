import { randomUUID } from 'node:crypto';
import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, deposit, snapshot } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const FORBIDDEN = { code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN };

describe("money routes refuse another member's id with 403 and change nothing (compliance §8)", () => {
  let t: TestApp;
  let me: LoggedIn;
  let other: LoggedIn;
  let othersCharge: number;

  beforeAll(async () => {
    t = await createTestApp();
    me = await login(t.app, 'member01');
    other = await login(t.app, 'member02');
    othersCharge = (await deposit(t, other)).json();
  });
  afterAll(() => t.close());

  const everything = async () => {
    const [failures] = await t.db.sql`SELECT count(*)::int AS n FROM account_password_failures`;
    return { ...(await snapshot(t.db.sql)), failures: failures?.n };
  };

  type Case = [string, 'GET' | 'POST' | 'PUT', () => string, () => Record<string, unknown> | undefined];
  const cases: Case[] = [
    [
      'GET /charge (memberId)',
      'GET',
      () => `/charge?memberId=${other.user.id}&perpage=10&page=1&depositMode=0`,
      () => undefined,
    ],
    ['GET /charge without paging', 'GET', () => `/charge?memberId=${other.user.id}`, () => undefined],
    [
      'POST /charge deposit',
      'POST',
      () => '/charge',
      () => ({
        memberId: other.user.id,
        depositMode: 0,
        depositAmount: 10_000,
        depositName: '',
        type: 0,
        pointType: 5,
      }),
    ],
    [
      'POST /charge withdrawal',
      'POST',
      () => '/charge',
      () => ({
        memberId: other.user.id,
        depositMode: 1,
        depositAmount: 10_000,
        depositName: '',
        type: 0,
        bankAccountPssword: DEMO_ACCOUNT_PASSWORD,
      }),
    ],
    [
      'PUT /charge/{id} of another member',
      'PUT',
      () => `/charge/${othersCharge}`,
      () => ({ id: othersCharge, userDisplayFlag: 0 }),
    ],
    [
      'POST /member/check-deposit-pw (userId)',
      'POST',
      () => '/member/check-deposit-pw',
      () => ({ userId: other.user.userId, bankAccountPssword: '0000' }),
    ],
    [
      'POST /deposot-account-confirm (memberId)',
      'POST',
      () => '/deposot-account-confirm',
      () => ({ memberId: other.user.id }),
    ],
    [
      "GET /settingBanking/level of another member's level",
      'GET',
      () => '/settingBanking/level/A2',
      () => undefined,
    ],
    [
      'POST coin/get_balance (user_id)',
      'POST',
      () => '/coin/get_balance',
      () => ({ tx_id: 't', user_id: other.user.userId }),
    ],
    [
      'POST coin/change_coin (user_id)',
      'POST',
      () => '/coin/change_coin',
      () => ({ tx_id: 't1', user_id: other.user.userId, user_num: me.user.id, balance: 1 }),
    ],
    [
      'POST coin/change_coin (user_num)',
      'POST',
      () => '/coin/change_coin',
      () => ({ tx_id: 't2', user_id: me.user.userId, user_num: other.user.id, balance: 1 }),
    ],
    ['GET /point/user/{id}', 'GET', () => `/point/user/${other.user.id}`, () => undefined],
    ['GET /comp/user/{id}', 'GET', () => `/comp/user/${other.user.id}`, () => undefined],
    [
      'POST /emoney/pointToEmoney (memberId)',
      'POST',
      () => '/emoney/pointToEmoney',
      () => ({ memberId: other.user.id, point: 5_000, userUpdatedAt: new Date().toISOString() }),
    ],
    [
      'POST /emoney/compToEmoney (memberId)',
      'POST',
      () => '/emoney/compToEmoney',
      () => ({ memberId: other.user.id, comp: 100, userUpdatedAt: new Date().toISOString() }),
    ],
  ];

  it.each(cases)('%s', async (_, method, url, payload) => {
    const before = await everything();
    const body = payload();
    const response = await t.app.inject({
      method,
      url: url(),
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await everything()).toEqual(before);
  });

  it('every money route needs a session (401)', async () => {
    for (const [, method, url, payload] of cases) {
      const body = payload();
      const response = await t.app.inject({
        method,
        url: url(),
        ...(body === undefined ? {} : { payload: body }),
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
