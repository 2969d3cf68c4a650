import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import {
  acknowledgeAlert,
  expectHeaderAmount,
  expectVisibleText,
  readHeaderAmount,
  STEP_MS,
} from './support/ui';

describe('point conversion (spec §2 point and comp dialog, §5, §9)', () => {
  const e2e = useE2E();

  it('refuses less than 5,000 points, then converts 5,000 points into 5,000원 of cash', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member05');
    const cash = await readHeaderAmount(page, '보유머니');
    const points = await readHeaderAmount(page, '포인트');
    expect(points).toBeGreaterThanOrEqual(5_000);

    await page.getByRole('banner').getByRole('button', { name: '포인트전환' }).click();
    const dialog = page.getByRole('dialog', { name: '포인트 · 콤프 전환' });
    await dialog.waitFor({ timeout: STEP_MS });
    const amount = dialog.getByLabel('전환할 포인트');

    await amount.fill('3000');
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await expectVisibleText(dialog, ko.POINT_CONVERT_MIN);
    await expectHeaderAmount(page, points, '포인트');

    await amount.fill('5000');
    expect(await amount.inputValue()).toBe('5,000');
    await dialog.getByRole('button', { name: '전환하기' }).click();
    await acknowledgeAlert(page, ko.POINT_CONVERTED);

    await expectHeaderAmount(page, cash + 5_000, '보유머니');
    await expectHeaderAmount(page, points - 5_000, '포인트');
    // The dialog's point log shows the conversion with the balance after it.
    const log = dialog.getByRole('table', { name: '포인트 내역' });
    await expectVisibleText(log, '-5,000P');
    await expectVisibleText(log, `${(points - 5_000).toLocaleString('en-US')}P`);
  });
});
