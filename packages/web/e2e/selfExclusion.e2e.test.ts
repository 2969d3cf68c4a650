import { ko } from '@kbet/sdk';
import { createTestMember } from '@kbet/testkit';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { inHours, insertE2eFixture } from './support/fixtures';
import {
  acknowledgeAlert,
  escapeRegExp,
  expectHeaderAmount,
  expectPath,
  expectVisibleText,
  labelled,
  STEP_MS,
} from './support/ui';

/** RG_EXCLUSION_STARTED with any end time. */
const started = new RegExp(escapeRegExp(ko.RG_EXCLUSION_STARTED('\u0000')).replace('\u0000', '.+'));

const FIXTURE = 7401;
const HOME = '배제 유나이티드';

describe('self-exclusion ends the session (compliance §4)', () => {
  const e2e = useE2E();

  it('starts a 6-month self-exclusion after the strong confirm, ends the session home, and closes betting and deposits', async () => {
    const e = e2e();
    await createTestMember(e.sql, { userId: 'rgtest01', nickname: '배제테스트' });
    await insertE2eFixture(e.sql, {
      id: FIXTURE,
      home: HOME,
      away: '배제 시티',
      startDate: inHours(3),
      prices: ['1.90', '3.40', '4.20'],
    });
    const credit = await e.kbet(
      'balance',
      'adjust',
      'rgtest01',
      '50000',
      '--kind',
      'emoney',
      '--reason',
      '브라우저 테스트 지급',
      '--yes',
    );
    expect(credit.code).toBe(0);
    const page = await e.page();
    await e.login(page, 'rgtest01');
    await expectHeaderAmount(page, 50_000);
    await page.goto('/responsible-gambling');
    await expectVisibleText(page, '건전한 이용');

    const section = page.getByRole('region', { name: '자기 배제' });
    await section.getByLabel('기간').selectOption({ label: '6개월' });
    await section.getByRole('button', { name: '자기 배제 시작' }).click();

    const confirm = page.getByRole('alertdialog', { name: '자기 배제 시작 확인' });
    await expectVisibleText(confirm, ko.RG_SELF_EXCLUSION_CONFIRM('6개월'));
    const go = confirm.getByRole('button', { name: '6개월 자기 배제 시작' });
    expect(await go.isDisabled()).toBe(true);
    await confirm.getByRole('checkbox').check();

    // Every URL the page shows from here (client-side navigations included).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await go.click();

    // Spec §4 and §8: a session that ends goes home with its alert — never to the login page a guest would get.
    await acknowledgeAlert(page, started);
    await expectPath(page, '/');
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).waitFor({ timeout: STEP_MS });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(visited.filter((path) => path !== '/responsible-gambling')).toEqual(['/']);
    expect(await page.evaluate(() => localStorage.getItem('kbet.session'))).toBeNull();

    // The server ended the session because of the exclusion, not merely the client's logout.
    const sessions = await e.sql<{ endReason: string | null }[]>`
      SELECT s.end_reason FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.user_id = 'rgtest01'`;
    expect(sessions.map((s) => s.endReason)).toContain('excluded');
    expect(sessions.every((s) => s.endReason !== null)).toBe(true);

    // Logging in still works (withdrawals stay open), with the exclusion banner on every page.
    await e.login(page, 'rgtest01');
    await expectHeaderAmount(page, 50_000);
    const banner = page.getByRole('status').filter({ hasText: ko.RG_SELF_EXCLUDED });
    await banner.waitFor({ timeout: STEP_MS });
    expect(await banner.textContent()).toContain('보유금액 출금은 가능합니다.');

    // Deposits are closed: the reason and the way to withdraw instead of the deposit form.
    await page.goto('/deposit');
    // The deposit page's own notice (the slip beside it shows its block too): the one with the way to withdraw.
    const closed = page
      .getByRole('note')
      .filter({ hasText: ko.RG_SELF_EXCLUDED, has: page.getByRole('link', { name: '출금하기' }) });
    await closed.waitFor({ timeout: STEP_MS });
    expect(await page.getByLabel('입금 비밀번호').count()).toBe(0);
    expect(await page.getByRole('button', { name: '충전신청' }).count()).toBe(0);
    await closed.getByRole('link', { name: '출금하기' }).click();
    await expectPath(page, '/withdraw');
    await labelled(page.getByRole('form', { name: '출금신청' }), '출금금액').waitFor({ timeout: STEP_MS });

    // Betting, roulette and attendance are closed before the member presses anything: the button is disabled
    // and names the reason and the end time, as the deposit page does.
    await page.goto(`/europe?search=${encodeURIComponent(HOME)}`);
    await page.getByRole('button', { name: `${HOME} 승 1.90` }).click();
    const slip = page.getByRole('region', { name: /베팅카트/ });
    await expectVisibleText(slip, `${HOME} 승`);
    await slip.getByLabel('베팅금액').fill('10000');
    const betButton = slip.getByRole('button', { name: '베팅하기' });
    expect(await betButton.isDisabled()).toBe(true);
    const betBlock = slip.getByRole('note').filter({ hasText: ko.RG_SELF_EXCLUDED });
    expect(await betBlock.textContent()).toContain('종료 예정:');
    expect(await betButton.getAttribute('aria-describedby')).toBe(await betBlock.getAttribute('id'));
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.goto('/attendance');
    const checkIn = page.getByRole('button', { name: '출석체크 하기' });
    await checkIn.waitFor({ timeout: STEP_MS });
    expect(await checkIn.isDisabled()).toBe(true);
    // The note the button names (the common slip beside the page shows its own).
    const checkInBlock = page.locator(`[id="${await checkIn.getAttribute('aria-describedby')}"]`);
    expect(await checkInBlock.textContent()).toContain(ko.RG_SELF_EXCLUDED);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('banner').getByRole('button', { name: '룰렛', exact: true }).click();
    const wheel = page.getByRole('dialog', { name: '룰렛' });
    const spin = wheel.getByRole('button', { name: /룰렛 돌리기/ });
    await spin.waitFor({ timeout: STEP_MS });
    expect(await spin.isDisabled()).toBe(true);
    await wheel.getByRole('note').filter({ hasText: ko.RG_SELF_EXCLUDED }).waitFor({ timeout: STEP_MS });
    await wheel.getByRole('button', { name: '닫기' }).click();

    const [slips] = await e.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM bet_slips s JOIN members m ON m.id = s.member_id
      WHERE m.user_id = 'rgtest01'`;
    expect(slips?.count).toBe(0);
    await expectHeaderAmount(page, 50_000);

    // The running exclusion cannot be shortened or restarted.
    await page.goto('/responsible-gambling');
    await expectVisibleText(page, `${ko.RG_SELF_EXCLUDED} 종료 예정:`);
    expect(await section.getByRole('button', { name: '자기 배제 시작' }).isDisabled()).toBe(true);
  });
});
