import { ko, POLL_INTERVAL_MS } from '@kbet/sdk';
import type { Page } from 'playwright-core';
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

/** The member in the stored session (the login stamp beside it moves with every navigation). */
const storedMember = (page: Page) =>
  page.evaluate(() => {
    const stored = localStorage.getItem('kbet.session');
    return stored === null ? null : (JSON.parse(stored) as { memberId?: number }).memberId;
  });

/**
 * Moves the page's clock past the session's next poll of the member read and waits for its answer, so no
 * test waits on wall time. Resolves with the answer's status.
 */
async function nextMemberPoll(page: Page): Promise<number> {
  const answered = page.waitForResponse((response) =>
    /^\/member\/\d+$/.test(new URL(response.url()).pathname),
  );
  await page.clock.runFor(POLL_INTERVAL_MS);
  return (await answered).status();
}

describe('maintenance redirect (spec §2, §4)', () => {
  const e2e = useE2E();
  // Never leave the shared server in maintenance, whatever happened in the test.
  afterAll(async () => {
    await e2e().kbet(...maintenance('off'));
  });

  it('sends guests and members to /maintenance while it is on, and home once staff turn it off, keeping a member logged in', async () => {
    const e = e2e();
    const page = await e.page();
    // The page's timers (the session's 5-second poll) run on a clock the test moves.
    await page.clock.install();
    await e.login(page, 'member05');
    // Logging in may end on /message (the welcome message): start from home whatever ran before this file.
    await page.goto('/');
    await expectPath(page, '/');

    expect((await e.kbet(...maintenance('on'))).code).toBe(0);

    // The member reloads: their calls answer 503, which says nothing about the session, so it is kept.
    const member = await storedMember(page);
    expect(member).toEqual(expect.any(Number));
    await page.reload();
    await expectPath(page, '/maintenance');
    await expectVisibleText(page, '서버 점검 안내');
    await expectVisibleText(page, ko.ERR_SITE_MAINTENANCE);
    await expectVisibleText(page, '완료 시까지');
    await page.goto('/deposit');
    await expectPath(page, '/maintenance');
    // The poll's retries of the member read still answer 503: the session stays, and the store keeps polling
    // (an ended session would stop it, and the second poll would never come).
    expect(await nextMemberPoll(page)).toBe(503);
    expect(await nextMemberPoll(page)).toBe(503);
    expect(await storedMember(page)).toBe(member);

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
