import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seedDemoData';
import { memberBalances, transfer } from '../src/domain/ledger';
import { activeExclusion } from '../src/domain/rg/activeExclusion';
import { assertDepositAllowed } from '../src/domain/rg/assertDepositAllowed';
import { assertNotExcluded } from '../src/domain/rg/assertNotExcluded';
import { startExclusion } from '../src/domain/rg/startExclusion';
import { isHttpError } from '../src/errors/httpError';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const DAY = 24 * 60 * 60_000;

describe('time-out and self-exclusion (compliance §4)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tryLogin = (userId: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { userId, password: DEMO_PASSWORD } });
  const getMember = (session: LoggedIn) =>
    t.app.inject({ method: 'GET', url: `/member/${session.user.id}`, headers: session.headers });
  const post = (session: LoggedIn, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const refusal = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (isHttpError(error))
        return { status: error.status, code: error.code, message: error.message, data: error.data };
      throw error;
    }
    return undefined;
  };
  const count = async (table: 'rg_exclusions' | 'rg_deposit_requests' | 'audit_log') =>
    (await t.db.sql<{ n: number }[]>`SELECT count(*)::int8 AS n FROM ${t.db.sql(table)}`)[0]?.n;

  it('refuses a time-out outside 1 to 42 days with 400 and changes nothing', async () => {
    const member = await login(t.app, 'member01');
    for (const days of [0, 43, 1.5]) {
      const response = await post(member, '/rg/timeout', { days });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_INVALID_INPUT' });
    }
    expect(await count('rg_exclusions')).toBe(0);
    expect((await getMember(member)).statusCode).toBe(200);
  });

  it('offers self-exclusion for 6 months, 1 year or 5 years only', async () => {
    const member = await login(t.app, 'member01');
    for (const months of [5, 7, 24, 6.5]) {
      const response = await post(member, '/rg/self-exclusion', { months });
      expect(response.statusCode).toBe(400);
    }
    expect(await count('rg_exclusions')).toBe(0);
  });

  it('starts a time-out at once: every session ends (556), login is refused until it ends, and it is audited', async () => {
    const member = await login(t.app, 'member01');
    const start = t.clock.now();
    const audits = await count('audit_log');
    const response = await post(member, '/rg/timeout', { days: 2 });
    expect(response.statusCode).toBe(200);
    const until = new Date(start.getTime() + 2 * DAY).toISOString();
    expect(response.json()).toEqual({ until });
    expect(response.cookies.find((c) => c.name === 'kbet_session')?.value).toBe('');

    const old = await getMember(member);
    expect(old.statusCode).toBe(556);
    expect(old.json()).toEqual({ code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT });
    const [session] = await t.db.sql<{ endReason: string }[]>`
      SELECT end_reason FROM sessions WHERE member_id = ${member.user.id} ORDER BY id DESC LIMIT 1`;
    expect(session?.endReason).toBe('excluded');

    const refused = await tryLogin('member01');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      code: 'RG_LOGIN_EXCLUDED',
      message: ko.RG_LOGIN_EXCLUDED,
      data: { kind: 'timeout', until },
    });
    const [entry] = await t.db.sql<
      { actorId: number; newValue: { kind: string; endsAt: string; sessionsEnded: number } }[]
    >`
      SELECT actor_id, new_value FROM audit_log WHERE action = 'rg.timeout' AND target_id = ${String(member.user.id)}`;
    expect(entry).toMatchObject({
      actorId: member.user.id,
      newValue: { kind: 'timeout', endsAt: until, sessionsEnded: 1 },
    });
    expect(await count('audit_log')).toBe(Number(audits) + 1);

    t.clock.advance(2 * DAY - 1);
    expect((await tryLogin('member01')).statusCode).toBe(404);
    t.clock.advance(1);
    expect((await tryLogin('member01')).statusCode).toBe(200);
  });

  it('refuses a wrong password before saying anything about an exclusion', async () => {
    const member = await login(t.app, 'member02');
    await post(member, '/rg/timeout', { days: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userId: 'member02', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'LOGIN_INVALID' });
  });

  it('blocks betting, deposits and promotions during a time-out, but not a withdrawal', async () => {
    const memberId = (await t.app.repos.members.findByUserId('member02'))!.id;
    const now = t.clock.now();
    expect(await refusal(() => assertNotExcluded(t.db.sql, memberId, now))).toEqual({
      status: 403,
      code: 'RG_TIMEOUT_ACTIVE',
      message: ko.RG_TIMEOUT_ACTIVE,
      data: { until: new Date(now.getTime() + DAY).toISOString() },
    });
    const requests = await count('rg_deposit_requests');
    expect(
      await refusal(() =>
        t.db.sql.begin((tx) => assertDepositAllowed(tx, { memberId, amount: 10_000, now })),
      ),
    ).toMatchObject({ status: 403, code: 'RG_TIMEOUT_ACTIVE' });
    expect(await count('rg_deposit_requests')).toBe(requests);

    // A withdrawal (the balance leaving for the member's bank) is not guarded.
    const before = await memberBalances(t.db.sql, memberId);
    await t.db.sql.begin((tx) =>
      transfer(tx, {
        kind: 'withdrawal',
        actorId: memberId,
        from: { member: memberId, kind: 'emoney' },
        to: { house: 'house_cash' },
        amount: 100_000,
      }),
    );
    expect((await memberBalances(t.db.sql, memberId)).emoney).toBe(before.emoney - 100_000);
  });

  it('self-excludes for calendar months; the member can neither shorten nor cancel it', async () => {
    const member = await login(t.app, 'member03');
    const start = t.clock.now();
    const response = await post(member, '/rg/self-exclusion', { months: 6 });
    expect(response.statusCode).toBe(200);
    const until = new Date(start);
    until.setUTCMonth(until.getUTCMonth() + 6);
    expect(response.json()).toEqual({ until: until.toISOString() });
    expect((await getMember(member)).statusCode).toBe(556);

    const memberId = member.user.id;
    expect(await refusal(() => assertNotExcluded(t.db.sql, memberId, t.clock.now()))).toMatchObject({
      status: 403,
      code: 'RG_SELF_EXCLUDED',
      message: ko.RG_SELF_EXCLUDED,
    });
    // A later, shorter exclusion (were one possible without a session) does not end the longer one.
    await t.db.sql.begin((tx) =>
      startExclusion(tx, t.app.repos, { memberId, kind: 'timeout', length: { days: 1 }, now: t.clock.now() }),
    );
    expect(await activeExclusion(t.db.sql, memberId, t.clock.now())).toEqual({
      kind: 'self_exclusion',
      until,
    });
    await expect(t.db.sql`DELETE FROM rg_exclusions WHERE member_id = ${memberId}`).rejects.toThrow(
      'rg_exclusions is append-only',
    );
    await expect(
      t.db
        .sql`UPDATE rg_exclusions SET ends_at = starts_at + interval '1 minute' WHERE member_id = ${memberId}`,
    ).rejects.toThrow('rg_exclusions is append-only');

    t.clock.advance(until.getTime() - t.clock.now().getTime() - 1);
    expect((await tryLogin('member03')).json()).toMatchObject({
      code: 'RG_LOGIN_EXCLUDED',
      data: { kind: 'self_exclusion', until: until.toISOString() },
    });
    t.clock.advance(1);
    expect((await tryLogin('member03')).statusCode).toBe(200);
  });

  it('self-excludes for 5 years', async () => {
    const member = await login(t.app, 'member04');
    const start = t.clock.now();
    const response = await post(member, '/rg/self-exclusion', { months: 60 });
    const until = new Date(start);
    until.setUTCFullYear(until.getUTCFullYear() + 5);
    expect(response.json()).toEqual({ until: until.toISOString() });
    t.clock.advance(4 * 365 * DAY);
    expect((await tryLogin('member04')).json()).toMatchObject({ code: 'RG_LOGIN_EXCLUDED' });
  });

  it('clamps month ends (Aug 31 + 6 months = Feb 28)', async () => {
    const memberId = (await t.app.repos.members.findByUserId('member05'))!.id;
    const until = await t.db.sql.begin((tx) =>
      startExclusion(tx, t.app.repos, {
        memberId,
        kind: 'self_exclusion',
        length: { months: 6 },
        now: new Date('2026-08-31T12:00:00Z'),
      }),
    );
    expect(until.toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/rg/timeout', payload: { days: 1 } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/rg/self-exclusion', payload: { months: 6 } })).statusCode,
    ).toBe(401);
  });
});
