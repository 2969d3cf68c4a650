import { CHARGE_STATUS, createKbetClient, DEPOSIT_BONUS_CODE, DEPOSIT_MODE } from '@kbet/sdk';
import { DEMO_PASSWORD } from '@kbet/testkit';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { STEP_MS } from './support/ui';

describe('staff approve a charge from /admin (issue 15)', () => {
  const e2e = useE2E();

  it('shows the waiting deposit in the queue and approves it with a reason', async () => {
    const e = e2e();
    let token: string | undefined;
    const member = createKbetClient({ baseURL: e.url, token: () => token });
    const login = await member.auth.login({ userId: 'partner02', password: DEMO_PASSWORD });
    token = login.token;
    await member.money.charge({
      memberId: login.user.id,
      depositMode: DEPOSIT_MODE.DEPOSIT,
      depositAmount: 70_000,
      depositName: '',
      type: 0,
      pointType: DEPOSIT_BONUS_CODE.NO_BONUS,
    });

    const page = await e.page();
    await e.login(page, 'admin01');
    // The login takes the staff account to /admin by itself (spec §6). The browser harness runs with KBET_ENV=test
    // (the second factor optional): admin01 has no second factor to enrol here.
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: STEP_MS });
    const row = page.getByRole('row').filter({ hasText: 'partner02' }).filter({ hasText: '70,000' });
    await row.waitFor({ timeout: STEP_MS });
    await page.getByLabel('처리 사유').fill('입금 확인');
    await row.getByRole('button', { name: '승인' }).click();
    await row.waitFor({ state: 'detached', timeout: STEP_MS });
    const [charge] = await e.sql<{ status: number }[]>`
      SELECT c.status FROM charges c JOIN members m ON m.id = c.member_id
      WHERE m.user_id = 'partner02' AND c.deposit_amount = 70000 ORDER BY c.id DESC LIMIT 1`;
    expect(charge?.status).toBe(CHARGE_STATUS.DONE);
  });
});
