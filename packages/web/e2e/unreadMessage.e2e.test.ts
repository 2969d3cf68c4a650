import { randomUUID } from 'node:crypto';
import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { acknowledgeAlert, expectPath, expectVisibleText, loginThroughUi, STEP_MS } from './support/ui';

interface Unread {
  title: string;
}

describe('unread-message redirect (spec §4)', () => {
  const e2e = useE2E();

  it('sends a member with an unread message to /message with the new-message alert until it is read', async () => {
    const e = e2e();
    const unreadOf = () => e.sql<Unread[]>`
      SELECT m.title FROM messages m JOIN members u ON u.id = m.member_id
      WHERE u.user_id = 'member02' AND m.confirm_status = 0 AND m.user_delete_flg = 0 ORDER BY m.id`;
    // The demo seed greets member02 with an unread welcome message; staff send one where another test has read
    // it already, under a title of its own, so the read welcome message cannot be mistaken for it.
    if ((await unreadOf()).length === 0) {
      const sent = await e.kbet(
        'messages',
        'send',
        '--user',
        'member02',
        '--title',
        `kbet 이용 안내 ${randomUUID().slice(0, 8)}`,
        '--contents',
        '<p>kbet 데모 사이트에 오신 것을 환영합니다.</p>',
        '--yes',
      );
      expect(sent.code).toBe(0);
    }
    const unread = await unreadOf();
    const first = unread[0]?.title ?? '';

    const page = await e.page();
    await loginThroughUi(page, 'member02');
    await expectPath(page, '/message');
    await acknowledgeAlert(page, ko.NEW_MESSAGE);

    // Any other page sends the member back while a message is unread.
    await page.goto('/attendance');
    await expectPath(page, '/message');
    await acknowledgeAlert(page, ko.NEW_MESSAGE);

    const fresh = page.getByRole('button', { name: /새 쪽지/ });
    await expect.poll(() => fresh.count(), { timeout: STEP_MS }).toBe(unread.length);
    const message = fresh.filter({ hasText: first }).first();
    await message.click();
    await expectVisibleText(page, '오신 것을 환영합니다');
    const opened = page.getByRole('button', { name: new RegExp(`읽음.*${first}`) });
    await expect.poll(() => opened.getAttribute('aria-expanded'), { timeout: STEP_MS }).toBe('true');
    for (let left = unread.length - 1; left > 0; left -= 1) {
      await fresh.first().click();
      await expect.poll(() => fresh.count(), { timeout: STEP_MS }).toBe(left - 1);
    }

    // Once every message is read the member may go anywhere.
    expect(await unreadOf()).toEqual([]);
    await page.goto('/attendance');
    await expectPath(page, '/attendance');
    await expectVisibleText(page, '출석체크');
  });
});
