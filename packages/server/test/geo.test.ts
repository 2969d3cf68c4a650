import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoSetting } from '../src/domain/geo/isAllowedOrigin';
import { createTestApp, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const BLOCKED = { code: 'ERR_BLOCKED_IP', message: ko.ERR_BLOCKED_IP };
const RESTRICTED: GeoSetting = {
  allowAll: false,
  allowedCountries: ['KR'],
  allowedCidrs: ['10.0.0.0/8', '2001:db8::/32'],
};

describe('jurisdiction control: requests from outside the allowed regions get 406', () => {
  let db: TestDatabase;
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    direct = await createTestApp({ db });
    proxied = await createTestApp({ db, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    await db.drop();
  });

  const get = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/docs/json', remoteAddress, headers });

  it('the demo setting allows every origin', async () => {
    expect((await get(direct, '198.51.100.7')).statusCode).toBe(200);
  });

  describe('with a restrictive operator setting', () => {
    beforeAll(async () => {
      await db.sql`UPDATE settings SET value = ${db.sql.json({ ...RESTRICTED })} WHERE key = 'geo'`;
    });
    afterAll(async () => {
      await db.sql`UPDATE settings SET value = '{"allowAll": true, "allowedCountries": [], "allowedCidrs": []}' WHERE key = 'geo'`;
    });

    it('blocks a socket address outside the ranges and allows one inside (IPv4, IPv6, IPv4-mapped)', async () => {
      const outside = await get(direct, '198.51.100.7');
      expect(outside.statusCode).toBe(406);
      expect(outside.json()).toEqual(BLOCKED);
      expect((await get(direct, '10.20.30.40')).statusCode).toBe(200);
      expect((await get(direct, '::ffff:10.1.1.1')).statusCode).toBe(200);
      expect((await get(direct, '2001:db8::5')).statusCode).toBe(200);
      expect((await get(direct, '2001:db9::5')).statusCode).toBe(406);
    });

    it('blocks before authentication: a login from outside never reaches the password check', async () => {
      const response = await direct.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '198.51.100.7',
        payload: { userId: 'member01', password: 'kbet1234' },
      });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toEqual(BLOCKED);
    });

    it('ignores X-Forwarded-For and the country header unless trustProxy is configured', async () => {
      expect((await get(direct, '198.51.100.7', { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(406);
      expect((await get(direct, '198.51.100.7', { 'cf-ipcountry': 'KR' })).statusCode).toBe(406);
    });

    it('behind a trusted proxy, reads the client address and country from the proxy headers', async () => {
      expect((await get(proxied, '127.0.0.1', { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(200);
      expect((await get(proxied, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(406);
      expect(
        (await get(proxied, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'KR' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await get(proxied, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'JP' }))
          .statusCode,
      ).toBe(406);
    });

    it('keeps /health reachable for the operator', async () => {
      expect(
        (await direct.app.inject({ method: 'GET', url: '/health', remoteAddress: '198.51.100.7' }))
          .statusCode,
      ).toBe(200);
    });
  });
});
