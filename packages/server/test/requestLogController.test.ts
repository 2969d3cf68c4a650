import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/appTypes';
import { createTestDatabase, manualClock, type TestDatabase, testConfig } from './support/testApp';

describe('RequestLogController', () => {
  let db: TestDatabase;
  let app: App;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      sql: db.sql,
      config: testConfig(),
      clock: manualClock(),
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('writes one info line per request (its method, URL, status and time), not two, each with its own request id', async () => {
    lines.length = 0;
    const found = await app.inject({ method: 'GET', url: '/health' });
    const missing = await app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect([found.statusCode, missing.statusCode]).toEqual([200, 404]);
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests.map(({ msg, req, res }) => ({ msg, req, res }))).toEqual([
      {
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/health' }),
        res: { statusCode: 200 },
      },
      {
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/no/such/route?x=1' }),
        res: { statusCode: 404 },
      },
    ]);
    for (const line of requests) expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(2);
  });
});
