import { ko } from '@kbet/sdk';
import { createTestMember } from '@kbet/testkit';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { inHours, insertE2eFixture } from './support/fixtures';
import { alertShowing, expectHeaderAmount, expectVisibleText, STEP_MS } from './support/ui';

const HOME = '모바일 FC';
const AWAY = '터치 유나이티드';

describe('the core flow on a 375×812 phone (spec §2 mobile)', () => {
  const e2e = useE2E();

  it('logs in, bets through the footer cart, and finds the slip in the bet history dialog', async () => {
    const e = e2e();
    await createTestMember(e.sql, { userId: 'mobile01', nickname: '모바일01' });
    const grant = await e.kbet(
      'balance',
      'adjust',
      'mobile01',
      '100000',
      '--kind',
      'emoney',
      '--reason',
      '테스트 지급',
      '--yes',
    );
    expect(grant.code).toBe(0);
    await insertE2eFixture(e.sql, {
      id: 7201,
      home: HOME,
      away: AWAY,
      startDate: inHours(5),
      prices: ['1.80', '3.50', '4.40'],
    });

    const page = await e.page({ mobile: true });
    await e.login(page, 'mobile01');
    await expectHeaderAmount(page, 100_000);
    // The phone layout: drawer menu and footer shortcuts instead of the desktop top bar.
    await page.getByRole('button', { name: '전체 메뉴' }).waitFor({ timeout: STEP_MS });
    const footer = page.getByRole('navigation', { name: '바로가기' });

    await page.goto(`/europe?search=${encodeURIComponent(HOME)}`);
    await page.getByRole('button', { name: `${HOME} 승 1.80` }).click();
    await footer.getByRole('button', { name: '베팅카트' }).click();
    const cart = page.getByRole('dialog', { name: '베팅카트' });
    await expectVisibleText(cart, `${HOME} 승`);
    await cart.getByLabel('베팅금액').fill('10000');
    await expectVisibleText(cart, '18,000원');
    await cart.getByRole('button', { name: '베팅하기' }).click();
    const confirm = await alertShowing(page, ko.BET_CONFIRM);
    await confirm.getByRole('button', { name: '베팅하기' }).click();

    const receipt = page.getByRole('dialog', { name: '베팅 완료' });
    await expectVisibleText(receipt, '18,000원');
    await receipt.getByRole('button', { name: '확인' }).click();
    await expectHeaderAmount(page, 90_000);
    // The placed bet emptied the cart, which stays open until closed.
    await expectVisibleText(cart, '배당을 선택하면 여기에 담깁니다.');
    await cart.getByRole('button', { name: '닫기' }).click();

    await footer.getByRole('button', { name: '베팅내역' }).click();
    const history = page.getByRole('dialog', { name: '베팅내역' });
    const card = history.getByRole('article').filter({ hasText: HOME });
    await card.waitFor({ timeout: STEP_MS });
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(AWAY);
    expect(text).toContain('10,000원');
    expect(text).toContain('18,000원');
    expect(text).toContain('대기');
  });
});
