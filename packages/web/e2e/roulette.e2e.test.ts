import { ko, ROULETTE_RESULT_DELAY_MS, ROULETTE_SPIN_MS } from '@kbet/sdk';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import {
  acknowledgeAlert,
  alertShowing,
  expectHeaderAmount,
  expectVisibleText,
  readHeaderAmount,
  STEP_MS,
} from './support/ui';

interface Prizes {
  normal: { points: number; weight: number }[];
  vip: { points: number; weight: number }[];
}

const weights = (prizes: Prizes['normal']) => prizes.map(({ points, weight }) => `${points}=${weight}`);

/** Pauses the page's installed clock a moment ahead of its time (1 s, or up to 8 s when the machine is slow). */
async function pauseSoon(page: Page): Promise<void> {
  for (const ahead of [1_000, 2_000, 4_000, 8_000]) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, ahead));
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
  throw new Error("the page's clock kept passing the pause time");
}

describe('roulette spin (spec §2, §4, §9)', () => {
  const e2e = useE2E();
  let original: Prizes | undefined;

  // The wheel's odds are shared by every test: put them back.
  afterAll(async () => {
    if (original) {
      await e2e().kbet('roulette', 'prizes', 'set', 'normal', ...weights(original.normal), '--yes');
    }
  });

  it('spins 2 s with a coupon, alerts the prize 1 s later, and credits the points', async () => {
    const e = e2e();
    original = await e.kbetJson<Prizes>('roulette', 'prizes', 'show');
    // Every weight on the 2,000-point prize, so the result is known.
    const rigged = original.normal.map(({ points }) => `${points}=${points === 2_000 ? 1 : 0}`);
    expect((await e.kbet('roulette', 'prizes', 'set', 'normal', ...rigged, '--yes')).code).toBe(0);
    const granted = await e.kbet(
      'coupons',
      'grant',
      'recomm01',
      '2',
      '--type',
      'normal',
      '--reason',
      '이벤트 보상',
      '--yes',
    );
    expect(granted.code).toBe(0);

    const page = await e.page();
    // The wheel's timers run on a clock the test moves, so the timings hold however busy the machine is.
    await page.clock.install();
    await e.login(page, 'recomm01');
    const points = await readHeaderAmount(page, '포인트');

    await page.getByRole('banner').getByRole('button', { name: '룰렛' }).click();
    const dialog = page.getByRole('dialog', { name: '룰렛', exact: true });
    await dialog.waitFor({ timeout: STEP_MS });
    await expectVisibleText(dialog, /보유 쿠폰\s*2\s*장/);

    // Time stands still from here until the test moves it. The page's clock runs in real time until then, and
    // Playwright refuses to pause at a time it has passed: on a busy machine the second between reading the
    // page's time and pausing can run out, so a pause that came too late is set again further ahead.
    await pauseSoon(page);
    await dialog.getByRole('button', { name: '룰렛 돌리기' }).click();
    await expectVisibleText(dialog, '룰렛이 돌아가는 중입니다…');
    // A second click while the wheel turns only hears that it is turning.
    await dialog.getByRole('button', { name: '회전중' }).click();
    await acknowledgeAlert(page, ko.ROULETTE_SPINNING);

    // 2 s of spin, then the alert 1 s later (spec §4, §9).
    const won = page.getByRole('alertdialog').filter({ hasText: ko.ROULETTE_WON('2,000') });
    await page.clock.runFor(ROULETTE_SPIN_MS - 100);
    await expectVisibleText(dialog, '룰렛이 돌아가는 중입니다…');
    await page.clock.runFor(100);
    await dialog.getByRole('button', { name: '룰렛 돌리기' }).waitFor({ timeout: STEP_MS });
    await page.clock.runFor(ROULETTE_RESULT_DELAY_MS - 100);
    expect(await won.count()).toBe(0);
    await page.clock.runFor(100);
    await alertShowing(page, ko.ROULETTE_WON('2,000'));
    await page.clock.resume();
    await acknowledgeAlert(page, ko.ROULETTE_WON('2,000'));

    await expectVisibleText(dialog, /보유 쿠폰\s*1\s*장/);
    await expectHeaderAmount(page, points + 2_000, '포인트');
  });
});
