import { ko } from '@kbet/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { inHours, insertE2eFixture, moveOdds } from './support/fixtures';
import {
  acknowledgeAlert,
  alertShowing,
  expectHeaderAmount,
  expectVisibleText,
  readHeaderAmount,
  STEP_MS,
} from './support/ui';

const FIXTURE = 7101;
const HOME = '브라우저 유나이티드';
const AWAY = '테스트 시티';

/** Opens the fixture on /europe, puts the home win in the page's slip and types the stake. */
async function pickHomeWin(page: Page, price: string, stake: string) {
  await page.goto(`/europe?search=${encodeURIComponent(HOME)}`);
  await page.getByRole('button', { name: `${HOME} 승 ${price}` }).click();
  const slip = page.getByRole('region', { name: /베팅카트/ });
  await expectVisibleText(slip, `${HOME} 승`);
  await slip.getByLabel('베팅금액').fill(stake);
  return slip;
}

/** Accepts the '베팅하시겠습니까?' confirm. */
async function confirmBet(page: Page) {
  const confirm = await alertShowing(page, ko.BET_CONFIRM);
  await confirm.getByRole('button', { name: '베팅하기' }).click();
}

describe('pre-match bet → odds change → cancel → bet → result (spec §4, §5, §7)', () => {
  const e2e = useE2E();

  it('accepts the changed odds, cancels within the window, and is paid when staff enter the result', async () => {
    const e = e2e();
    await insertE2eFixture(e.sql, {
      id: FIXTURE,
      home: HOME,
      away: AWAY,
      startDate: inHours(3),
      prices: ['1.90', '3.40', '4.20'],
    });
    const page = await e.page();
    await e.login(page, 'member01');
    const start = await readHeaderAmount(page);

    // The price moves on the server between the pick and the bet (the feed bumps the version).
    let slip = await pickHomeWin(page, '1.90', '10000');
    // Where a pointer hovers, the pressed price's colours still ease in (a touch screen's do not: betSlipPhone).
    const picked = page.getByRole('button', { name: `${HOME} 승 1.90`, pressed: true });
    expect(await picked.evaluate((button) => getComputedStyle(button).transitionDuration)).not.toBe('0s');
    await moveOdds(e.sql, `${FIXTURE}_1_1`, { price: '2.05' });
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await confirmBet(page);

    const change = page.getByRole('alertdialog', { name: '배당 변경' });
    await expectVisibleText(change, ko.BET_ODDS_CHANGED_CONFIRM);
    expect(await change.locator('del').textContent()).toContain('1.90');
    expect(await change.locator('ins').textContent()).toContain('2.05');
    await change.getByRole('button', { name: '변경된 배당으로 베팅' }).click();

    let receipt = page.getByRole('dialog', { name: '베팅 완료' });
    await expectVisibleText(receipt, '2.05');
    await expectVisibleText(receipt, '20,500원');
    await receipt.getByRole('button', { name: '확인' }).click();
    await expectHeaderAmount(page, start - 10_000);

    // Cancel it within the 10-minute window.
    await page.goto('/bet_result/sports');
    const cards = page.getByRole('article').filter({ hasText: HOME });
    await cards.first().waitFor({ timeout: STEP_MS });
    expect(await cards.count()).toBe(1);
    await cards.first().getByRole('button', { name: '취소', exact: true }).click();
    const cancel = await alertShowing(page, ko.CANCEL_CONFIRM);
    await cancel.getByRole('button', { name: '취소하기' }).click();
    await acknowledgeAlert(page, ko.BET_CANCELLED);
    await expectHeaderAmount(page, start);
    await cards.first().getByRole('button', { name: '삭제' }).waitFor({ timeout: STEP_MS });

    // Another bet at the new price.
    slip = await pickHomeWin(page, '2.05', '20000');
    await expectVisibleText(slip, '41,000원');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await confirmBet(page);
    receipt = page.getByRole('dialog', { name: '베팅 완료' });
    await expectVisibleText(receipt, '41,000원');
    await receipt.getByRole('button', { name: '확인' }).click();
    await expectHeaderAmount(page, start - 20_000);

    // Staff enter the result: the home side wins 2-0, which settles the slip.
    const result = await e.kbet(
      'fixtures',
      'result',
      String(FIXTURE),
      '--periods',
      '10:1-0 20:1-0',
      '--reason',
      '브라우저 테스트 결과 입력',
      // The match has not started (the test plays it at once): staff confirm the early result.
      '--force',
      '--yes',
    );
    expect(result.code).toBe(0);

    await expectHeaderAmount(page, start - 20_000 + 41_000);
    await page.goto('/bet_result/sports');
    const won = cards.filter({ hasText: '41,000원' });
    await won.waitFor({ timeout: STEP_MS });
    await expect.poll(() => won.locator('footer').textContent(), { timeout: STEP_MS }).toContain('당첨');
    expect(
      await won
        .getByRole('row')
        .filter({ hasText: `${HOME} 승` })
        .textContent(),
    ).toContain('당첨');
    expect(await cards.filter({ hasText: '20,500원' }).locator('footer').textContent()).toContain('취소');
  });
});
