import { WITHDRAWN } from '@kbet/sdk';
import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/appTypes';
import {
  createTestApp,
  type LoggedIn,
  login,
  manualClock,
  type TestApp,
  type TestDatabase,
} from './support/testApp';
import { createTestDatabase } from './support/testDatabase';

/**
 * Issue 18: each process keeps the sessions it has seen, and every change that ends or alters one is announced
 * to all processes (migration 230, LISTEN kbet_session). Two apps over one database stand for two processes,
 * each with its own pool and so its own listening connection; the tests await the announcement itself.
 */
describe('session cache across processes', () => {
  let db: TestDatabase;
  let sqlB: Sql;
  let a: TestApp;
  let b: TestApp;
  const sentByB: string[] = [];
  const clock = manualClock();

  /** Resolves once `app` has been told that the member's sessions or row changed. */
  const announced = (app: App, memberId: number) =>
    new Promise<void>((resolve) => {
      const stop = app.sessionCache.subscribe((id) => {
        if (id !== memberId) return;
        stop();
        resolve();
      });
    });
  const getMember = (app: App, session: LoggedIn) =>
    app.inject({ method: 'GET', url: `/member/${session.user.id}`, headers: session.headers });
  const sessionReads = () => sentByB.filter((query) => /token_hash/.test(query)).length;

  beforeAll(async () => {
    db = await createTestDatabase();
    sqlB = createSql(db.url, { max: 4, onQuery: (_connection, query) => sentByB.push(query) });
    // Longer than the idle time: what the tests see comes from the announcements, not from entries expiring.
    const config = { sessionCacheMs: 24 * 60 * 60_000 };
    a = await createTestApp({ db, clock, config });
    b = await createTestApp({ db: { ...db, sql: sqlB, drop: async () => {} }, clock, config });
  });
  afterAll(async () => {
    await b.close();
    await sqlB.end({ timeout: 5 });
    await a.close();
    await db.drop();
  });
  beforeEach(() => {
    sentByB.length = 0;
  });

  it('listens on both apps and serves a seen session without reading it again', async () => {
    expect([a.app.sessionCache.enabled, b.app.sessionCache.enabled]).toEqual([true, true]);
    const member = await login(a.app, 'member01');
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
  });

  it('refuses a session logged out on the other process', async () => {
    const member = await login(a.app, 'member02');
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    const seen = announced(b.app, member.user.id);
    await a.app.inject({ method: 'POST', url: '/auth/logout', headers: member.headers });
    // The process that logged out refuses at once, without waiting for its own announcement.
    const refused = await getMember(a.app, member);
    expect(refused.json()).toMatchObject({ code: 'ERR_LOGGED_OUT' });
    await seen;
    expect((await getMember(b.app, member)).json()).toEqual(refused.json());
  });

  it('refuses a session ended by a time-out taken on the other process', async () => {
    const member = await login(a.app, 'member03');
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    const seen = announced(b.app, member.user.id);
    const timeout = await a.app.inject({
      method: 'POST',
      url: '/rg/timeout',
      headers: member.headers,
      payload: { days: 1 },
    });
    expect(timeout.statusCode).toBe(200);
    await seen;
    const refused = await getMember(b.app, member);
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json()).toEqual((await getMember(a.app, member)).json());
  });

  it('sees a change of the member row made by any writer (here plain SQL: the member withdrawn)', async () => {
    const member = await login(a.app, 'member04');
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    const seen = announced(b.app, member.user.id);
    await db.sql`UPDATE members SET withdrawal_type = ${WITHDRAWN} WHERE id = ${member.user.id}`;
    await seen;
    expect((await getMember(b.app, member)).json()).toMatchObject({ code: 'ERR_WITHDRAWN' });
  });

  it('is not emptied by the stamp a ledger posting moves (updated_at): only real changes are announced', async () => {
    const idOf = async (userId: string) =>
      (await db.sql<{ id: number }[]>`SELECT id FROM members WHERE user_id = ${userId}`)[0]!.id;
    const quiet = await idOf('member01');
    const changed = await idOf('member02');
    // Announcements arrive in commit order: once this one is in, nothing written before it is still on its way.
    const flushed = announced(b.app, changed);
    await db.sql`UPDATE members SET nickname = nickname || '1' WHERE id = ${changed}`;
    await flushed;
    const first = new Promise<number>((resolve) => {
      const stop = b.app.sessionCache.subscribe((id) => {
        stop();
        resolve(id);
      });
    });
    await db.sql`UPDATE members SET updated_at = clock_timestamp() WHERE id = ${quiet}`;
    await db.sql`UPDATE sessions SET last_seen_at = ${clock.now()} WHERE member_id = ${quiet}`;
    await db.sql`UPDATE members SET nickname = nickname || '2' WHERE id = ${changed}`;
    // Had either stamp been announced, it would have come first.
    expect(await first).toBe(changed);
  });

  it('reads a cached stamp that looks idle again: the other process may have moved it', async () => {
    const member = await login(a.app, 'member05');
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    const idleMs = a.app.config.sessionIdleMs;
    clock.advance(idleMs - 60_000);
    // Moves the stamp in the database and in A's cache; B still holds the login's stamp.
    expect((await getMember(a.app, member)).statusCode).toBe(200);
    clock.advance(120_000);
    sentByB.length = 0;
    expect((await getMember(b.app, member)).statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
  });
});
