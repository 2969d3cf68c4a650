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

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { login: { perIp: { max: 6, windowMs: 60_000 }, perUserId: { max: 3, windowMs: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  const attempt = (userId: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { userId, password }, remoteAddress });

  it('limits attempts per user id, even with the right password, from any address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt('member01', 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(404);
    const blocked = await attempt('member01', DEMO_PASSWORD, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('member02', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  it('limits attempts per IP address across user ids', async () => {
    const ip = '192.0.2.50';
    const ids = ['member02', 'member03', 'member04', 'member05', 'partner01', 'recomm01'];
    for (const id of ids) expect((await attempt(id, 'wrong', ip)).statusCode).toBe(404);
    const blocked = await attempt('admin01', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await attempt('admin01', DEMO_PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });
});
