import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AppPlugin } from '../src/appTypes';
import { transfer } from '../src/domain/ledger';
import { currentMember } from '../src/plugins/auth';
import { withIdempotency } from '../src/plugins/idempotency';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const FORBIDDEN = { code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN };

/** Everything a refused request could have touched. */
const snapshot = async (t: TestApp) => {
  const [row] = await t.db.sql`
    SELECT (SELECT json_agg(json_build_array(id, balance) ORDER BY id) FROM accounts) AS balances,
           (SELECT count(*)::int FROM ledger_transactions) AS transactions,
           (SELECT count(*)::int FROM audit_log) AS audits,
           (SELECT count(*)::int FROM idempotency_keys) AS keys,
           (SELECT json_agg(updated_at ORDER BY id) FROM members) AS updated`;
  return row;
};

/** A money-moving member route written the way later routes are: guarded, idempotent, ledgered. */
const convertProbe: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  app.post(
    '/test/convert',
    { schema: { body: z.object({ memberId: z.int(), point: z.int() }) } },
    (request, reply) =>
      withIdempotency(request, reply, async (tx) => {
        const member = currentMember(request);
        await transfer(tx, {
          kind: 'point_to_emoney',
          actorId: member.id,
          from: { member: member.id, kind: 'point' },
          to: { member: member.id, kind: 'emoney' },
          amount: request.body.point,
        });
        return { body: ko.POINT_CONVERTED };
      }),
  );
};

describe('identity comes from the session (compliance §8)', () => {
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ setup: (app) => void app.register(convertProbe) });
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it("GET /member/{id} with another member's id is 403 FORBIDDEN and changes nothing", async () => {
    const before = await snapshot(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/member/${member02.user.id}`,
      headers: member01.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it('GET /member/{id} with the own id returns the §3 user with balances and updatedAt', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/member/${member01.user.id}`,
      headers: member01.headers,
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      id: member01.user.id,
      userId: 'member01',
      nickname: '회원01',
      emoney: 1_000_000,
    });
    expect(new Date(user.updatedAt).toISOString()).toBe(user.updatedAt);
  });

  it('refuses a memberId or userId of someone else in the query', async () => {
    for (const query of [`memberId=${member02.user.id}`, 'userId=member02', 'memberUserId=member02']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/member/${member01.user.id}?${query}`,
        headers: member01.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it("a money-moving POST naming another member's memberId is refused before anything moves", async () => {
    const before = await snapshot(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/convert',
      headers: { ...member01.headers, 'idempotency-key': 'other-member' },
      payload: { memberId: member02.user.id, point: 5000 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it('the same POST with the own memberId moves the money', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/convert',
      headers: { ...member01.headers, 'idempotency-key': 'own-member' },
      payload: { memberId: member01.user.id, point: 5000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ko.POINT_CONVERTED);
    const user = (
      await t.app.inject({ method: 'GET', url: `/member/${member01.user.id}`, headers: member01.headers })
    ).json();
    expect(user).toMatchObject({ emoney: 1_005_000, point: 5_000 });
  });
});

describe('staff routes under /admin-api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a session, 403 for members and partners, 200 for the staff account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/me' })).statusCode).toBe(401);
    for (const userId of ['member05', 'partner01']) {
      const session = await login(t.app, userId);
      const response = await t.app.inject({ method: 'GET', url: '/admin-api/me', headers: session.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const staff = await login(t.app, 'admin01');
    const response = await t.app.inject({ method: 'GET', url: '/admin-api/me', headers: staff.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: 'admin01', type: 1, role: 10 });
  });
});
