import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seedDemoData';
import { CONTENT_SECURITY_POLICY } from '../src/plugins/securityHeaders';
import { createTestApp, type TestApp } from './support/testApp';

const sessionCookie = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers,
    payload: { userId: 'member01', password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.cookies.find((cookie) => cookie.name === 'kbet_session');
};

describe('security headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a strict CSP (no inline script or style element, no framing), nosniff and a referrer policy; no HSTS over HTTP', async () => {
    for (const url of ['/health', '/no/such/route', '/member/1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    // Only style attributes may be inline (server-rendered React writes `style` props as attributes); scripts and
    // <style> elements come from our own origin only.
    const directives = CONTENT_SECURITY_POLICY.split('; ');
    expect(directives.filter((d) => d.includes('unsafe-inline'))).toEqual(["style-src-attr 'unsafe-inline'"]);
    expect(directives).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('a forwarded https is not believed without trustProxy: no HSTS, no Secure cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect((await sessionCookie(t, { 'x-forwarded-proto': 'https' }))?.secure).toBeFalsy();
  });
});

describe('behind a trusted TLS proxy (trustProxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  it('HSTS and a Secure session cookie when the proxy says https; neither when it says http', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: https });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await sessionCookie(t, https))?.secure).toBe(true);
    expect((await sessionCookie(t, { 'x-forwarded-proto': 'http' }))?.secure).toBeFalsy();
  });
});
