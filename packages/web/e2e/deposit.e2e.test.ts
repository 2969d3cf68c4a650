import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import {
  acknowledgeAlert,
  expectHeaderAmount,
  expectVisibleText,
  labelled,
  readHeaderAmount,
  STEP_MS,
} from './support/ui';

interface ChargeRow {
  id: number;
  userId: string;
  depositAmount: number;
}

describe('deposit request → staff approval (spec §2 /deposit, §4, §5)', () => {
  const e2e = useE2E();

  it('shows the account after the deposit password, files a request, and the top bar balance follows the approval', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member03');
    const before = await readHeaderAmount(page);

    await page.getByRole('banner').getByRole('link', { name: '입금' }).click();
    await page.waitForURL('**/deposit');
    await expectVisibleText(page, '입금신청');

    // The deposit account stays hidden until the deposit password is confirmed (compliance §6).
    await page.getByLabel('입금 비밀번호').fill('1234');
    await page.getByRole('button', { name: '계좌 확인' }).click();
    await expectVisibleText(page, /KB국민은행 000000-00-000003 예금주 케이벳\(모의\)/);

    const request = page.locator('form').filter({ has: labelled(page, '충전금액') });
    await labelled(request, '충전금액').fill('50000');
    expect(await labelled(request, '충전금액').inputValue()).toBe('50,000');
    await request.getByRole('button', { name: '충전신청' }).click();
    await expectVisibleText(request, ko.DEPOSIT_BONUS_REQUIRED);

    await labelled(request, '보너스 선택').selectOption({ label: '보너스 없음' });
    await request.getByRole('button', { name: '충전신청' }).click();
    await acknowledgeAlert(page, ko.DEPOSIT_REQUESTED);

    const history = page.getByRole('region', { name: '입금내역' });
    const row = history.getByRole('row').filter({ hasText: '50,000원' });
    await expect.poll(() => row.textContent(), { timeout: STEP_MS }).toContain('처리중');
    await expect.poll(() => row.textContent(), { timeout: STEP_MS }).toContain('대기중');
    // Nothing moves before staff approve it.
    await expectHeaderAmount(page, before);

    const pending = await e.kbetJson<{ items: ChargeRow[] }>(
      'charges',
      'list',
      '--status',
      'processing',
      '--mode',
      'deposit',
    );
    const charge = pending.items.find((item) => item.userId === 'member03' && item.depositAmount === 50_000);
    expect(charge).toBeDefined();
    expect(
      (await e.kbet('charges', 'approve', String(charge?.id), '--reason', '입금 확인', '--yes')).code,
    ).toBe(0);

    // The top bar follows without a reload (5-second refresh or live push).
    await expectHeaderAmount(page, before + 50_000);
    await page.reload();
    await expect.poll(() => row.textContent(), { timeout: STEP_MS }).toContain('완료');
  });
});
