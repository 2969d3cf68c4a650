import { MINIGAME_GAMES } from '@kbet/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';

const MINIGAME = MINIGAME_GAMES[0]?.routes[0] ?? '/minigame';
const PAGES = ['/', '/europe', '/inplay', MINIGAME];

/** Every console error or warning and uncaught error of the page: a hydration mismatch shows as one of them. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Waits until the main thread is idle twice over: hydration (and any recovery from a mismatch) has run. */
const idle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );

describe('server rendering (docs/architecture.md, "Rendering path")', () => {
  const e2e = useE2E();

  it.each([
    ['desktop', false],
    ['phone', true],
  ])(
    'sends each page rendered with its data and hydrates it without a warning (%s)',
    async (_name, mobile) => {
      const e = e2e();
      for (const path of PAGES) {
        const page = await e.page({ mobile });
        const problems = problemsOf(page);
        const requests: string[] = [];
        page.on('request', (request) => {
          if (['fetch', 'xhr'].includes(request.resourceType()))
            requests.push(new URL(request.url()).pathname);
        });
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        expect(html, path).toContain('<script type="application/json" id="kbet-ssr">');
        expect(html, path).toMatch(/<main id="main"[^>]*>.+<\/main>/s);
        await page.waitForLoadState('load');
        // The shell is live: the login dialog opens from the header.
        await page.getByRole('button', { name: '로그인' }).first().click();
        await expect.poll(() => page.getByRole('dialog', { name: '로그인' }).isVisible()).toBe(true);
        await idle(page);
        expect(problems, path).toEqual([]);
        // The data came with the page: the sports tree and settings are not asked for again.
        expect(
          requests.filter((url) => url === '/sports-prematch/sports' || url === '/setting/site'),
          path,
        ).toEqual([]);
        await page.context().close();
      }
    },
  );

  it('hydrates /europe into a working page: a tapped price joins the slip', async () => {
    const e = e2e();
    const page = await e.page({ mobile: true });
    const problems = problemsOf(page);
    await page.goto('/europe');
    const odds = page.getByRole('button', { name: /\s\d+\.\d{2}$/, pressed: false }).first();
    await odds.tap();
    await page
      .getByRole('button', { name: /\s\d+\.\d{2}$/, pressed: true })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });

  it("leaves a member's pages to the browser: the page arrives as the static shell", async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member01');
    const response = await page.goto('/europe');
    expect(await response?.text()).not.toContain('id="kbet-ssr"');
    await expect.poll(() => page.getByRole('main').textContent()).not.toBe('');
  });
});
