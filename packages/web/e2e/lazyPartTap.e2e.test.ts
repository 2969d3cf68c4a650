import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { STEP_MS } from './support/ui';

describe('a tap on a lazy page or part before its chunk came (lib/replayBlockedClicks.ts)', () => {
  const e2e = useE2E();

  it("opens the login dialog from the desktop top bar's 로그인 tapped while the top bar's chunk is held back", async () => {
    const page = await e2e().page();
    // The top bar's chunk is held until the tap has been made: the bar shows from the server's HTML, dehydrated.
    let hold: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => {
      hold = resolve;
    });
    await page.route(/\/assets\/TopBar-[\w-]+\.js$/, (route) => hold(route));
    // /europe: no operator popup covers the page (the home page's would catch the tap as a click outside it).
    await page.goto('/europe');
    const chunk = await held;
    // A pointer's tap, as a member's: locator.click would wait for the press to reach the button, which React stops.
    const box = await page.getByRole('banner').getByRole('button', { name: '로그인' }).boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await chunk.continue();
    // React dropped the tap (the part could not hydrate); it is dispatched again once the part can.
    await page.getByRole('dialog', { name: '로그인' }).waitFor({ timeout: STEP_MS });
  });

  it("switches /bet_result's tab to 미니게임 when tapped on a phone while the page's own chunk is held back", async () => {
    const e = e2e();
    const page = await e.page({ mobile: true });
    await e.login(page, 'member04');
    // The page's chunk is held until the tap has been made: the shell has hydrated (the site's mark is set) and
    // the page shows from the server's HTML, dehydrated, as on a slow phone still fetching it.
    let hold: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => {
      hold = resolve;
    });
    await page.route(/\/assets\/betResult-[\w-]+\.js$/, (route) => hold(route));
    // Every other chunk the page asks for, until it has come: the tap is replayed on the page's chunk, not on a lazy
    // part's that happened to come after it (all of them have come before the page's is let go).
    const inFlight = new Set<string>();
    const settled = (request: Request) => inFlight.delete(request.url());
    page.on('request', (request) => {
      if (/\/assets\/[\w-]+\.js$/.test(request.url())) inFlight.add(request.url());
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/bet_result');
    const chunk = await held;
    const tab = page.getByRole('tab', { name: '미니게임' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('false');
    const box = await tab.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => [...inFlight], { timeout: STEP_MS }).toEqual([chunk.request().url()]);
    await chunk.continue();
    // React dropped the tap (the page could not hydrate); it is dispatched again once the page can.
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: STEP_MS }).toBe('true');
  });

  it("filters /europe by the start time chosen in the time select while the filters' chunk is held back", async () => {
    const page = await e2e().page();
    // The filters' chunk is held until the choice has been made: the select shows from the server's HTML, dehydrated.
    let hold: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => {
      hold = resolve;
    });
    await page.route(/\/assets\/EuropeFilters-[\w-]+\.js$/, (route) => hold(route));
    await page.goto('/europe');
    const chunk = await held;
    const select = page.getByRole('combobox', { name: '경기 시작 시간' });
    await select.selectOption('6');
    await chunk.continue();
    // React dropped the change (the part could not hydrate); it is dispatched again once the part can.
    await page.waitForURL((url) => url.searchParams.get('time') === '6', { timeout: STEP_MS });
    await expect.poll(() => select.inputValue()).toBe('6');
  });
});
