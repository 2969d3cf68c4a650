import { MINIGAME_GAMES } from '@kbet/sdk';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, MOBILE_USER_AGENT, useE2E } from './support/e2e';
import { STEP_MS } from './support/ui';

const MINIGAME = MINIGAME_GAMES[0]?.routes[0] ?? '/minigame';
/** The Korean view of /europe renders its rows as lazy parts (LeagueGroup): they hydrate when their chunk arrives. */
const PAGES = ['/', '/europe', '/europe?game_type=KR', '/inplay', MINIGAME];
/** Each case runs on a desktop and on a phone: its name, and whether it is the phone. */
const VIEWPORTS = [
  ['desktop', false],
  ['phone', true],
] as const;
/** A member's home and two of their own pages (login-only). */
const MEMBER_PAGES = ['/', '/mywallet', '/bet_result'];

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

  it.each(VIEWPORTS)(
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
        // The header is a lazy part: a tap before its code has come is replayed once it has hydrated, which on a
        // busy machine can take longer than expect.poll's second.
        await page.getByRole('dialog', { name: '로그인' }).waitFor({ timeout: STEP_MS });
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

  it.each(VIEWPORTS)(
    "paints the layout's lazy parts styled from the server's HTML alone, before any script (%s)",
    async (_name, mobile) => {
      const e = e2e();
      // Without JavaScript: only the stylesheets the server's HTML links, none that hydration's preloads add.
      const context = await e.browser.newContext({
        baseURL: e.url,
        javaScriptEnabled: false,
        viewport: mobile ? MOBILE : DESKTOP,
        ...(mobile ? { userAgent: MOBILE_USER_AGENT } : {}),
      });
      const page = await context.newPage();
      const html = (await (await page.goto('/'))?.text()) ?? '';
      // The desktop's top bar and the footer are lazy parts, whose stylesheets are their chunks' own (the top bar's
      // in the desktopChrome group's): the header sticks to the top and the footer has its background. A phone's
      // header is styled by index.css, and a phone's HTML links no part's stylesheet (the parts it renders lie below
      // its first screen): not the footer's.
      const styles = await page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('header') as Element).position,
        footer: getComputedStyle(document.querySelector('footer') as Element).backgroundColor,
      }));
      expect(styles.header).toBe('sticky');
      if (!mobile) expect(styles.footer).not.toBe('rgba(0, 0, 0, 0)');
      expect(/href="\/assets\/desktopChrome-[^"]+\.css"/.test(html)).toBe(!mobile);
      expect(/href="\/assets\/Footer-[^"]+\.css"/.test(html)).toBe(!mobile);
      await context.close();
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

  it.each(VIEWPORTS)(
    "sends a member's pages rendered with their data and session, hydrated without a warning or a refetch (%s)",
    async (_name, mobile) => {
      const e = e2e();
      const page = await e.page({ mobile });
      await e.login(page, 'member01');
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'kbet_session')?.value;
      expect(token).toBeTruthy();
      const problems = problemsOf(page);
      for (const path of MEMBER_PAGES) {
        // Only the new document's calls: the previous page (the login's, still moving home) is left first.
        await page.goto('about:blank');
        const requests: string[] = [];
        const listen = (request: Request) => {
          if (['fetch', 'xhr'].includes(request.resourceType()))
            requests.push(new URL(request.url()).pathname);
        };
        page.on('request', listen);
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        expect(response?.headers()['cache-control'], path).toBe('private, no-store');
        const payload = JSON.parse(
          html.match(/<script type="application\/json" id="kbet-ssr">(.*?)<\/script>/s)?.[1] ?? 'null',
        );
        expect(payload?.member?.session?.user?.userId, path).toBe('member01');
        // Rendered as the member: their nickname is in the page's HTML, and no secret is in the page.
        expect(html.match(/<main id="main"[^>]*>.+<\/main>/s)?.[0], path).toBeTruthy();
        expect(html, path).toContain(payload.member.session.user.nickname);
        expect(html, path).not.toContain(token as string);
        // The page has hydrated (the harness's goto waits for it): up to there neither the session (the member,
        // the unread count, the betting settings) nor the page's data was asked for again. Later polls and the
        // live push's resyncs go on as after a login.
        // The roulette coupons (a store of their own, not a cached resource) load after hydration, as before.
        expect(
          requests.filter((url) => url !== '/card/user/count'),
          path,
        ).toEqual([]);
        await idle(page);
        expect(problems, path).toEqual([]);
        page.off('request', listen);
      }
      await page.context().close();
    },
  );
});
