import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AppPlugin } from '../src/appTypes';
import { memberBalances, transfer } from '../src/domain/ledger';
import { currentMember } from '../src/plugins/auth';
import { withIdempotency } from '../src/plugins/idempotency';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/** A money-moving probe route: stakes emoney into house_bets and reports the member's transaction count. */
const stakeProbe: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  app.post('/test/stake', { schema: { body: z.object({ amount: z.int() }) } }, (request, reply) =>
    withIdempotency(request, reply, async (tx) => {
      const me = currentMember(request);
      const posted = await transfer(tx, {
        kind: 'bet_stake',
        vertical: 'sports',
        actorId: me.id,
        from: { member: me.id, kind: 'emoney' },
        to: { house: 'house_bets' },
        amount: request.body.amount,
      });
      return { status: 201, body: { transactionId: posted.transactionId } };
    }),
  );
};

describe('idempotent money-moving requests', () => {
  let t: TestApp;
  let member: LoggedIn;
  let other: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ setup: (app) => void app.register(stakeProbe) });
    member = await login(t.app, 'member03');
    other = await login(t.app, 'member04');
  });
  afterAll(() => t.close());

  const stake = (session: LoggedIn, key: string | undefined, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/test/stake',
      headers: key === undefined ? session.headers : { ...session.headers, 'idempotency-key': key },
      payload: { amount },
    });
  const emoney = async (session: LoggedIn) => (await memberBalances(t.db.sql, session.user.id)).emoney;

  it('requires an Idempotency-Key', async () => {
    const response = await stake(member, undefined, 1_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: ko.IDEMPOTENCY_KEY_REQUIRED,
    });
    expect(await emoney(member)).toBe(3_000_000);
  });

  it('replays the stored status and body for the same key and request, applying it once', async () => {
    const first = await stake(member, 'stake-1', 10_000);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await stake(member, 'stake-1', 10_000);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await emoney(member)).toBe(2_990_000);
  });

  it('refuses the same key with a different request (422) and changes nothing', async () => {
    const response = await stake(member, 'stake-1', 20_000);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: ko.IDEMPOTENCY_KEY_REUSED });
    expect(await emoney(member)).toBe(2_990_000);
  });

  it('scopes keys per member: another member may use the same key', async () => {
    const response = await stake(other, 'stake-1', 10_000);
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await emoney(other)).toBe(4_990_000);
  });

  it('concurrent duplicates apply once and all get the same answer', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => stake(member, 'stake-concurrent', 5_000)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await emoney(member)).toBe(2_985_000);
  });

  it('a refused request stores nothing, so the key may be retried', async () => {
    const refused = await stake(member, 'stake-big', 9_000_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ERR_INSUFFICIENT_FUNDS',
      message: ko.ERR_INSUFFICIENT_FUNDS,
      data: { kind: 'emoney', balance: 2_985_000 },
    });
    const [stored] = await t.db.sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'stake-big'`;
    expect(stored?.n).toBe(0);
    expect(await emoney(member)).toBe(2_985_000);
  });

  it('keeps keys for at least 24 hours and purges older ones', async () => {
    await t.db.sql`
      INSERT INTO idempotency_keys (member_id, key, request_hash, response_status, response_body, created_at)
      VALUES (${member.user.id}, 'ancient', 'h', 200, '{}', now() - interval '25 hours'),
             (${member.user.id}, 'recent', 'h', 200, '{}', now() - interval '23 hours')`;
    const cutoff = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect(await t.app.repos.idempotencyKeys.purgeOlderThan(cutoff)).toBe(1);
    const keys = await t.db.sql`SELECT key FROM idempotency_keys WHERE key IN ('ancient', 'recent')`;
    expect(keys.map((k) => k.key)).toEqual(['recent']);
  });
});
