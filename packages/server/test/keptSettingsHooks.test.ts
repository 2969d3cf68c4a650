import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoSetting } from '../src/domain/geo/isAllowedOrigin';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const HOUR = 60 * 60_000;
const RESTRICTED: GeoSetting = { allowAll: false, allowedCountries: ['KR'], allowedCidrs: ['10.0.0.0/8'] };

// The geo and maintenance hooks check a setting the cache still keeps at once (no read, no promise); the tests
// elsewhere run with settingsCacheMs 0, where every request reads it. Each setting is stored before the app starts,
// so the first request reads it and the next ones find it kept: both must answer alike.
describe('geo and maintenance hooks on a kept setting (settingsCacheMs): the answers of a read', () => {
  describe('geo', () => {
    let db: TestDatabase;
    let t: TestApp;
    beforeAll(async () => {
      db = await createTestDatabase();
      await db.sql`UPDATE settings SET value = ${db.sql.json({ ...RESTRICTED })} WHERE key = 'geo'`;
      t = await createTestApp({ db, config: { settingsCacheMs: 60_000 } });
    });
    afterAll(async () => {
      await t.close();
      await db.drop();
    });
    const get = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/docs/json', remoteAddress });

    it('refuses an origin outside the ranges on the read and on the kept setting, and lets one inside pass', async () => {
      for (const attempt of ['read', 'kept', 'kept again']) {
        const outside = await get('198.51.100.7');
        expect(outside.statusCode, attempt).toBe(406);
        expect(outside.json()).toEqual({ code: 'ERR_BLOCKED_IP', message: ko.ERR_BLOCKED_IP });
        expect((await get('10.20.30.40')).statusCode, attempt).toBe(200);
      }
    });
  });

  describe('maintenance', () => {
    let db: TestDatabase;
    let t: TestApp;
    let admin: LoggedIn;
    let member: LoggedIn;
    beforeAll(async () => {
      db = await createTestDatabase();
      await db.sql`UPDATE settings SET value = value || '{"siteNoticeFlg": 1}' WHERE key = 'site'`;
      t = await createTestApp({ db, config: { settingsCacheMs: 60_000, sessionIdleMs: 24 * HOUR } });
      admin = await login(t.app, 'admin01');
      member = await login(t.app, 'member01');
    });
    afterAll(async () => {
      await t.close();
      await db.drop();
    });
    const memberCall = (as: LoggedIn) =>
      t.app.inject({ method: 'GET', url: `/member/${as.user.id}`, headers: as.headers });

    it('answers a member 503 with the window and lets the staff account through, read or kept', async () => {
      for (const attempt of ['first', 'kept', 'kept again']) {
        const refused = await memberCall(member);
        expect(refused.statusCode, attempt).toBe(503);
        expect(refused.json()).toEqual({
          code: 'ERR_SITE_MAINTENANCE',
          message: ko.ERR_SITE_MAINTENANCE,
          data: { maintenanceStartAt: null, maintenanceEndAt: null },
        });
        expect((await memberCall(admin)).statusCode, attempt).toBe(200);
      }
    });
  });
});
