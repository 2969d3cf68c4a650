import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';

describe("the site under the server's Content-Security-Policy", () => {
  const e2e = useE2E();

  it('loads, logs in and navigates with no CSP violation; the boot script (a file) still sets the viewport', async () => {
    const e = e2e();
    const page = await e.page();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // viewport.js: a screen wider than 767 px gets the 1920 px desktop viewport (spec §2).
    expect(await page.locator('meta[name=viewport]').getAttribute('content')).toBe('width=1920');
    await e.login(page, 'member01');
    for (const path of ['/europe', '/customer', '/deposit', '/attendance']) await page.goto(path);
    expect(violations).toEqual([]);
  });
});
