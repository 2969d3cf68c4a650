import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../../../../scripts/lib/kbetServer.mjs';

/**
 * Writes docs/screenshots/<name>.png from a flow's page, only when asked (`KBET_SCREENSHOTS=1`, as
 * `pnpm screenshots` does), so the committed PNGs change only on purpose; transitions are finished first.
 * @example await docScreenshot(page, 'slot-window-mobile');
 */
export async function docScreenshot(page: Page, name: string): Promise<void> {
  if (!process.env.KBET_SCREENSHOTS) return;
  await page.screenshot({
    path: join(ROOT, 'docs/screenshots', `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}
