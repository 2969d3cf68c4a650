import { base32Decode, totp } from '@kbet/sdk';
import { DEMO_PASSWORD } from '@kbet/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeScan, blocking } from './support/axe';
import { docScreenshot } from './support/docScreenshot';
import { useE2E } from './support/e2e';
import { STEP_MS } from './support/ui';

/** The authenticator secret the test gives partner01, as if it had enrolled (compliance §10). */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('partner and recommender areas in the browser (issue 15)', () => {
  const e2e = useE2E();

  beforeAll(async () => {
    const e = e2e();
    await e.kbetJson(
      'partners',
      'create',
      'partner01',
      '--code',
      'E2EPT1',
      '--losing',
      '10',
      '--rolling',
      'sports=0.5',
    );
    await e.sql`
      UPDATE members SET partner_id = (SELECT id FROM members WHERE user_id = 'partner01') WHERE user_id = 'member05'`;
    await e.sql`
      UPDATE members SET recommender_id = (SELECT id FROM members WHERE user_id = 'recomm01')
      WHERE user_id = 'member05'`;
    await e.sql`
      INSERT INTO member_totp (member_id, secret, confirmed_at)
      SELECT id, ${SECRET}, now() FROM members WHERE user_id = 'partner01'`;
  });

  it('asks for the code, logs in with it, and shows the downline and the record pages', async () => {
    const page = await e2e().page();
    await page.goto('/auth/login');
    const form = page.locator('form').filter({ has: page.getByLabel('아이디') });
    await form.getByLabel('아이디').fill('partner01');
    await form.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    const code = form.getByLabel('OTP 인증번호');
    await code.waitFor({ timeout: STEP_MS });
    await code.fill(totp({ secret: base32Decode(SECRET) ?? new Uint8Array(), at: Date.now() }));
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: STEP_MS });

    await page.goto('/partner/member');
    await page.getByRole('cell', { name: 'member05' }).waitFor({ timeout: STEP_MS });
    await docScreenshot(page, 'partner-members');
    for (const path of [
      '/partner/member',
      '/partner/bet_history',
      '/partner/casino_bet_history',
      '/partner/customer',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_MS });
      expect(blocking(await axeScan(page)), path).toEqual([]);
    }
  });

  it('shows a recommender its referred members on a phone, in the light theme', async () => {
    const e = e2e();
    const phone = await e.page({ mobile: true });
    await e.login(phone, 'recomm01');
    await phone.goto('/recommender/member');
    await phone
      .getByText(/member05/)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: STEP_MS });
    expect(await phone.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await docScreenshot(phone, 'recommender-members-mobile');
    expect(blocking(await axeScan(phone))).toEqual([]);
  });
});
