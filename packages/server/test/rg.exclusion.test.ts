import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seedDemoData';
import { isDomainError } from '../src/domain/errors/domainError';
import { activeExclusion } from '../src/domain/rg/activeExclusion';
import { assertNotExcluded } from '../src/domain/rg/assertNotExcluded';
import { startExclusion } from '../src/domain/rg/startExclusion';
import { domainErrorStatus } from '../src/errors/domainErrorStatus';
import { deposit, postMoney, snapshot, wallet, withdraw } from './moneyTestKit';
import { betRequest, betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const DAY = 24 * 60 * 60_000;

describe('time-out and self-exclusion (compliance §4)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixture(t.db.sql, {
      id: 901,
      startDate: new Date(t.clock.now().getTime() + 30 * DAY),
      markets: [matchResult(901, ['1.90', '3.20', '4.10'])],
    });
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
      if (isDomainError(error))
        return {
          status: domainErrorStatus(error),
          code: error.code,
          message: error.message,
          data: error.data,
        };
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

  it('starts a time-out at once: every session ends (556); a new login shows it until it ends; audited', async () => {
    const member = await login(t.app, 'member01');
    expect(member.user.exclusion).toBeNull();
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

    // Compliance §4: the member may still log in, to withdraw the balance.
    const again = await tryLogin('member01');
    expect(again.statusCode).toBe(200);
    expect(again.json().user.exclusion).toEqual({ kind: 'timeout', until });
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
    const last = await login(t.app, 'member01');
    expect((await getMember(last)).json().exclusion).toEqual({ kind: 'timeout', until });
    t.clock.advance(1);
    expect((await getMember(last)).json().exclusion).toBeNull();
    expect((await tryLogin('member01')).json().user.exclusion).toBeNull();
  });

  it('refuses a wrong password of an excluded member like any other', async () => {
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

  it('during a time-out allows only reads and withdrawals: betting, deposits and promotions are refused', async () => {
    const member = await login(t.app, 'member02');
    const until = new Date(t.clock.now().getTime() + DAY).toISOString();
    expect((await getMember(member)).json().exclusion).toEqual({ kind: 'timeout', until });
    const timedOut = { code: 'RG_TIMEOUT_ACTIVE', message: ko.RG_TIMEOUT_ACTIVE, data: { until } };

    const leg = await betting(t.db.sql, '901_1_1');
    const refusedCalls: [string, () => ReturnType<typeof postMoney>][] = [
      ['deposit', () => deposit(t, member)],
      [
        'coin exchange',
        () =>
          postMoney(t, member, '/coin/change_coin', {
            tx_id: 'rg-1',
            user_id: member.user.userId,
            user_num: member.user.id,
            balance: 1,
          }),
      ],
      [
        'roulette spin',
        () => postMoney(t, member, '/card/choice', { memberId: member.user.id, couponType: 1 }),
      ],
      ['roulette coupons', () => postMoney(t, member, `/card/roulleteCount/${member.user.id}`, {})],
      ['attendance', () => postMoney(t, member, '/attendance/check-in', {})],
      ['bet', () => postBet(t.app, member, betRequest(member, [leg], 5_000))],
    ];
    for (const [what, call] of refusedCalls) {
      const before = await snapshot(t.db.sql);
      const response = await call();
      expect([what, response.statusCode, response.json()]).toEqual([what, 403, timedOut]);
      expect(await snapshot(t.db.sql)).toEqual(before);
    }
    expect(await count('rg_deposit_requests')).toBe(0);

    // The balance may leave for the member's own bank account: the request is accepted and held.
    const withdrawal = await withdraw(t, member);
    expect(withdrawal.statusCode).toBe(200);
    expect(await wallet(t.db.sql, member.user.id)).toMatchObject({
      emoney: member.user.emoney - 100_000,
      held: 100_000,
    });
    for (const url of ['/wallet/transactions', '/rg/limits', `/member/${member.user.id}`]) {
      expect([url, (await t.app.inject({ method: 'GET', url, headers: member.headers })).statusCode]).toEqual(
        [url, 200],
      );
    }
    const [listed] = (
      await t.app.inject({
        method: 'GET',
        url: `/charge?memberId=${member.user.id}&depositMode=1`,
        headers: member.headers,
      })
    ).json();
    expect(listed).toMatchObject({ depositMode: 1, depositAmount: 100_000, status: 0 });

    // The domain guard itself, as every refusing route calls it.
    expect(await refusal(() => assertNotExcluded(t.db.sql, member.user.id, t.clock.now()))).toEqual({
      status: 403,
      ...timedOut,
    });
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
      startExclusion(tx, t.app.repos, {
        memberId,
        sessionId: null,
        kind: 'timeout',
        length: { days: 1 },
        now: t.clock.now(),
      }),
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
    expect((await tryLogin('member03')).json().user.exclusion).toEqual({
      kind: 'self_exclusion',
      until: until.toISOString(),
    });
    t.clock.advance(1);
    expect((await tryLogin('member03')).json().user.exclusion).toBeNull();
  });

  it('self-excludes for 5 years', async () => {
    const member = await login(t.app, 'member04');
    const start = t.clock.now();
    const response = await post(member, '/rg/self-exclusion', { months: 60 });
    const until = new Date(start);
    until.setUTCFullYear(until.getUTCFullYear() + 5);
    expect(response.json()).toEqual({ until: until.toISOString() });
    t.clock.advance(4 * 365 * DAY);
    expect((await tryLogin('member04')).json().user.exclusion).toEqual({
      kind: 'self_exclusion',
      until: until.toISOString(),
    });
  });

  it('clamps month ends (Aug 31 + 6 months = Feb 28)', async () => {
    const memberId = (await t.app.repos.members.findByUserId('member05'))!.id;
    const until = await t.db.sql.begin((tx) =>
      startExclusion(tx, t.app.repos, {
        memberId,
        sessionId: null,
        kind: 'self_exclusion',
        length: { months: 6 },
        now: new Date('2026-08-31T12:00:00Z'),
      }),
    );
    expect(until.toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it('serialises parallel requests: 20 at once start one exclusion, and every answer tells the same state', async () => {
    const member = await login(t.app, 'partner02');
    const audits = await count('audit_log');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(member, '/rg/self-exclusion', { months: 6 })),
    );
    const [row, ...more] = await t.db.sql<{ endsAt: Date }[]>`
      SELECT ends_at FROM rg_exclusions WHERE member_id = ${member.user.id}`;
    expect(more).toEqual([]);
    expect(await count('audit_log')).toBe((audits ?? 0) + 1);
    // A request that reached the route answers the exclusion; one that came after it had ended the session, 556.
    const answers = responses.map((response) =>
      response.statusCode === 200
        ? response.json()
        : { status: response.statusCode, code: response.json().code },
    );
    const state = { until: row?.endsAt.toISOString() };
    for (const answer of answers)
      expect([state, { status: 556, code: 'ERR_LOGGED_OUT' }]).toContainEqual(answer);
  });

  it('a repeat from the session an exclusion ended adds nothing and answers the running exclusion', async () => {
    const member = await login(t.app, 'recomm01');
    const [session] = await t.db.sql<{ id: number }[]>`
      SELECT id FROM sessions WHERE member_id = ${member.user.id} AND ended_at IS NULL`;
    const start = (kind: 'timeout' | 'self_exclusion', length: { days: number } | { months: number }) =>
      t.db.sql.begin((tx) =>
        startExclusion(tx, t.app.repos, {
          memberId: member.user.id,
          sessionId: session!.id,
          kind,
          length,
          now: t.clock.now(),
        }),
      );
    const until = await start('timeout', { days: 3 });
    expect(await start('self_exclusion', { months: 6 })).toEqual(until);
    expect(await activeExclusion(t.db.sql, member.user.id, t.clock.now())).toEqual({
      kind: 'timeout',
      until,
    });
    expect((await t.db.sql`SELECT 1 FROM rg_exclusions WHERE member_id = ${member.user.id}`).length).toBe(1);
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
