import { gameDetailType, WITHDRAWN } from '@kbet/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_TOUCH_INTERVAL_MS } from '../src/plugins/auth';
import { betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { type CountedTestApp, createCountedTestApp, type LoggedIn, login } from './support/testApp';

/**
 * The bet route's session hook (app.authenticateHook) lets a session it keeps pass with no promise: only one that
 * needs neither a read nor a write. With the session cache on, as the server's default config has it, these check
 * that a stamp that is due is still written, and that ended or withdrawn sessions are still refused.
 */
describe('the bet route’s session hook with the session cache on', () => {
  let t: CountedTestApp;

  beforeAll(async () => {
    t = await createCountedTestApp({ config: { settingsCacheMs: 60_000, sessionCacheMs: 60 * 60_000 } });
    await insertFixture(t.counted, {
      id: 401,
      startDate: new Date(t.clock.now().getTime() + 24 * 3_600_000),
      markets: [matchResult(401, ['1.90', '3.20', '4.10'])],
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.sent.length = 0;
  });

  /** A pre-match single of 5,000 won on 401_1_1 by `member`, naming `memberId` in the body (the member's own by default). */
  const bet = async (member: LoggedIn, memberId = member.user.id) => {
    const leg = await betting(t.counted, '401_1_1');
    t.sent.length = 0;
    return postBet(t.app, member, {
      memberId,
      totalRatio: leg.betPrice,
      amounts: 5_000,
      bettings: [leg],
      gameDetailType: gameDetailType('EU', 1),
      gameStyle: 'EU',
      changeFlag: false,
    });
  };
  const stamps = () => t.sent.filter((query) => /UPDATE sessions SET last_seen_at/.test(query)).length;
  const sessionReads = () => t.sent.filter((query) => /token_hash/.test(query)).length;

  it('places a kept session’s bet with no session statement, and writes the stamp once it is due', async () => {
    const member = await login(t.app, 'member01');
    expect((await bet(member)).statusCode).toBe(200);
    expect((await bet(member)).statusCode).toBe(200);
    expect([sessionReads(), stamps()]).toEqual([0, 0]);

    t.clock.advance(SESSION_TOUCH_INTERVAL_MS + 1_000);
    expect((await bet(member)).statusCode).toBe(200);
    expect([sessionReads(), stamps()]).toEqual([0, 1]);
    const [row] = await t.db.sql<{ lastSeenAt: Date }[]>`
      SELECT last_seen_at AS "lastSeenAt" FROM sessions WHERE member_id = ${member.user.id} AND ended_at IS NULL`;
    expect(row!.lastSeenAt.getTime()).toBe(t.clock.now().getTime());

    // Stamped: the next bet passes at once again.
    expect((await bet(member)).statusCode).toBe(200);
    expect([sessionReads(), stamps()]).toEqual([0, 0]);
  });

  it('refuses the bet of a kept session once it is logged out, with nothing placed', async () => {
    const member = await login(t.app, 'member02');
    expect((await bet(member)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: member.headers });
    const slips = async () =>
      (
        await t.db.sql<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${member.user.id}`
      )[0]!.n;
    const before = await slips();
    const refused = await bet(member);
    expect(refused.json()).toMatchObject({ code: 'ERR_LOGGED_OUT' });
    expect(await slips()).toBe(before);
  });

  it('refuses the bet of a member withdrawn since the session was kept', async () => {
    const member = await login(t.app, 'member03');
    expect((await bet(member)).statusCode).toBe(200);
    const seen = new Promise<void>((resolve) => {
      const stop = t.app.sessionCache.subscribe((id) => {
        if (id !== member.user.id) return;
        stop();
        resolve();
      });
    });
    await t.db.sql`UPDATE members SET withdrawal_type = ${WITHDRAWN} WHERE id = ${member.user.id}`;
    await seen;
    expect((await bet(member)).json()).toMatchObject({ code: 'ERR_WITHDRAWN' });
  });

  it('still answers 403 for a member id in the body that is not the session’s (selfGuard)', async () => {
    const member = await login(t.app, 'member04');
    const other = await login(t.app, 'member05');
    const refused = await bet(member, other.user.id);
    expect(refused.statusCode).toBe(403);
  });
});
