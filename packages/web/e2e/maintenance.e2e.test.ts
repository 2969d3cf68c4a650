import { ko } from '@kbet/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { expectPath, expectVisibleText } from './support/ui';

const maintenance = (flag: 'on' | 'off') =>
  [
    'settings',
    'set',
    '--maintenance',
    flag,
    '--maintenance-start',
    'none',
    '--maintenance-end',
    'none',
    '--reason',
    flag === 'on' ? '브라우저 테스트 점검' : '점검 완료',
    '--yes',
  ] as const;

describe('maintenance redirect (spec §2, §4)', () => {
  const e2e = useE2E();
  // Never leave the shared server in maintenance, whatever happened in the test.
  afterAll(async () => {
    await e2e().kbet(...maintenance('off'));
  });

  it('sends guests and members to /maintenance while it is on, and home once staff turn it off, keeping a member logged in', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member05');
    // Logging in may end on /message (the welcome message): start from home whatever ran before this file.
    await page.goto('/');
    await expectPath(page, '/');

    expect((await e.kbet(...maintenance('on'))).code).toBe(0);

    // The member reloads: their calls answer 503, which says nothing about the session, so it is kept.
    const stored = await page.evaluate(() => localStorage.getItem('kbet.session'));
    expect(stored).not.toBeNull();
    await page.reload();
    await expectPath(page, '/maintenance');
    await expectVisibleText(page, '서버 점검 안내');
    await expectVisibleText(page, ko.ERR_SITE_MAINTENANCE);
    await expectVisibleText(page, '완료 시까지');
    await page.goto('/deposit');
    await expectPath(page, '/maintenance');
    // Past the first 5-second retry of the member read, which still answers 503.
    await page.waitForTimeout(6_000);
    expect(await page.evaluate(() => localStorage.getItem('kbet.session'))).toBe(stored);

    const guest = await e.page();
    await guest.goto('/');
    await expectPath(guest, '/maintenance');
    await expectVisibleText(guest, ko.ERR_SITE_MAINTENANCE);

    expect((await e.kbet(...maintenance('off'))).code).toBe(0);

    await guest.goto('/maintenance');
    await expectPath(guest, '/');
    // Once it is over the member is still logged in, without logging in again.
    await page.reload();
    await expectPath(page, '/');
    await expectVisibleText(page.getByRole('banner'), 'VVIP05');
    expect(await page.getByRole('banner').getByRole('button', { name: '로그인' }).count()).toBe(0);
    await page.goto('/deposit');
    await expectPath(page, '/deposit');
    await expectVisibleText(page, '입금신청');
  });
});
