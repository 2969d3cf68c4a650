import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AppPlugin } from '../src/appTypes';
import { lockMember } from '../src/domain/charges/lockMember';
import { memberBalances, transfer } from '../src/domain/ledger';
import { assertDepositAllowed } from '../src/domain/rg/assertDepositAllowed';
import { currentMember } from '../src/plugins/auth';
import { withIdempotency } from '../src/plugins/idempotency';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A deposit request as POST /charge makes it: the member lock, the limit check, then the money, in one transaction. */
const depositProbe: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post('/test/deposit', { schema: { body: z.object({ amount: z.int() }) } }, (request, reply) =>
    withIdempotency(request, reply, async (tx) => {
      const me = currentMember(request);
      const { amount } = request.body;
      await lockMember(tx, me.id);
      await assertDepositAllowed(tx, { memberId: me.id, amount, now: app.clock.now() });
      await transfer(tx, {
        kind: 'deposit',
        actorId: me.id,
        from: { house: 'house_cash' },
        to: { member: me.id, kind: 'emoney' },
        amount,
      });
      return { status: 201, body: { ok: true } };
    }),
  );
};

const noLimit = { amount: null, pending: null };

describe('deposit limits (compliance §4)', () => {
  let t: TestApp;
  let member: LoggedIn;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp({ setup: (app) => void app.register(depositProbe) });
    member = await login(t.app, 'member03');
  });
  afterAll(() => t.close());

  const keepAlive = async () => {
    // Sessions expire after 30 idle minutes of the test clock; log in again after a jump.
    member = await login(t.app, 'member03');
  };
  const getLimits = () => t.app.inject({ method: 'GET', url: '/rg/limits', headers: member.headers });
  const putLimits = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/rg/limits', headers: member.headers, payload });
  const deposit = (amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/test/deposit',
      headers: { ...member.headers, 'idempotency-key': `deposit-${++keys}` },
      payload: { amount },
    });
  const snapshot = async () => {
    const [row] = await t.db.sql<{ requests: number; postings: number; keys: number; audits: number }[]>`
      SELECT (SELECT count(*) FROM rg_deposit_requests)::int8 AS requests,
             (SELECT count(*) FROM postings)::int8 AS postings,
             (SELECT count(*) FROM idempotency_keys)::int8 AS keys,
             (SELECT count(*) FROM audit_log)::int8 AS audits`;
    return { ...row, balances: await memberBalances(t.db.sql, member.user.id) };
  };
  const limitAudits = async () =>
    (
      await t.db.sql<{ count: number }[]>`
        SELECT count(*)::int8 AS count FROM audit_log
        WHERE action = 'rg.deposit_limit' AND target_id = ${String(member.user.id)}`
    )[0]?.count;

  it('has no limits until the member sets some', async () => {
    const response = await getLimits();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ day: noLimit, week: noLimit, month: noLimit });
  });

  it('applies new limits at once and audits each changed period', async () => {
    const response = await putLimits({ day: 100_000, week: 50_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      day: { amount: 100_000, pending: null },
      week: { amount: 50_000, pending: null },
      month: noLimit,
    });
    expect((await getLimits()).json()).toEqual(response.json());
    expect(await limitAudits()).toBe(2);
  });

  it('lets the lowest limit decide: the 7-day limit caps deposits within one day', async () => {
    expect((await deposit(30_000)).statusCode).toBe(201);
    const before = await snapshot();
    const refused = await deposit(30_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'RG_DEPOSIT_LIMIT',
      message: ko.RG_DEPOSIT_LIMIT('week', '20,000'),
      data: { period: 'week', limit: 50_000, remaining: 20_000 },
    });
    expect(await snapshot()).toEqual(before);
    expect((await deposit(20_000)).statusCode).toBe(201);
    expect((await deposit(1_000)).statusCode).toBe(409);
  });

  it('counts requests over rolling windows: a day later the 7-day window still holds them', async () => {
    await putLimits({ day: 40_000 }); // lower: at once
    t.clock.advance(DAY + 1);
    await keepAlive();
    const refused = await deposit(1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ data: { period: 'week', remaining: 0 } });
    t.clock.advance(6 * DAY);
    await keepAlive();
    // 7 days and 1 ms after the first requests: the 7-day window is empty, the day limit (40,000) is the lowest.
    const dayRefused = await deposit(45_000);
    expect(dayRefused.json()).toEqual({
      code: 'RG_DEPOSIT_LIMIT',
      message: ko.RG_DEPOSIT_LIMIT('day', '40,000'),
      data: { period: 'day', limit: 40_000, remaining: 40_000 },
    });
    expect((await deposit(40_000)).statusCode).toBe(201);
  });

  it('keeps a raised limit pending for 24 hours, then applies it', async () => {
    const start = t.clock.now();
    const response = await putLimits({ day: 100_000 });
    const pending = {
      amount: 40_000,
      pending: { amount: 100_000, effectiveAt: new Date(start.getTime() + DAY).toISOString() },
    };
    expect(response.json()).toMatchObject({ day: pending, week: { amount: 50_000, pending: null } });
    expect((await deposit(10_000)).json()).toMatchObject({
      code: 'RG_DEPOSIT_LIMIT',
      data: { period: 'day' },
    });

    t.clock.advance(DAY - 1);
    await keepAlive();
    expect((await getLimits()).json()).toMatchObject({ day: pending });

    t.clock.advance(1);
    expect((await getLimits()).json()).toMatchObject({ day: { amount: 100_000, pending: null } });
    // The day window (last 24 h) is empty again; the 7-day window holds 40,000 of 50,000.
    expect((await deposit(10_000)).statusCode).toBe(201);
  });

  it('waits 24 hours for a removal too, and a lower value meanwhile applies at once and drops the raise', async () => {
    const start = t.clock.now();
    expect((await putLimits({ week: null })).json()).toMatchObject({
      week: {
        amount: 50_000,
        pending: { amount: null, effectiveAt: new Date(start.getTime() + DAY).toISOString() },
      },
    });
    expect((await putLimits({ week: 45_000 })).json()).toMatchObject({
      week: { amount: 45_000, pending: null },
    });
    t.clock.advance(DAY);
    await keepAlive();
    expect((await getLimits()).json()).toMatchObject({ week: { amount: 45_000, pending: null } });

    expect((await putLimits({ week: null, month: 1_000_000 })).json()).toMatchObject({
      week: { amount: 45_000, pending: { amount: null } },
      month: { amount: 1_000_000, pending: null },
    });
    t.clock.advance(DAY);
    await keepAlive();
    expect((await getLimits()).json()).toMatchObject({ week: noLimit, month: { amount: 1_000_000 } });
  });

  it('treats an unchanged value as no raise and a limit of 0 as no deposits', async () => {
    expect((await putLimits({ day: 100_000 })).json()).toMatchObject({
      day: { amount: 100_000, pending: null },
    });
    expect((await putLimits({ day: 0 })).json()).toMatchObject({ day: { amount: 0, pending: null } });
    const refused = await deposit(10_000);
    expect(refused.json()).toEqual({
      code: 'RG_DEPOSIT_LIMIT',
      message: ko.RG_DEPOSIT_LIMIT('day', '0'),
      data: { period: 'day', limit: 0, remaining: 0 },
    });
  });

  it('refuses a real POST /charge deposit over the limit with nothing stored', async () => {
    const charges = async () =>
      (await t.db.sql<{ n: number }[]>`SELECT count(*)::int8 AS n FROM charges`)[0]?.n;
    const before = { ...(await snapshot()), charges: await charges() };
    const response = await t.app.inject({
      method: 'POST',
      url: '/charge',
      headers: { ...member.headers, 'idempotency-key': 'charge-over-limit' },
      payload: {
        memberId: member.user.id,
        depositMode: 0,
        depositAmount: 10_000,
        depositName: '박도윤',
        type: 0,
        pointType: 5,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'RG_DEPOSIT_LIMIT',
      message: ko.RG_DEPOSIT_LIMIT('day', '0'),
      data: { period: 'day', limit: 0, remaining: 0 },
    });
    expect({ ...(await snapshot()), charges: await charges() }).toEqual(before);
  });

  it('refuses invalid limits with 400 and changes nothing', async () => {
    const before = await snapshot();
    for (const payload of [{ day: -1 }, { week: 1.5 }, { month: '10000' }]) {
      const response = await putLimits(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_INVALID_INPUT' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rg/limits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/rg/limits', payload: { day: 1 } })).statusCode).toBe(
      401,
    );
  });

  it('serialises simultaneous requests of one member so together they stay within the limit', async () => {
    await putLimits({ day: 50_000 });
    const other = await login(t.app, 'member04');
    await t.app.inject({
      method: 'PUT',
      url: '/rg/limits',
      headers: other.headers,
      payload: { day: 50_000 },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/test/deposit',
          headers: { ...other.headers, 'idempotency-key': `parallel-${i}` },
          payload: { amount: 20_000 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const [row] = await t.db.sql<{ total: number }[]>`
      SELECT sum(amount)::int8 AS total FROM rg_deposit_requests WHERE member_id = ${other.user.id}`;
    expect(row?.total).toBe(40_000);
  });
});
