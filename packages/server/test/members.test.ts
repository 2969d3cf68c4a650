import { ko, UserSettings } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/createSql';
import { DEMO_PASSWORD } from '../src/demo/seedDemoData';
import { hashPassword } from '../src/domain/auth/password';
import { approveMember } from '../src/domain/members/approveMember';
import { banMember } from '../src/domain/members/banMember';
import { rejectMember } from '../src/domain/members/rejectMember';
import { PASSWORD_RESET_TTL_MS } from '../src/domain/members/requestPasswordReset';
import { from } from './signupFixtures';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const FORBIDDEN = { code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN };

/** The demo seed gives the member at index i the phone 0100000000(i+1): member01 is index 1. */
const MEMBER01 = { userId: 'member01', accountHolder: '김민준', phoneNumber: '0002' };

const postLogin = (t: TestApp, userId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { userId, password } });

/** What a refused password change could have touched. */
async function passwordState(t: TestApp, userId: string) {
  const [row] = await t.db.sql`
    SELECT m.password_hash,
           (SELECT count(*)::int FROM sessions s WHERE s.member_id = m.id AND s.ended_at IS NULL) AS open_sessions,
           (SELECT count(*)::int FROM audit_log) AS audits,
           (SELECT count(*)::int FROM password_reset_tokens WHERE used_at IS NULL) AS open_tokens
    FROM members m WHERE m.user_id = ${userId}`;
  return row;
}

describe('GET /setting/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the site settings with the betting limits of every role, and nothing else', async () => {
    await t.db.sql`UPDATE settings SET value = value || '{"operatorNote": "internal"}' WHERE key = 'site'`;
    const response = await t.app.inject({ method: 'GET', url: '/setting/user' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      joinStartEndFlg: 1,
      systemMaintenanceFlg: 0,
      siteNoticeFlg: 0,
      realpokerMaintenanceFlag: 0,
      revolutionMaintenanceFlag: 0,
      siteTopNotice: 'kbet 데모 사이트입니다. 모든 금액은 모의머니입니다.',
      sportsEuAmountRole1: 100,
      sportsKrAmountRole5: 1000,
      sportsEuMaxPrizeAmountRole4: 5000,
      sportsKrMaxPrizeAmountRole5: 10000,
    });
    expect(body.liveBettingTime).toEqual({ 6046: 0, 48242: 0, 154914: 0, 154830: 0, 35232: 0, 687890: 0 });
    // Exactly the wire's keys: all 27 required ones, nothing an operator stored besides (kbet's optional
    // maintenance window and chat-channel address aside).
    const optional = ['maintenanceStartAt', 'maintenanceEndAt', 'supportChannelUrl'];
    const required = Object.keys(UserSettings.shape).filter((key) => !optional.includes(key));
    expect(required).toHaveLength(7 + 20);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(required));
    expect(Object.keys(body).every((key) => key in UserSettings.shape)).toBe(true);
    expect(body).not.toHaveProperty('operatorNote');
  });
});

describe('find password (POST /member/find-password) and the find-flow change (POST /member/change-password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const find = (payload: Record<string, unknown>, ip = '10.3.0.1') =>
    t.app.inject({ method: 'POST', url: '/member/find-password', payload, ...from(ip) });
  const reset = (payload: Record<string, unknown>, ip = '10.3.0.1') =>
    t.app.inject({ method: 'POST', url: '/member/change-password', payload, ...from(ip) });

  it('applies the §5 find-password rules with their messages', async () => {
    const tooShort = await find({ ...MEMBER01, phoneNumber: '002' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ code: 'PHONE_LAST4', message: ko.PHONE_LAST4 });
    const blank = await find({ ...MEMBER01, accountHolder: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: 'FIELD_REQUIRED',
      message: ko.FIELD_REQUIRED,
      data: { field: 'accountHolder' },
    });
  });

  it('answers 404 FIND_PASSWORD_FAILED whichever part is wrong, and issues no token', async () => {
    for (const payload of [
      { ...MEMBER01, userId: 'nobody99' },
      { ...MEMBER01, accountHolder: '이서연' },
      { ...MEMBER01, phoneNumber: '0003' },
    ]) {
      const response = await find(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'FIND_PASSWORD_FAILED', message: ko.FIND_PASSWORD_FAILED });
    }
    expect(await t.db.sql`SELECT 1 FROM password_reset_tokens`).toHaveLength(0);
  });

  it('gives a reset token valid 10 minutes when all three match; the token resets the password once', async () => {
    const session = await login(t.app, 'member01');
    const found = await find(MEMBER01);
    expect(found.statusCode).toBe(200);
    const { resetToken } = found.json();
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db
      .sql`SELECT token_hash, created_at, expires_at, used_at FROM password_reset_tokens`;
    expect(stored?.tokenHash).not.toBe(resetToken);
    expect(stored?.expiresAt.getTime() - stored?.createdAt.getTime()).toBe(PASSWORD_RESET_TTL_MS);
    expect(PASSWORD_RESET_TTL_MS).toBe(10 * 60_000);

    // The new password obeys the password rules (required, at least 8).
    const short = await reset({ userId: 'member01', newPassword: 'abc1234', resetToken });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: 'PASSWORD_MIN8', message: ko.PASSWORD_MIN8 });
    const blank = await reset({ userId: 'member01', newPassword: '        ', resetToken });
    expect(blank.json()).toEqual({ code: 'PASSWORD_REQUIRED', message: ko.PASSWORD_REQUIRED });
    // Someone else's id with this token changes nothing.
    const before = await passwordState(t, 'member02');
    const otherUser = await reset({ userId: 'member02', newPassword: 'new-pass-1', resetToken });
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.json()).toEqual({ code: 'CHANGE_PASSWORD_FAILED', message: ko.CHANGE_PASSWORD_FAILED });
    expect(await passwordState(t, 'member02')).toEqual(before);

    const changed = await reset({ userId: 'member01', newPassword: 'new-pass-1', resetToken });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(ko.PASSWORD_CHANGED);
    expect((await postLogin(t, 'member01', DEMO_PASSWORD)).statusCode).toBe(404);
    expect((await postLogin(t, 'member01', 'new-pass-1')).statusCode).toBe(200);
    // Every session of the member ended: the one opened before the reset gets 556.
    const stale = await t.app.inject({
      method: 'GET',
      url: `/member/${session.user.id}`,
      headers: session.headers,
    });
    expect(stale.statusCode).toBe(556);
    const [audit] = await t.db.sql`
      SELECT actor_id, target_id FROM audit_log WHERE action = 'member.password_reset'`;
    expect(audit).toEqual({ actorId: session.user.id, targetId: String(session.user.id) });

    // Single use.
    const reused = await reset({ userId: 'member01', newPassword: 'new-pass-2', resetToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'CHANGE_PASSWORD_FAILED', message: ko.CHANGE_PASSWORD_FAILED });
    expect((await postLogin(t, 'member01', 'new-pass-1')).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or replaced token with CHANGE_PASSWORD_FAILED', async () => {
    const member03 = { userId: 'member03', accountHolder: '박도윤', phoneNumber: '0004' };
    const { resetToken: expiring } = (await find(member03, '10.3.0.2')).json();
    t.clock.advance(PASSWORD_RESET_TTL_MS);
    const expired = await reset(
      { userId: 'member03', newPassword: 'new-pass-3', resetToken: expiring },
      '10.3.0.2',
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('CHANGE_PASSWORD_FAILED');

    const unknown = await reset(
      { userId: 'member03', newPassword: 'new-pass-3', resetToken: 'x'.repeat(43) },
      '10.3.0.2',
    );
    expect(unknown.json().code).toBe('CHANGE_PASSWORD_FAILED');

    const { resetToken: older } = (await find(member03, '10.3.0.2')).json();
    const { resetToken: newer } = (await find(member03, '10.3.0.2')).json();
    const replaced = await reset(
      { userId: 'member03', newPassword: 'new-pass-3', resetToken: older },
      '10.3.0.2',
    );
    expect(replaced.json().code).toBe('CHANGE_PASSWORD_FAILED');
    expect((await postLogin(t, 'member03', DEMO_PASSWORD)).statusCode).toBe(200);
    const ok = await reset({ userId: 'member03', newPassword: 'new-pass-3', resetToken: newer }, '10.3.0.2');
    expect(ok.statusCode).toBe(200);
  });

  it('limits attempts: 5 per user id in 15 minutes, then 429', async () => {
    const payload = { userId: 'member04', accountHolder: '틀린이름', phoneNumber: '0005' };
    for (let i = 0; i < 5; i++) expect((await find(payload, `10.3.1.${i}`)).statusCode).toBe(404);
    const limited = await find({ ...payload, accountHolder: '최서윤' }, '10.3.1.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
    });
  });
});

describe('PUT /member/change-password/{id} (member flow)', () => {
  let t: TestApp;
  let member02: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  const change = (id: number, session: LoggedIn, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/member/change-password/${id}`, headers: session.headers, payload });

  it("refuses another member's id with 403 and changes nothing", async () => {
    const member05 = await login(t.app, 'member05');
    const before = { own: await passwordState(t, 'member02'), other: await passwordState(t, 'member05') };
    const response = await change(member05.user.id, member02, {
      oldPassword: DEMO_PASSWORD,
      password: 'new-pass-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect({ own: await passwordState(t, 'member02'), other: await passwordState(t, 'member05') }).toEqual(
      before,
    );
    expect((await postLogin(t, 'member05', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a new one against the rules, changing nothing', async () => {
    const before = await passwordState(t, 'member02');
    const wrongOld = await change(member02.user.id, member02, {
      oldPassword: 'not-mine-1',
      password: 'new-pass-1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({
      code: 'MYPAGE_PASSWORD_CHECK',
      message: ko.MYPAGE_PASSWORD_CHECK,
      data: { field: 'current' },
    });
    const short = await change(member02.user.id, member02, {
      oldPassword: DEMO_PASSWORD,
      password: 'abc1234',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: 'PASSWORD_MIN8', message: ko.PASSWORD_MIN8 });
    const blank = await change(member02.user.id, member02, { oldPassword: '   ', password: 'new-pass-1' });
    expect(blank.json()).toEqual({
      code: 'MYPAGE_PASSWORD_CHECK',
      message: ko.MYPAGE_PASSWORD_CHECK,
      data: { field: 'current' },
    });
    expect(await passwordState(t, 'member02')).toEqual(before);
  });

  it('changes the password, answers PASSWORD_CHANGED and ends every session: the old token gets 556', async () => {
    const response = await change(member02.user.id, member02, {
      oldPassword: DEMO_PASSWORD,
      password: 'new-pass-2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ko.PASSWORD_CHANGED);
    expect(response.body).toBe('패스워드를 수정했습니다. 다시 로그인 해주세요.');
    const stale = await t.app.inject({
      method: 'GET',
      url: `/member/${member02.user.id}`,
      headers: member02.headers,
    });
    expect(stale.statusCode).toBe(556);
    expect(stale.json()).toEqual({ code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT });
    const [session] = await t.db.sql`
      SELECT end_reason FROM sessions WHERE member_id = ${member02.user.id} ORDER BY id DESC LIMIT 1`;
    expect(session?.endReason).toBe('password_changed');
    expect((await postLogin(t, 'member02', DEMO_PASSWORD)).statusCode).toBe(404);
    expect((await postLogin(t, 'member02', 'new-pass-2')).statusCode).toBe(200);
    const audits = await t.db.sql`
      SELECT actor_id, target_type, target_id FROM audit_log WHERE action = 'member.password_change'`;
    expect(audits).toEqual([
      { actorId: member02.user.id, targetType: 'member', targetId: String(member02.user.id) },
    ]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/member/change-password/${member02.user.id}`,
      payload: { oldPassword: DEMO_PASSWORD, password: 'new-pass-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('approval, rejection and bans (domain functions for the staff API)', () => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [staff] = await t.db.sql<{ id: number }[]>`SELECT id FROM members WHERE user_id = 'admin01'`;
    staffId = staff!.id;
  });
  afterAll(() => t.close());

  /** A member as sign-up leaves one: pending approval. */
  async function pendingMember(userId: string): Promise<number> {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [row] = await t.db.sql<{ id: number }[]>`
      INSERT INTO members (user_id, nickname, password_hash, status)
      VALUES (${userId}, ${userId}, ${passwordHash}, 'pending') RETURNING id`;
    return row!.id;
  }

  const decide = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => t.db.sql.begin(work) as Promise<T>;

  it('a pending member cannot log in (404 MEMBER_PENDING); approval lets them in and is audited', async () => {
    const id = await pendingMember('pending01');
    const refused = await postLogin(t, 'pending01', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'MEMBER_PENDING', message: ko.MEMBER_PENDING });
    expect(ko.MEMBER_PENDING).toBe('관리자 승인 대기중입니다.');
    // A wrong password still reads as a wrong password.
    expect((await postLogin(t, 'pending01', 'wrong-pass')).json().code).toBe('LOGIN_INVALID');

    const change = await decide((tx) =>
      approveMember(tx, { memberId: id, actorId: staffId, reason: '본인 확인' }),
    );
    expect(change).toEqual({ id, userId: 'pending01', status: 'active', previousStatus: 'pending' });
    expect((await postLogin(t, 'pending01', DEMO_PASSWORD)).statusCode).toBe(200);
    const audits = await t.db.sql`
      SELECT actor_id, action, target_type, target_id, old_value, new_value, reason
      FROM audit_log WHERE target_id = ${String(id)} AND action = 'member.approve'`;
    expect(audits).toEqual([
      {
        actorId: staffId,
        action: 'member.approve',
        targetType: 'member',
        targetId: String(id),
        oldValue: { status: 'pending' },
        newValue: { status: 'active' },
        reason: '본인 확인',
      },
    ]);
  });

  it('only a pending member can be approved or rejected: 409 MEMBER_STATUS_CONFLICT, 404 for no member', async () => {
    const id = await pendingMember('pending02');
    await decide((tx) => approveMember(tx, { memberId: id, actorId: staffId, reason: null }));
    const auditsBefore = await t.db.sql`SELECT count(*)::int AS n FROM audit_log`;
    for (const decision of [approveMember, rejectMember]) {
      await expect(
        decide((tx) => decision(tx, { memberId: id, actorId: staffId, reason: null })),
      ).rejects.toMatchObject({
        code: 'MEMBER_STATUS_CONFLICT',
        message: ko.MEMBER_STATUS_CONFLICT,
        data: { status: 'active' },
      });
    }
    await expect(
      decide((tx) => approveMember(tx, { memberId: 999_999, actorId: staffId, reason: null })),
    ).rejects.toMatchObject({ code: 'ERR_NOT_FOUND' });
    expect(await t.db.sql`SELECT count(*)::int AS n FROM audit_log`).toEqual(auditsBefore);
  });

  it('a rejected member can never log in (404 MEMBER_REJECTED)', async () => {
    const id = await pendingMember('pending03');
    const change = await decide((tx) =>
      rejectMember(tx, { memberId: id, actorId: staffId, reason: '중복 가입' }),
    );
    expect(change.status).toBe('rejected');
    const refused = await postLogin(t, 'pending03', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'MEMBER_REJECTED', message: ko.MEMBER_REJECTED });
    const [audit] = await t.db.sql`
      SELECT old_value, new_value, reason FROM audit_log WHERE target_id = ${String(id)} AND action = 'member.reject'`;
    expect(audit).toEqual({
      oldValue: { status: 'pending' },
      newValue: { status: 'rejected' },
      reason: '중복 가입',
    });
  });

  it('a ban ends the sessions at once (556), sets banType and refuses later logins (404 MEMBER_BANNED)', async () => {
    const member03 = await login(t.app, 'member03');
    const change = await decide((tx) =>
      banMember(tx, {
        memberId: member03.user.id,
        actorId: staffId,
        reason: '부정 이용',
        now: t.clock.now(),
      }),
    );
    expect(change).toEqual({
      id: member03.user.id,
      userId: 'member03',
      status: 'banned',
      previousStatus: 'active',
    });
    const stale = await t.app.inject({
      method: 'GET',
      url: `/member/${member03.user.id}`,
      headers: member03.headers,
    });
    expect(stale.statusCode).toBe(556);
    const refused = await postLogin(t, 'member03', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'MEMBER_BANNED', message: ko.MEMBER_BANNED });
    const [row] = await t.db
      .sql`SELECT status, ban_type, ban_date FROM members WHERE id = ${member03.user.id}`;
    expect(row).toEqual({ status: 'banned', banType: 1, banDate: t.clock.now() });
    const [audit] = await t.db.sql`
      SELECT actor_id, old_value, new_value, reason FROM audit_log
      WHERE target_id = ${String(member03.user.id)} AND action = 'member.ban'`;
    expect(audit).toEqual({
      actorId: staffId,
      oldValue: { status: 'active', banType: 0 },
      newValue: { status: 'banned', banType: 1 },
      reason: '부정 이용',
    });
    await expect(
      decide((tx) => banMember(tx, { memberId: member03.user.id, actorId: staffId, reason: null })),
    ).rejects.toMatchObject({ code: 'MEMBER_STATUS_CONFLICT' });
  });
});
