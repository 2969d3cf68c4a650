import { ko } from '@kbet/sdk';
import { DEMO_PASSWORD } from '@kbet/testkit';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a page may take to show what a step expects (a 2-core machine running other suites). */
export const STEP_MS = 15_000;

/**
 * Logs in through /auth/login as a member would, and waits until the site has left the login page. A member
 * with unread messages is sent on to /message (spec §4): pass their count as `unread` and the new-message
 * alert is acknowledged and each new message opened, as the member would before going anywhere else.
 * @example await loginThroughUi(page, 'member01');
 */
export async function loginThroughUi(
  page: Page,
  userId: string,
  { password = DEMO_PASSWORD, unread = 0 }: { password?: string; unread?: number } = {},
): Promise<void> {
  await page.goto('/auth/login');
  const form = page.locator('form').filter({ has: page.getByLabel('아이디') });
  await form.getByLabel('아이디').fill(userId);
  await form.getByLabel('비밀번호', { exact: true }).fill(password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: STEP_MS });
  if (unread === 0) return;
  await page.waitForURL((url) => url.pathname === '/message', { timeout: STEP_MS });
  await acknowledgeAlert(page, ko.NEW_MESSAGE);
  const fresh = page.getByRole('button', { name: /새 쪽지/ });
  // Locator waits rather than expect.poll, so this also runs in beforeAll hooks.
  for (let left = unread; left > 0; left -= 1) {
    await fresh.first().click();
    await fresh.nth(left - 1).waitFor({ state: 'detached', timeout: STEP_MS });
  }
}

/**
 * An amount the visible header shows (desktop top bar or mobile header): 보유머니 in won or 포인트 in P; null
 * when it is not shown.
 */
export async function headerAmount(
  page: Page,
  label: '보유머니' | '포인트' = '보유머니',
): Promise<number | null> {
  return page.evaluate((name) => {
    const pattern = new RegExp(`${name}\\s*([\\d,]+)\\s*(?:원|P)`);
    for (const header of Array.from(document.querySelectorAll('header'))) {
      if (!header.checkVisibility()) continue;
      const match = pattern.exec(header.textContent ?? '');
      if (match?.[1]) return Number(match[1].replaceAll(',', ''));
    }
    return null;
  }, label);
}

/** Waits until the header shows `amount` as 보유머니 (won) or 포인트 (P). */
export async function expectHeaderAmount(
  page: Page,
  amount: number,
  label: '보유머니' | '포인트' = '보유머니',
): Promise<void> {
  await expect.poll(() => headerAmount(page, label), { timeout: STEP_MS, interval: 250 }).toBe(amount);
}

/** The header's amount once it shows one (after login the balance loads with the member). */
export async function readHeaderAmount(
  page: Page,
  label: '보유머니' | '포인트' = '보유머니',
): Promise<number> {
  await expect.poll(() => headerAmount(page, label), { timeout: STEP_MS, interval: 250 }).not.toBeNull();
  return (await headerAmount(page, label)) ?? Number.NaN;
}

/** 1,000,000원, as the site writes amounts (spec §2). */
export const won = (amount: number): string => `${amount.toLocaleString('en-US')}원`;

/**
 * Waits for the alert (or confirm) dialog showing `message` and returns it.
 * @example await (await alertShowing(page, ko.LOGIN_REQUIRED)).getByRole('button', { name: '확인' }).click();
 */
export async function alertShowing(page: Page, message: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: message });
  await dialog.waitFor({ state: 'visible', timeout: STEP_MS });
  return dialog;
}

/** Waits for the alert showing `message` and dismisses it with 확인. */
export async function acknowledgeAlert(page: Page, message: string | RegExp): Promise<void> {
  const dialog = await alertShowing(page, message);
  await dialog.getByRole('button', { name: '확인' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: STEP_MS });
}

/** Waits until `text` is visible somewhere on the page. */
export async function expectVisibleText(page: Page | Locator, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout: STEP_MS });
}

/** Waits until the page's path (and query, when given) is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path || url.pathname === path, {
    timeout: STEP_MS,
  });
}

/**
 * The control labelled exactly `name` (a required field's label ends in an aria-hidden *, which label matching
 * still reads).
 * @example await labelled(form, '비밀번호').fill('kbet1234');
 */
export const labelled = (scope: Page | Locator, name: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(name)}\\s*\\*?$`));

/** `text` as a literal inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lets lazy routes, data and fonts settle: nothing busy, no skeletons, then a short quiet moment. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('[aria-busy="true"], [class*="skeleton" i]').length === 0 &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: STEP_MS },
    )
    .catch(() => {});
  await page.waitForTimeout(600);
}
