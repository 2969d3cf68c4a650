import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seedDemoData';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const HOUR = 60 * 60_000;
const MAINTENANCE = { code: 'ERR_SITE_MAINTENANCE', message: ko.ERR_SITE_MAINTENANCE };

describe('site settings and maintenance (spec §3 Settings, §4 Maintenance)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;

  const site = async () => (await t.app.inject({ method: 'GET', url: '/setting/site' })).json();
  const userSetting = async () => (await t.app.inject({ method: 'GET', url: '/setting/user' })).json();
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/admin-api/settings', headers: admin.headers, payload });
  const memberCall = () =>
    t.app.inject({ method: 'GET', url: `/member/${member01.user.id}`, headers: member01.headers });
  const stored = async () =>
    (await t.db.sql<{ value: object }[]>`SELECT value FROM settings WHERE key = 'site'`)[0]!.value;

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMs: 24 * HOUR } });
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  it('serves the site settings publicly: maintenance off, sign-up open, hold’em flags, live betting time', async () => {
    expect(await site()).toEqual({
      systemMaintenanceFlg: 0,
      siteNoticeFlg: 0,
      siteTopNotice: 'kbet 데모 사이트입니다. 모든 금액은 모의머니입니다.',
      joinStartEndFlg: 1,
      realpokerMaintenanceFlag: 0,
      revolutionMaintenanceFlag: 0,
      liveBettingTime: { '6046': 0, '48242': 0, '154914': 0, '154830': 0, '35232': 0, '687890': 0 },
      maintenanceStartAt: null,
      maintenanceEndAt: null,
      supportChannelUrl: null,
    });
    const staffView = await t.app.inject({
      method: 'GET',
      url: '/admin-api/settings',
      headers: admin.headers,
    });
    expect(staffView.json()).toEqual({
      site: await site(),
      attendance: { dailyPoints: 1_000, streakBonusDays: 7, streakBonusPoints: 10_000 },
    });
  });

  it('staff change only the keys sent, liveBettingTime merging; the change is audited old → new', async () => {
    // The stored document gains the keys added since it was written (their defaults) on its first change.
    const before = { supportChannelUrl: null, ...(await stored()) };
    const response = await update({
      site: {
        siteTopNotice: '새해 복 많이 받으세요',
        joinStartEndFlg: 0,
        realpokerMaintenanceFlag: 1,
        liveBettingTime: { '6046': 30, '48242': 15 },
      },
      reason: '새해 공지',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...before,
      siteTopNotice: '새해 복 많이 받으세요',
      joinStartEndFlg: 0,
      realpokerMaintenanceFlag: 1,
      liveBettingTime: { '6046': 30, '48242': 15, '154914': 0, '154830': 0, '35232': 0, '687890': 0 },
    };
    expect(response.json().site).toEqual(expected);
    expect(await stored()).toEqual(expected);
    expect(await site()).toEqual(expected);
    const signUp = await t.app.inject({ method: 'GET', url: '/settingSignUp' });
    expect(signUp.json()).toEqual({ joinStartEndFlg: 0 });
    const [log] = await t.db.sql`
      SELECT actor_id, target_type, target_id, old_value, new_value, reason FROM audit_log
      WHERE action = 'setting.update' AND target_id = 'site'`;
    expect(log).toEqual({
      actorId: admin.user.id,
      targetType: 'setting',
      targetId: 'site',
      oldValue: before,
      newValue: expected,
      reason: '새해 공지',
    });
  });

  it('refuses bad values and a window ending before it starts, changing nothing', async () => {
    const before = await stored();
    const audits = await t.db.sql`SELECT count(*)::int AS n FROM audit_log`;
    for (const payload of [
      { site: { siteNoticeFlg: 2 } },
      { site: { liveBettingTime: { football: 30 } } },
      { site: { liveBettingTime: { '6046': -1 } } },
      { site: { maintenanceStartAt: 'tomorrow' } },
      {
        site: {
          siteNoticeFlg: 1,
          maintenanceStartAt: '2026-01-01T03:00:00.000Z',
          maintenanceEndAt: '2026-01-01T02:00:00.000Z',
        },
      },
    ]) {
      const response = await update(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ERR_INVALID_INPUT');
    }
    expect(await stored()).toEqual(before);
    expect(await t.db.sql`SELECT count(*)::int AS n FROM audit_log`).toEqual(audits);
    const byMember = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/settings',
      headers: member01.headers,
      payload: { site: { siteNoticeFlg: 1 } },
    });
    expect(byMember.statusCode).toBe(403);
  });

  describe('maintenance on', () => {
    beforeAll(async () => {
      expect((await update({ site: { siteNoticeFlg: 1 } })).statusCode).toBe(200);
    });
    afterAll(async () => {
      await update({ site: { siteNoticeFlg: 0 } });
    });

    it('member calls and public non-settings calls answer 503 ERR_SITE_MAINTENANCE with the window', async () => {
      const response = await memberCall();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ...MAINTENANCE,
        data: { maintenanceStartAt: null, maintenanceEndAt: null },
      });
      for (const url of ['/boardPopup', '/boardEvent']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toMatchObject(MAINTENANCE);
      }
      const write = await t.app.inject({
        method: 'POST',
        url: '/attendance/check-in',
        headers: { ...member01.headers, 'idempotency-key': 'during-maintenance' },
      });
      expect(write.statusCode).toBe(503);
      expect(await t.db.sql`SELECT count(*)::int AS n FROM attendance_checkins`).toEqual([{ n: 0 }]);
    });

    it('settings, health and login still answer, and the settings say maintenance is on', async () => {
      expect((await site()).siteNoticeFlg).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: '/setting/user' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const loggedIn = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { userId: 'member02', password: DEMO_PASSWORD },
      });
      expect(loggedIn.statusCode).toBe(200);
    });

    it('the staff account is exempt, on the staff API and on member calls alike', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/admin-api/me', headers: admin.headers })).statusCode,
      ).toBe(200);
      const asStaff = await t.app.inject({
        method: 'GET',
        url: `/member/${admin.user.id}`,
        headers: admin.headers,
      });
      expect(asStaff.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/boardPopup', headers: admin.headers })).statusCode,
      ).toBe(200);
    });

    it('unknown paths stay 404', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/no/such/path' })).statusCode).toBe(404);
    });
  });

  it('a scheduled window is in force only between its start and end, on both settings routes', async () => {
    const now = t.clock.now().getTime();
    const window = {
      maintenanceStartAt: new Date(now + HOUR).toISOString(),
      maintenanceEndAt: new Date(now + 3 * HOUR).toISOString(),
    };
    const response = await update({ site: { siteNoticeFlg: 1, ...window } });
    expect(response.statusCode).toBe(200);
    expect(response.json().site).toMatchObject({ siteNoticeFlg: 1, ...window });

    // Before the start: open, and clients are told so.
    expect((await memberCall()).statusCode).toBe(200);
    expect(await site()).toMatchObject({ siteNoticeFlg: 0, ...window });
    expect(await userSetting()).toMatchObject({ siteNoticeFlg: 0, ...window });

    t.clock.advance(HOUR);
    const during = await memberCall();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ ...MAINTENANCE, data: window });
    expect((await site()).siteNoticeFlg).toBe(1);
    expect((await userSetting()).siteNoticeFlg).toBe(1);

    t.clock.advance(2 * HOUR - 1);
    expect((await memberCall()).statusCode).toBe(503);
    t.clock.advance(1);
    expect((await memberCall()).statusCode).toBe(200);
    expect((await site()).siteNoticeFlg).toBe(0);
    expect((await userSetting()).siteNoticeFlg).toBe(0);

    // Clearing the window and the flag.
    const cleared = await update({
      site: { siteNoticeFlg: 0, maintenanceStartAt: null, maintenanceEndAt: null },
    });
    expect(cleared.json().site).toMatchObject({
      siteNoticeFlg: 0,
      maintenanceStartAt: null,
      maintenanceEndAt: null,
    });
  });

  it("staff set or clear the guests' chat-channel address; only an https address is taken", async () => {
    const before = await site();
    const storedBefore = await stored();
    for (const bad of [
      'javascript:alert(1)',
      'http://t.me/x',
      'https://t.me/a b',
      'https://t.me/"x',
      'x'.repeat(400),
    ]) {
      const refused = await update({ site: { supportChannelUrl: bad }, reason: '채널 변경' });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect(await stored()).toEqual(storedBefore);
    const set = await update({
      site: { supportChannelUrl: 'https://pf.kakao.com/_abc/chat' },
      reason: '채널 변경',
    });
    expect(set.statusCode).toBe(200);
    expect((await site()).supportChannelUrl).toBe('https://pf.kakao.com/_abc/chat');
    const cleared = await update({ site: { supportChannelUrl: null }, reason: '채널 없음' });
    expect(cleared.statusCode).toBe(200);
    expect((await site()).supportChannelUrl).toBeNull();
    expect(await site()).toEqual(before);
  });
});
