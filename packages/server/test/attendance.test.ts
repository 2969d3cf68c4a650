import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../src/domain/ledger';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const DAY = 24 * 60 * 60_000;

describe('attendance check-in: once per Korean day, a streak, the operator’s reward through the ledger', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member03: LoggedIn;
  let key = 0;

  const checkIn = (who: LoggedIn = member03, idempotencyKey = `check-${++key}`) =>
    t.app.inject({
      method: 'POST',
      url: '/attendance/check-in',
      headers: { ...who.headers, 'idempotency-key': idempotencyKey },
    });
  const status = async (who: LoggedIn = member03) =>
    (await t.app.inject({ method: 'GET', url: '/attendance', headers: who.headers })).json();
  const balances = async () => {
    const [row] = await t.db.sql<{ balance: number }[]>`
      SELECT balance FROM accounts WHERE owner_member_id = ${member03.user.id} AND kind = 'point'`;
    return { point: row!.balance, house_bonus: await houseBalance(t.db.sql, 'house_bonus') };
  };
  const snapshot = () => t.db.sql`
    SELECT (SELECT count(*)::int FROM attendance_checkins) AS checkins,
           (SELECT count(*)::int FROM ledger_transactions) AS transactions,
           (SELECT json_agg(json_build_array(id, balance) ORDER BY id) FROM accounts) AS balances`;

  beforeAll(async () => {
    // The clock moves by days here; sessions must outlive it.
    t = await createTestApp({ config: { sessionIdleMs: 90 * DAY } });
    admin = await login(t.app, 'admin01');
    member03 = await login(t.app, 'member03');
  });
  afterAll(() => t.close());

  it('starts unchecked with no streak', async () => {
    expect(await status()).toEqual({ checkedToday: false, streak: 0, days: [] });
  });

  it('checks in for today (2026-01-01 09:00 KST) and pays 1,000 points from house_bonus', async () => {
    const before = await balances();
    const response = await checkIn(member03, 'day-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: '2026-01-01', streak: 1, reward: 1_000 });
    expect(await balances()).toEqual({
      point: before.point + 1_000,
      house_bonus: before.house_bonus - 1_000,
    });
    const [entry] = await t.db.sql`
      SELECT t.kind, t.memo, t.dedupe_key, p.amount, p.balance_after FROM ledger_transactions t
      JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
      WHERE t.kind = 'attendance_reward' AND a.owner_member_id = ${member03.user.id}`;
    expect(entry).toEqual({
      kind: 'attendance_reward',
      memo: ko.ATTENDANCE_POINT_MEMO,
      dedupeKey: `attendance:${member03.user.id}:2026-01-01`,
      amount: 1_000,
      balanceAfter: before.point + 1_000,
    });
    expect(await status()).toEqual({ checkedToday: true, streak: 1, days: ['2026-01-01'] });
  });

  it('a retry with the same key replays; a second check-in the same day is 409 and changes nothing', async () => {
    const before = await snapshot();
    const replay = await checkIn(member03, 'day-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ date: '2026-01-01', streak: 1, reward: 1_000 });
    const again = await checkIn();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ATTENDANCE_ALREADY', message: ko.ATTENDANCE_ALREADY });
    expect(await snapshot()).toEqual(before);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/attendance/check-in',
      headers: member03.headers,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('counts the streak over consecutive Korean days and adds the 7th-day bonus', async () => {
    const before = await balances();
    const rewards: number[] = [];
    for (let day = 2; day <= 7; day++) {
      t.clock.advance(DAY);
      const response = await checkIn();
      expect(response.json()).toMatchObject({ date: `2026-01-0${day}`, streak: day });
      rewards.push(response.json().reward);
    }
    expect(rewards).toEqual([1_000, 1_000, 1_000, 1_000, 1_000, 11_000]);
    expect((await balances()).point).toBe(before.point + 16_000);
  });

  it('the Korean day turns at 15:00 UTC', async () => {
    // Now 2026-01-07 09:00 KST. 23:59 KST on the 7th is still checked; 00:00 KST on the 8th is a new day.
    t.clock.advance(14 * 60 * 60_000 + 59 * 60_000);
    expect((await checkIn()).json().code).toBe('ATTENDANCE_ALREADY');
    t.clock.advance(60_000);
    expect(await status()).toEqual({ checkedToday: false, streak: 7, days: expect.any(Array) });
    t.clock.advance(9 * 60 * 60_000); // back to 09:00 KST, on the 8th
  });

  it('a missed day ends the streak: status shows 0, the next check-in restarts at 1', async () => {
    t.clock.advance(DAY); // the 9th; the 8th was skipped
    expect(await status()).toEqual({
      checkedToday: false,
      streak: 0,
      days: [
        '2026-01-01',
        '2026-01-02',
        '2026-01-03',
        '2026-01-04',
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
      ],
    });
    expect((await checkIn()).json()).toEqual({ date: '2026-01-09', streak: 1, reward: 1_000 });
  });

  it('uses the reward staff set (audited); a zero reward records the day without a ledger line', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/settings',
      headers: admin.headers,
      payload: {
        attendance: { dailyPoints: 500, streakBonusDays: 2, streakBonusPoints: 300 },
        reason: '출석 이벤트',
      },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().attendance).toEqual({ dailyPoints: 500, streakBonusDays: 2, streakBonusPoints: 300 });
    const [log] = await t.db.sql`
      SELECT actor_id, old_value, new_value, reason FROM audit_log
      WHERE action = 'setting.update' AND target_id = 'attendance'`;
    expect(log).toEqual({
      actorId: admin.user.id,
      oldValue: { dailyPoints: 1_000, streakBonusDays: 7, streakBonusPoints: 10_000 },
      newValue: { dailyPoints: 500, streakBonusDays: 2, streakBonusPoints: 300 },
      reason: '출석 이벤트',
    });
    t.clock.advance(DAY);
    expect((await checkIn()).json()).toEqual({ date: '2026-01-10', streak: 2, reward: 800 });

    await t.app.inject({
      method: 'PUT',
      url: '/admin-api/settings',
      headers: admin.headers,
      payload: { attendance: { dailyPoints: 0, streakBonusDays: 0 } },
    });
    t.clock.advance(DAY);
    const before = await snapshot();
    expect((await checkIn()).json()).toEqual({ date: '2026-01-11', streak: 3, reward: 0 });
    const after = await snapshot();
    expect(after[0]!.transactions).toBe(before[0]!.transactions);
    expect(after[0]!.checkins).toBe(before[0]!.checkins + 1);
  });

  it('a member in a self-exclusion cannot check in (compliance §4: no promotions)', async () => {
    t.clock.advance(DAY);
    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${member03.user.id}, 'self_exclusion', ${now}, ${new Date(now.getTime() + 200 * DAY)})`;
    const before = await snapshot();
    const response = await checkIn();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'RG_SELF_EXCLUDED', message: ko.RG_SELF_EXCLUDED });
    expect(await snapshot()).toEqual(before);
  });

  it('the database holds one check-in per member and day', async () => {
    await expect(
      t.db.sql`
        INSERT INTO attendance_checkins (member_id, kst_day, streak, reward)
        VALUES (${member03.user.id}, '2026-01-11', 1, 0)`,
    ).rejects.toThrow(/duplicate key/);
  });
});
