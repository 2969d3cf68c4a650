import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

describe('the simulators’ game windows use the bundled typeface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves Pretendard from the server, cacheable for a year, and allowed by the CSP', async () => {
    const font = await t.app.inject({ method: 'GET', url: '/sim/assets/pretendard.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.rawPayload.length).toBeGreaterThan(1_000_000);
  });

  it.each(['/sim/casino/game.css', '/sim/holdem/table.css'])('%s sets its text in it', async (url) => {
    const css = await t.app.inject({ method: 'GET', url });
    expect(css.body).toContain("src:url(/sim/assets/pretendard.woff2) format('woff2')");
    expect(css.body).toMatch(/body\{font-family:Pretendard,/);
  });
});
