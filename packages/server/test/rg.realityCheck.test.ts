import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../src/domain/ledger';
import { postMoney, wallet, withdraw } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/** 09:00 KST: a session that starts later than any line this run's database can have written. */
const LATER_SESSION = '2100-01-01T00:00:00.000Z';

describe('reality check (compliance §4)', () => {
  let t: TestApp;
  let member: LoggedIn;
  let sessionStartedAt: string;

  beforeAll(async () => {
    // The test clock's fixed start (09:00 KST, withdrawals open), before any line the database writes: ledger
    // lines carry the database's own time, so every line of this run falls in this session.
    t = await createTestApp();
    sessionStartedAt = t.clock.now().toISOString();
    member = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  const get = () => t.app.inject({ method: 'GET', url: '/rg/reality-check', headers: member.headers });
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/rg/reality-check', headers: member.headers, payload });
  const move = (memberId: number, amount: number, kind: string) =>
    t.db.sql.begin((tx) =>
      amount > 0
        ? transfer(tx, {
            kind,
            vertical: kind.startsWith('bet_') ? 'sports' : undefined,
            actorId: null,
            // Returns come back from the stakes held; anything else (a deposit) from the cash account.
            from: { house: kind === 'bet_payout' ? 'house_bets' : 'house_cash' },
            to: { member: memberId, kind: 'emoney' },
            amount,
          })
        : transfer(tx, {
            kind,
            vertical: kind.startsWith('bet_') ? 'sports' : undefined,
            actorId: memberId,
            from: { member: memberId, kind: 'emoney' },
            to: { house: 'house_bets' },
            amount: -amount,
          }),
    );

  it('is off by default and shows the session start and a zero net result (seed grants predate the session)', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ intervalMinutes: null, sessionStartedAt, netResult: 0 });
  });

  it('counts play only: a withdrawal and a point conversion without a bet leave it at 0', async () => {
    const before = await wallet(t.db.sql, member.user.id);
    const held = await withdraw(t, member, { depositAmount: 20_000 });
    expect(held.statusCode).toBe(200);
    const user = await t.app.inject({
      method: 'GET',
      url: `/member/${member.user.id}`,
      headers: member.headers,
    });
    const converted = await postMoney(t, member, '/emoney/pointToEmoney', {
      memberId: member.user.id,
      point: 5_000,
      userUpdatedAt: user.json().updatedAt,
    });
    expect(converted.statusCode).toBe(200);
    // The balance moved (-20,000 held, +5,000 converted), the result of play did not.
    expect((await wallet(t.db.sql, member.user.id)).emoney).toBe(before.emoney - 15_000);
    expect((await get()).json()).toEqual({ intervalMinutes: null, sessionStartedAt, netResult: 0 });
  });

  it('sums the stakes and returns of this session only', async () => {
    await move(member.user.id, -30_000, 'bet_stake');
    await move(member.user.id, 12_500, 'bet_payout');
    const other = (await t.app.repos.members.findByUserId('member02'))!.id;
    await move(other, 99_000, 'deposit');
    // Point and casino movements are not emoney.
    await t.db.sql.begin((tx) =>
      transfer(tx, {
        kind: 'point_to_emoney',
        actorId: member.user.id,
        from: { member: member.user.id, kind: 'point' },
        to: { member: member.user.id, kind: 'casino' },
        amount: 5_000,
      }),
    );
    expect((await get()).json()).toEqual({ intervalMinutes: null, sessionStartedAt, netResult: -17_500 });
  });

  it('sets the interval the member picks, audited, and answers with the status', async () => {
    const response = await put({ intervalMinutes: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ intervalMinutes: 30, sessionStartedAt, netResult: -17_500 });
    expect((await put({ intervalMinutes: 60 })).json()).toMatchObject({ intervalMinutes: 60 });
    expect((await put({ intervalMinutes: null })).json()).toMatchObject({ intervalMinutes: null });
    const entries = await t.db.sql<{ oldValue: unknown; newValue: unknown }[]>`
      SELECT old_value, new_value FROM audit_log WHERE action = 'rg.reality_check' ORDER BY id`;
    expect(entries).toEqual([
      { oldValue: { intervalMinutes: null }, newValue: { intervalMinutes: 30 } },
      { oldValue: { intervalMinutes: 30 }, newValue: { intervalMinutes: 60 } },
      { oldValue: { intervalMinutes: 60 }, newValue: { intervalMinutes: null } },
    ]);
  });

  it('refuses intervals other than off, 15, 30, 60 and 120 minutes', async () => {
    for (const intervalMinutes of [0, -15, 45, 1.5, '30']) {
      const response = await put({ intervalMinutes });
      expect(response.statusCode).toBe(400);
    }
    expect((await get()).json()).toMatchObject({ intervalMinutes: null });
  });

  it('restarts with a new session', async () => {
    // A fixed instant after every line the database wrote in this run (they carry its real time).
    t.clock.advance(Date.parse(LATER_SESSION) - t.clock.now().getTime());
    member = await login(t.app, 'member01');
    expect((await get()).json()).toEqual({
      intervalMinutes: null,
      sessionStartedAt: t.clock.now().toISOString(),
      netResult: 0,
    });
  });
});
