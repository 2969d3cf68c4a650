import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { createMember } from './support/members';
import { acknowledgeAlert, escapeRegExp, expectVisibleText, STEP_MS } from './support/ui';

/** RG_EXCLUSION_STARTED with any end time. */
const started = new RegExp(escapeRegExp(ko.RG_EXCLUSION_STARTED('\u0000')).replace('\u0000', '.+'));

describe('self-exclusion ends the session (compliance §4)', () => {
  const e2e = useE2E();

  it('starts a 6-month self-exclusion after the strong confirm, logs the member out, and closes deposits', async () => {
    const e = e2e();
    await createMember(e.sql, 'rgtest01', '배제테스트');
    const page = await e.page();
    await e.login(page, 'rgtest01');
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
    await go.click();

    await acknowledgeAlert(page, started);
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).waitFor({ timeout: STEP_MS });
    // Spec §4: a logout goes home (checked last, so the steps below run whatever happens here).
    await page.waitForTimeout(500);
    const landed = new URL(page.url()).pathname;

    // The server ended the session because of the exclusion, not merely the client's logout.
    const sessions = await e.sql<{ endReason: string | null }[]>`
      SELECT s.end_reason FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.user_id = 'rgtest01'`;
    expect(sessions.map((s) => s.endReason)).toContain('excluded');
    expect(sessions.every((s) => s.endReason !== null)).toBe(true);

    // Logging in still works (withdrawals stay open), but deposits are closed with the reason.
    await e.login(page, 'rgtest01');
    await page.goto('/deposit');
    await expectVisibleText(page, ko.RG_SELF_EXCLUDED);
    await page.goto('/responsible-gambling');
    await expectVisibleText(page, `${ko.RG_SELF_EXCLUDED} 종료 예정:`);
    expect(await section.getByRole('button', { name: '자기 배제 시작' }).isDisabled()).toBe(true);
    expect(landed).toBe('/');
  });
});
