import { depositBonusOption, depositBonusTerms, ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { acknowledgeAlert, expectVisibleText, labelled, STEP_MS } from './support/ui';

interface ChargeRow {
  id: number;
  userId: string;
  depositAmount: number;
}

describe('honest bonuses (issue 16): the deposit form states each offered option, the rolling page its progress', () => {
  const e2e = useE2E();

  it('lists only offered products with %, cap and rolling, and shows the granted bonus’s requirement and progress', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member02');
    await page.goto(`${e.url}/deposit`);
    await expectVisibleText(page, '입금신청');

    const request = page.locator('form').filter({ has: labelled(page, '충전금액') });
    const select = labelled(request, '보너스 선택');
    // The operator offers sports, in-play and mini-games: no casino, slot or hold'em bonus is offered.
    await expect
      .poll(() => select.locator('option').allTextContents(), { timeout: STEP_MS })
      .toEqual([
        '보너스 선택',
        '보너스 없음',
        '스포츠 (3폴더 이상) · 15% (최대 500,000원) · 롤링 100%',
        '스포츠/인플레이 · 5% (최대 500,000원) · 롤링 100%',
        '미니게임/가상스포츠 · 5% (최대 500,000원) · 롤링 100%',
      ]);

    await select.selectOption({ value: '1' });
    const sports = depositBonusOption(1);
    await expectVisibleText(request, sports ? (depositBonusTerms(sports) ?? '') : '');
    await labelled(request, '충전금액').fill('100000');
    await request.getByRole('button', { name: '충전신청' }).click();
    await acknowledgeAlert(page, ko.DEPOSIT_REQUESTED);

    const pending = await e.kbetJson<{ items: ChargeRow[] }>(
      'charges',
      'list',
      '--status',
      'processing',
      '--mode',
      'deposit',
    );
    const charge = pending.items.find((item) => item.userId === 'member02' && item.depositAmount === 100_000);
    expect(charge).toBeDefined();
    expect(
      (await e.kbet('charges', 'approve', String(charge?.id), '--reason', '입금 확인', '--yes')).code,
    ).toBe(0);

    await page.goto(`${e.url}/mywallet/rolling`);
    const list = page.getByRole('list', { name: '보너스 롤링 현황' });
    await expectVisibleText(list, '스포츠 (3폴더 이상)');
    await expectVisibleText(list, '인정 조건: 스포츠 · 3폴더 이상 · 폴더당 배당 1.3 이상');
    await expectVisibleText(list, '0 / 115,000원 (0%)');
    await expectVisibleText(list, '남은 롤링 115,000원');
    await expectVisibleText(list, '진행중');
    await e.capture('bonus-rolling');
  });

  it('offers event folders on their own slip, capped at the event maximum bet of 5,001 won', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member02');
    await page.goto(`${e.url}/event_folder`);
    await expectVisibleText(page, '이벤트 폴더');
    const pick = page
      .getByRole('main')
      .getByRole('button', { pressed: false })
      .filter({ hasText: /\d\.\d\d/ });
    await pick.first().click();
    const slip = page.getByRole('complementary', { name: '이벤트 베팅카트' });
    await expectVisibleText(slip, /이벤트 승(무)?패/);
    await expectVisibleText(slip, /5,001 \/ /);
    await slip.getByRole('button', { name: '최대 금액' }).click();
    await expect.poll(() => labelled(slip, '베팅금액').inputValue(), { timeout: STEP_MS }).toBe('5,001');
    await e.capture('event-folders');
  });
});
