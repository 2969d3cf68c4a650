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

  it('sends guests and members to /maintenance while it is on, and home once staff turn it off', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, 'member05');
    await expectPath(page, '/');

    expect((await e.kbet(...maintenance('on'))).code).toBe(0);

    await page.goto('/');
    await expectPath(page, '/maintenance');
    await expectVisibleText(page, '서버 점검 안내');
    await expectVisibleText(page, ko.ERR_SITE_MAINTENANCE);
    await expectVisibleText(page, '완료 시까지');

    const guest = await e.page();
    await guest.goto('/');
    await expectPath(guest, '/maintenance');
    await expectVisibleText(guest, ko.ERR_SITE_MAINTENANCE);

    expect((await e.kbet(...maintenance('off'))).code).toBe(0);

    await guest.goto('/maintenance');
    await expectPath(guest, '/');
    await page.reload();
    await expectPath(page, '/');
    await e.login(page, 'member05');
    await expectVisibleText(page, 'VVIP05');
  });
});
