import type { Page } from 'playwright-core';
import { STEP_MS } from './ui';

/**
 * Puts every Pretendard subset in the browser's cache and sets the font cookie, as a returning member's browser
 * has them, for pictures of the site (`pnpm screenshots`). A first visit paints with the system fallback, which
 * has no Hangul on a machine without Korean fonts, and the fonts apply only from the next page on with the ones
 * cached in time (`font-display: optional`): so every subset is loaded first, under the warm-up family that the
 * page's warm-up script links (the same files).
 */
export async function warmEveryFont(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => document.cookie.includes('kbet_fonts='), undefined, { timeout: STEP_MS });
  await page.evaluate(async () => {
    let text = '';
    for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code);
    for (let code = 0xac00; code <= 0xd7a3; code++) text += String.fromCharCode(code);
    await document.fonts.load('1em "Pretendard Warmup"', text);
  });
}
