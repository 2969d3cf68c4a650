import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { STEP_MS } from './support/ui';

describe('a tap on a lazy part before its chunk came (lib/replayBlockedClicks.ts)', () => {
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
});
