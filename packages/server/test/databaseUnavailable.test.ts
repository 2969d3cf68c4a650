import { ko } from '@kbet/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { createSql } from '../src/db/createSql';
import { freePort } from '../src/db/freePort';
import { isDatabaseUnavailable } from '../src/errors/isDatabaseUnavailable';
import { createTestApp } from './support/testApp';

// A pool whose database is away: nothing listens on its port, so every query fails to connect for real.
const away = createSql(`postgres://kbet:kbet@127.0.0.1:${await freePort()}/kbet`, { max: 1 });
const t = await createTestApp({
  setup: (app) => {
    app.get('/test/database-away', async () => away`SELECT 1`);
  },
});

afterAll(async () => {
  await away.end({ timeout: 1 });
  await t.close();
});

describe('a request while the database is away (issue 11: crash recovery)', () => {
  it('answers 503 ERR_SERVICE_UNAVAILABLE with Retry-After, not a 500 that would end the session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/database-away' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({
      code: 'ERR_SERVICE_UNAVAILABLE',
      message: ko.ERR_SERVICE_UNAVAILABLE,
    });
  });

  it('tells a lost connection and a stopping or starting server from a refusal of the request', () => {
    for (const code of ['CONNECTION_CLOSED', 'ECONNREFUSED', '08006', '57P01', '57P03'])
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code }))).toBe(true);
    for (const code of ['23505', '22P02', '40001', 'ERR_INVALID_INPUT'])
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('no code'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
