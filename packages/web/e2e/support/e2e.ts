import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { main } from '@kbet/cli';
import { cliTestContext, createSql, DEMO_PASSWORD, type Sql } from '@kbet/testkit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium, ROOT } from '../../../../scripts/lib/kbetServer.mjs';
import { loginThroughUi } from './ui';
import { warmEveryFont } from './warmEveryFont';

/** Spec §2: the desktop layout is designed for 1920 px; 767 px or less is the phone layout. */
export const DESKTOP = { width: 1920, height: 1080 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
/** A phone's browser says so in its user agent, which the server reads to render the phone layout. */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface E2E {
  /** The running kbet: API and built site on one origin. */
  readonly url: string;
  /** The server's database, for what only the feed could do (moving odds). */
  readonly sql: Sql;
  readonly browser: Browser;
  /**
   * A fresh browser context (no cookies, no storage) and its page; desktop unless `mobile`. The home page's
   * operator popups are closed whenever they would cover a step, unless `keepPopups`; `scale` is the device
   * pixel ratio.
   */
  page(options?: { mobile?: boolean; keepPopups?: boolean; scale?: number }): Promise<Page>;
  /**
   * Logs `userId` in through the login page; any unread messages (the demo's welcome message) are read first,
   * as the unread-message guard makes the member do (spec §4).
   */
  login(page: Page, userId: string, password?: string): Promise<void>;
  /** `kbet <argv>` as the staff account admin01, in-process through the CLI's main(argv). */
  kbet(...argv: string[]): Promise<CliResult>;
  /** `kbet <argv> --json` as admin01; fails the test unless it exits 0. */
  kbetJson<T = unknown>(...argv: string[]): Promise<T>;
  /** Screenshots of every open page into test-results/e2e/ (git-ignored), named after `name`. */
  capture(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The per-file harness: the shared kbet (started by globalSetup), its database, Chromium and a staff CLI
 * logged in as admin01.
 * @example const e = await startE2E(); const page = await e.page(); afterAll(() => e.close());
 */
export async function startE2E(): Promise<E2E> {
  const url = inject('kbetUrl');
  const sql = createSql(inject('kbetDatabaseUrl'), { max: 2 });
  // No answers: a command that asks instead of taking a flag fails the test.
  const ctx = await cliTestContext();
  const kbet = async (...argv: string[]): Promise<CliResult> => {
    const code = await main(argv, ctx);
    const result = { code, stdout: ctx.stdout.text, stderr: ctx.stderr.text };
    ctx.reset();
    return result;
  };
  const login = await kbet('login', '--url', url, '--user', 'admin01', '--password', DEMO_PASSWORD);
  if (login.code !== 0) throw new Error(`kbet login failed (${login.code}): ${login.stderr}`);

  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    url,
    sql,
    browser,
    async page({ mobile = false, keepPopups = false, scale = 1 } = {}) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: mobile ? MOBILE : DESKTOP,
        isMobile: mobile,
        ...(mobile ? { userAgent: MOBILE_USER_AGENT } : {}),
        deviceScaleFactor: scale,
        hasTouch: mobile,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      // A navigation ends once the site has hydrated (HydratedMark), so no step taps a page still hydrating.
      const hydrated = () =>
        page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
        );
      const goto = page.goto.bind(page);
      page.goto = async (target, options) => {
        const response = await goto(target, options);
        await hydrated();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
      if (!keepPopups) {
        const popup = page
          .getByRole('dialog')
          .filter({ has: page.getByRole('button', { name: '5분 동안 보지 않기' }) });
        // A popup may close by itself as the page moves on (a redirect): then there is nothing to click, and
        // its disappearance ends the wait. The close button gets its click event dispatched, not a pointer
        // click: a popup that opened while another modal dialog was opening (after a login, say) sits under it,
        // inert, and no pointer can reach it, yet it still counts as covering the step.
        await page.addLocatorHandler(popup, async (dialog) => {
          const close = dialog.getByRole('button', { name: '닫기' }).last();
          await Promise.race([close.dispatchEvent('click'), dialog.waitFor({ state: 'hidden' })]).catch(
            () => {},
          );
        });
      }
      if (process.env.KBET_SCREENSHOTS) await warmEveryFont(page);
      return page;
    },
    async login(page, userId, password) {
      const [row] = await sql<{ unread: number }[]>`
        SELECT count(*)::int AS unread FROM messages m JOIN members u ON u.id = m.member_id
        WHERE u.user_id = ${userId} AND m.confirm_status = 0 AND m.user_delete_flg = 0`;
      await loginThroughUi(page, userId, { password, unread: row?.unread ?? 0 });
    },
    kbet,
    async kbetJson<T>(...argv: string[]) {
      const result = await kbet(...argv, '--json');
      if (result.code !== 0) {
        throw new Error(`kbet ${argv.join(' ')} exited ${result.code}: ${result.stderr}`);
      }
      return JSON.parse(result.stdout) as T;
    },
    async capture(name) {
      const dir = join(ROOT, 'test-results/e2e');
      await mkdir(dir, { recursive: true });
      const slug = name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      const pages = contexts.flatMap((context) => context.pages());
      for (const [index, page] of pages.entries()) {
        await page.screenshot({ path: join(dir, `${slug}-${index + 1}.png`) }).catch(() => {});
      }
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await sql.end({ timeout: 5 });
      await ctx.cleanup();
    },
  };
}

/**
 * Registers the file's harness: started before its tests, closed after them (after the file's own afterAll
 * hooks, which run first), and on a failed test every open page is saved under test-results/e2e/.
 * @example const e2e = useE2E(); it('…', async () => { const page = await e2e().page(); });
 */
export function useE2E(): () => E2E {
  let harness: E2E | undefined;
  beforeAll(async () => {
    harness = await startE2E();
  });
  beforeEach((context) => {
    context.onTestFailed(() => harness?.capture(context.task.name));
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('the browser harness did not start');
    return harness;
  };
}
