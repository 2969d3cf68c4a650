import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingMember } from './support/adminFixtures';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const FORBIDDEN = { code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN };

/** Everything a staff decision could have touched. */
const snapshot = async (t: TestApp) => {
  const [row] = await t.db.sql`
    SELECT (SELECT json_agg(json_build_array(id, status, ban_type) ORDER BY id) FROM members) AS members,
           (SELECT json_agg(json_build_array(id, ended_at) ORDER BY id) FROM sessions) AS sessions,
           (SELECT count(*)::int FROM audit_log) AS audits`;
  return row;
};

const auditRows = (t: TestApp, action: string) =>
  t.db.sql`
    SELECT actor_id, action, target_type, target_id, old_value, new_value, reason
    FROM audit_log WHERE action = ${action} ORDER BY id`;

describe('/admin-api/members', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;

  const get = (url: string, as: LoggedIn = admin) =>
    t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: as.headers });
  const post = (url: string, payload: object, as: LoggedIn = admin) =>
    t.app.inject({ method: 'POST', url: `/admin-api${url}`, headers: as.headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    await createPendingMember(t, 'newbie01', '신입01');
    await createPendingMember(t, 'newbie02', '신입02');
    await createPendingMember(t, 'newbie03', '신입03');
  });
  afterAll(() => t.close());

  describe('GET /admin-api/members', () => {
    it('lists members newest first with status and emoney', async () => {
      const response = await get('/members');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(12);
      expect(body.items).toHaveLength(12);
      expect(body.items.map((m: { userId: string }) => m.userId).slice(0, 3)).toEqual([
        'newbie03',
        'newbie02',
        'newbie01',
      ]);
      expect(body.items.find((m: { userId: string }) => m.userId === 'member01')).toEqual({
        id: member01.user.id,
        userId: 'member01',
        nickname: '회원01',
        status: 'active',
        role: 1,
        type: 0,
        banType: 0,
        withdrawalType: 0,
        createdAt: expect.stringMatching(/Z$/),
        emoney: 1_000_000,
      });
    });

    it('filters by status and by part of a user id, nickname or phone number', async () => {
      const pending = (await get('/members?status=pending')).json();
      expect(pending.total).toBe(3);
      expect(pending.items.every((m: { status: string }) => m.status === 'pending')).toBe(true);
      const ids = async (query: string) =>
        (await get(`/members?${query}`)).json().items.map((m: { userId: string }) => m.userId);
      expect(await ids('q=MEMBER0')).toEqual(['member05', 'member04', 'member03', 'member02', 'member01']);
      expect(await ids(`q=${encodeURIComponent('신입02')}`)).toEqual(['newbie02']);
      expect(await ids('q=01099998888&status=pending')).toEqual(['newbie03', 'newbie02', 'newbie01']);
      // LIKE wildcards are literal: no user id contains '%'.
      expect(await ids('q=%25')).toEqual([]);
    });

    it('pages by 20', async () => {
      expect((await get('/members?page=2')).json()).toEqual({ items: [], total: 12 });
    });
  });

  describe('GET /admin-api/members/{userId}', () => {
    it('shows balances, sessions and the responsible-gambling state', async () => {
      const response = await get('/members/member01');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: member01.user.id,
        userId: 'member01',
        status: 'active',
        accountHolder: '김민준',
        balances: { emoney: 1_000_000, casinoMoney: 100_000, point: 10_000, comp: 1_000, withdrawHold: 0 },
        responsibleGambling: {
          exclusion: null,
          depositLimits: {
            day: { amount: null, pending: null },
            week: { amount: null, pending: null },
            month: { amount: null, pending: null },
          },
          realityCheckMinutes: null,
        },
      });
      expect(body.sessions).toEqual([
        {
          id: expect.any(Number),
          createdAt: '2026-01-01T00:00:00.000Z',
          lastSeenAt: '2026-01-01T00:00:00.000Z',
          endedAt: null,
          endReason: null,
          ip: '127.0.0.1',
          userAgent: 'lightMyRequest',
        },
      ]);
    });

    it('shows a running time-out', async () => {
      await t.db.sql`
        INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
        VALUES (${member01.user.id}, 'timeout', '2025-12-31T00:00:00Z', '2026-01-02T00:00:00Z')`;
      const body = (await get('/members/member01')).json();
      expect(body.responsibleGambling.exclusion).toEqual({
        kind: 'timeout',
        until: '2026-01-02T00:00:00.000Z',
      });
    });

    it('answers 404 for an unknown member', async () => {
      const response = await get('/members/nobody99');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND });
    });
  });

  describe('decisions', () => {
    it('approves a pending sign-up, audits it, and the member can log in', async () => {
      const response = await post('/members/newbie01/approve', { reason: '본인 확인 완료' });
      expect(response.statusCode).toBe(200);
      const newbie = await t.app.repos.members.findByUserId('newbie01');
      expect(response.json()).toEqual({
        id: newbie!.id,
        userId: 'newbie01',
        status: 'active',
        previousStatus: 'pending',
      });
      expect(await auditRows(t, 'member.approve')).toEqual([
        {
          actorId: admin.user.id,
          action: 'member.approve',
          targetType: 'member',
          targetId: String(newbie!.id),
          oldValue: { status: 'pending' },
          newValue: { status: 'active' },
          reason: '본인 확인 완료',
        },
      ]);
      expect((await login(t.app, 'newbie01')).user.userId).toBe('newbie01');
    });

    it('refuses to approve twice with 409 and changes nothing', async () => {
      const before = await snapshot(t);
      const response = await post('/members/newbie01/approve', { reason: '재승인' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'MEMBER_STATUS_CONFLICT',
        message: ko.MEMBER_STATUS_CONFLICT,
        data: { status: 'active' },
      });
      expect(await snapshot(t)).toEqual(before);
    });

    it('rejects a pending sign-up and audits it', async () => {
      const response = await post('/members/newbie02/reject', { reason: '중복 가입' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userId: 'newbie02',
        status: 'rejected',
        previousStatus: 'pending',
      });
      expect(await auditRows(t, 'member.reject')).toMatchObject([
        {
          actorId: admin.user.id,
          oldValue: { status: 'pending' },
          newValue: { status: 'rejected' },
          reason: '중복 가입',
        },
      ]);
    });

    it('bans an active member, ends their session at once, and audits it', async () => {
      const member02 = await login(t.app, 'member02');
      const response = await post('/members/member02/ban', { reason: '부정 이용' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: member02.user.id,
        userId: 'member02',
        status: 'banned',
        previousStatus: 'active',
      });
      expect(await auditRows(t, 'member.ban')).toEqual([
        {
          actorId: admin.user.id,
          action: 'member.ban',
          targetType: 'member',
          targetId: String(member02.user.id),
          oldValue: { status: 'active', banType: 0 },
          newValue: { status: 'banned', banType: 1 },
          reason: '부정 이용',
        },
      ]);
      const next = await t.app.inject({
        method: 'GET',
        url: `/member/${member02.user.id}`,
        headers: member02.headers,
      });
      expect(next.statusCode).toBe(556);
      const detail = (await get('/members/member02')).json();
      expect(detail).toMatchObject({ status: 'banned', banType: 1, banDate: '2026-01-01T00:00:00.000Z' });
      expect(detail.sessions[0]).toMatchObject({ endedAt: '2026-01-01T00:00:00.000Z', endReason: 'staff' });
    });

    it.each([
      ['no reason', {}],
      ['a blank reason', { reason: ' ' }],
    ])('refuses a decision with %s (400) and changes nothing', async (_name, body) => {
      const before = await snapshot(t);
      const response = await post('/members/newbie03/approve', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
      expect(await snapshot(t)).toEqual(before);
    });

    it('answers 404 for an unknown member', async () => {
      const response = await post('/members/nobody99/ban', { reason: '테스트' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND });
    });
  });

  it('is staff only: a member gets 403 on every route and nothing changes', async () => {
    const before = await snapshot(t);
    for (const url of ['/members', '/members/member01', '/members?status=pending']) {
      const response = await get(url, member01);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    for (const verb of ['approve', 'reject', 'ban']) {
      const response = await post(`/members/newbie03/${verb}`, { reason: '셀프' }, member01);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
