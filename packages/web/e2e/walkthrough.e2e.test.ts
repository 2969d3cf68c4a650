import { ko } from '@kbet/sdk';
import { createTestMember } from '@kbet/testkit';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { inHours, insertE2eFixture } from './support/fixtures';
import { acknowledgeAlert, alertShowing, expectPath, expectVisibleText, STEP_MS } from './support/ui';

const FIXTURE = 7701;
const HOME = '워크스루 유나이티드';
const AWAY = '워크스루 시티';

describe('what a new member trips on (issue 16)', () => {
  const e2e = useE2E();

  it('a login refused by the rate limit shows the server message with the wait', async () => {
    const e = e2e();
    await createTestMember(e.sql, { userId: 'throttle01', nickname: '스로틀01' });
    const page = await e.page();
    await page.goto('/auth/login');
    const form = page.locator('form').filter({ has: page.getByLabel('아이디') });
    await form.getByLabel('아이디').fill('throttle01');
    // Each failure doubles the wait once the free ones are used: within a dozen tries the server says to wait.
    let said = '';
    for (let attempt = 0; attempt < 14 && !said.includes('후에 다시 시도할 수 있습니다.'); attempt += 1) {
      await form.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
      await form.getByRole('button', { name: '로그인', exact: true }).click();
      const alert = page.getByRole('alertdialog');
      await alert.waitFor({ timeout: STEP_MS });
      said = (await alert.textContent()) ?? '';
      await alert.getByRole('button', { name: '확인' }).click();
      await alert.waitFor({ state: 'hidden', timeout: STEP_MS });
    }
    expect(said).toContain(ko.ERR_TOO_MANY_REQUESTS);
    expect(said).toMatch(/\d+(초|분)/);
    expect(said).not.toContain(ko.ERR_LOGIN_FAILED);
  });

  it('the home page lists the fixture starting soon; a won bet toasts live, and its jackpot registration lands on the board', async () => {
    const e = e2e();
    await createTestMember(e.sql, { userId: 'walk01', nickname: '워크스루01' });
    const grant = await e.kbet(
      'balance',
      'adjust',
      'walk01',
      '100000',
      '--kind',
      'emoney',
      '--reason',
      '테스트 지급',
      '--yes',
    );
    expect(grant.code).toBe(0);
    await insertE2eFixture(e.sql, {
      id: FIXTURE,
      home: HOME,
      away: AWAY,
      startDate: inHours(2),
      prices: ['2.00', '3.30', '3.80'],
    });

    const page = await e.page();
    await e.login(page, 'walk01');
    await page.goto('/');
    const soon = page.getByRole('link', { name: new RegExp(`${HOME} vs ${AWAY}`) });
    await soon.waitFor({ timeout: STEP_MS });
    await expectVisibleText(page, '지금 진행 중');
    await expectVisibleText(page, '인기 리그');
    await soon.click();
    await page.waitForURL((url) => url.pathname === '/europe', { timeout: STEP_MS });

    const slip = page.getByRole('region', { name: /베팅카트/ });
    await page.getByRole('button', { name: `${HOME} 승 2.00` }).click();
    await slip.getByLabel('베팅금액').fill('10000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await (await alertShowing(page, ko.BET_CONFIRM)).getByRole('button', { name: '베팅하기' }).click();
    const receipt = page.getByRole('dialog', { name: '베팅 완료' });
    await expectVisibleText(receipt, '20,000원');
    await receipt.getByRole('button', { name: '확인' }).click();

    // Staff enter the result; the page hears of the win through the live stream, with no reload.
    const result = await e.kbet(
      'fixtures',
      'result',
      String(FIXTURE),
      '--periods',
      '10:1-0 20:1-0',
      '--reason',
      '워크스루 결과',
      '--yes',
    );
    expect(result.code).toBe(0);
    await page
      .getByRole('status')
      .getByText(/당첨! 당첨금 20,000원이 지급되었습니다\./)
      .waitFor({ timeout: STEP_MS });

    await page.goto('/bet_result/sports');
    const card = page.getByRole('article').filter({ hasText: HOME });
    await card.getByRole('button', { name: '잭팟등록' }).click();
    await acknowledgeAlert(page, ko.JACKPOT_REGISTERED);
    await expectPath(page, '/board/jackpot');
    const board = page.getByRole('table', { name: '잭팟 등록 내역' });
    const row = board.getByRole('row').filter({ hasText: '20,000원' });
    await row.waitFor({ timeout: STEP_MS });
    expect(await row.textContent()).toContain('워****');
  });
});
