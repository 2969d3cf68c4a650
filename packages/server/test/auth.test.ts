import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seedDemoData';
import { SESSION_TOUCH_INTERVAL_MS } from '../src/plugins/auth';
import { createTestApp, login, type TestApp } from './support/testApp';

const THIRTY_MINUTES = 30 * 60 * 1000;

describe('login, sessions and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/member/${id}`, headers });

  it('logs in with an httpOnly session cookie and returns the user with ledger balances and a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userId: 'member01', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      userId: 'member01',
      role: 1,
      type: 0,
      withdrawalType: 0,
      emoney: 1_000_000,
      casinoMoney: 100_000,
      point: 10_000,
      comp: 1_000,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('bankAccountPssword');
    const cookie = response.cookies.find((c) => c.name === 'kbet_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, path: '/', sameSite: 'Lax' });
    const [stored] = await t.db
      .sql`SELECT token_hash FROM sessions WHERE member_id = ${body.user.id} AND ended_at IS NULL`;
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(body.token);
  });

  it('refuses a wrong password or an unknown id with 404 and the login message', async () => {
    for (const payload of [
      { userId: 'member02', password: 'wrong-password' },
      { userId: 'nobody99', password: DEMO_PASSWORD },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'LOGIN_INVALID', message: ko.LOGIN_INVALID });
    }
  });

  it('accepts the bearer token and the cookie alike, and answers 401 without either', async () => {
    const session = await login(t.app, 'member02');
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/member/${session.user.id}`,
      cookies: { kbet_session: session.cookie },
    });
    expect(byCookie.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/member/${session.user.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'LOGIN_REQUIRED', message: ko.LOGIN_REQUIRED });
    const forged = await me(session.user.id, { authorization: 'Bearer not-a-real-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('logout ends the session: the token then gets 556 and the cookie is cleared', async () => {
    const session = await login(t.app, 'member03');
    const response = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === 'kbet_session');
    expect(cleared?.value).toBe('');
    const after = await me(session.user.id, session.headers);
    expect(after.statusCode).toBe(556);
    expect(after.json()).toEqual({ code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT });
    const [row] = await t.db.sql`SELECT end_reason FROM sessions WHERE member_id = ${session.user.id}`;
    expect(row?.endReason).toBe('logout');
  });

  it('a login on another device ends the older session: its next call gets 555', async () => {
    const first = await login(t.app, 'member04');
    const second = await login(t.app, 'member04');
    const old = await me(first.user.id, first.headers);
    expect(old.statusCode).toBe(555);
    expect(old.json()).toEqual({ code: 'ERR_OTHER_DEVICE', message: ko.ERR_OTHER_DEVICE });
    expect((await me(second.user.id, second.headers)).statusCode).toBe(200);
    const [open] = await t.db.sql`
      SELECT count(*)::int AS n FROM sessions WHERE member_id = ${first.user.id} AND ended_at IS NULL`;
    expect(open?.n).toBe(1);
  });

  it('ends a session idle for more than 30 minutes with 556; activity keeps it alive', async () => {
    const session = await login(t.app, 'member05');
    t.clock.advance(THIRTY_MINUTES - 1000);
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    t.clock.advance(THIRTY_MINUTES - 1000);
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    t.clock.advance(THIRTY_MINUTES + 1);
    const expired = await me(session.user.id, session.headers);
    expect(expired.statusCode).toBe(556);
    expect(expired.json()).toEqual({ code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT });
    const [row] = await t.db
      .sql`SELECT end_reason FROM sessions WHERE member_id = ${session.user.id} ORDER BY id DESC LIMIT 1`;
    expect(row?.endReason).toBe('idle');
  });

  it('writes the session stamp at most once per 30 s of activity', async () => {
    const session = await login(t.app, 'member01');
    const lastSeen = async () =>
      (
        await t.db.sql<{ lastSeenAt: Date }[]>`
          SELECT last_seen_at FROM sessions WHERE member_id = ${session.user.id} AND ended_at IS NULL`
      )[0]?.lastSeenAt.toISOString();
    const loggedInAt = t.clock.now().toISOString();
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(loggedInAt);

    t.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    const touchedAt = t.clock.now().toISOString();
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(touchedAt);

    t.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1000);
    expect((await me(session.user.id, session.headers)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });

  it('logs a withdrawn member out with the withdrawn message, and refuses their login', async () => {
    const session = await login(t.app, 'partner02');
    await t.db.sql`UPDATE members SET withdrawal_type = 1 WHERE id = ${session.user.id}`;
    const response = await me(session.user.id, session.headers);
    expect(response.statusCode).toBe(556);
    expect(response.json()).toEqual({ code: 'ERR_WITHDRAWN', message: ko.ERR_WITHDRAWN });
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userId: 'partner02', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'ERR_WITHDRAWN', message: ko.ERR_WITHDRAWN });
  });
});

describe('login throttling: failures per account and source back off; the owner keeps access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (userId: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { userId, password }, remoteAddress });
  const retryAfter = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers['retry-after']);

  it('never counts a successful login: the owner logs in as often as they like', async () => {
    for (let i = 0; i < 25; i++)
      expect((await attempt('member01', DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('failures from one address do not keep the owner out from another, even with the address at its limit', async () => {
    for (let i = 0; i < 12; i++) {
      const response = await attempt('admin01', 'wrong', '10.1.1.1');
      expect([404, 429]).toContain(response.statusCode);
    }
    expect((await attempt('admin01', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
    expect((await attempt('admin01', DEMO_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('after five free failures each further one is refused for a growing delay with Retry-After; a success starts over', async () => {
    const ip = '10.1.2.1';
    for (let i = 0; i < 5; i++) expect((await attempt('member02', 'wrong', ip)).statusCode).toBe(404);
    // The sixth failure is answered, and the next try must wait 1 s, then 2 s, then 4 s.
    for (const wait of [1, 2, 4]) {
      expect((await attempt('member02', 'wrong', ip)).statusCode).toBe(404);
      const refused = await attempt('member02', DEMO_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'ERR_TOO_MANY_REQUESTS',
        message: ko.ERR_TOO_MANY_REQUESTS,
      });
      expect(retryAfter(refused)).toBe(wait);
      t.clock.advance(wait * 1000 - 1);
      expect((await attempt('member02', DEMO_PASSWORD, ip)).statusCode).toBe(429);
      t.clock.advance(1);
    }
    expect((await attempt('member02', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    // The success reset the count: five free failures again.
    for (let i = 0; i < 5; i++) expect((await attempt('member02', 'wrong', ip)).statusCode).toBe(404);
    expect((await attempt('member02', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('caps the delay and forgets failures after a quiet spell', async () => {
    const ip = '10.1.3.1';
    let last = 0;
    for (let i = 0; i < 40; i++) {
      const response = await attempt('member03', 'wrong', ip);
      if (response.statusCode === 429) {
        last = retryAfter(response);
        t.clock.advance(last * 1000);
      }
    }
    expect(last).toBe(300);
    t.clock.advance(15 * 60_000 + 1);
    for (let i = 0; i < 5; i++) expect((await attempt('member03', 'wrong', ip)).statusCode).toBe(404);
  });

  it('a burst of parallel guesses gets at most the free failures and one more through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt('member04', 'wrong', '10.1.4.1')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 404).length).toBe(6);
    expect(codes.filter((code) => code === 429).length).toBe(14);
  });

  it('also backs off one address guessing across many accounts, not the accounts elsewhere', async () => {
    const ip = '192.0.2.60';
    const ids = [
      'member01',
      'member02',
      'member03',
      'member04',
      'member05',
      'partner01',
      'partner02',
      'recomm01',
    ];
    for (let i = 0; i < 30; i++)
      expect((await attempt(ids[i % ids.length]!, `wrong${i}`, ip)).statusCode).toBe(404);
    expect((await attempt('member05', 'wrong', ip)).statusCode).toBe(404);
    const refused = await attempt('partner02', DEMO_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(1);
    expect((await attempt('partner02', DEMO_PASSWORD, '192.0.2.61')).statusCode).toBe(200);
  });
});
