import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import {
  acknowledgeAlert,
  escapeRegExp,
  expectPath,
  expectVisibleText,
  loginThroughUi,
  STEP_MS,
} from './support/ui';

describe('unread-message redirect (spec §4)', () => {
  const e2e = useE2E();

  it('sends a member with an unread message to /message with the new-message alert until it is read', async () => {
    const e = e2e();
    const title = '가입을 환영합니다 (브라우저 테스트)';
    const sent = await e.kbet(
      'messages',
      'send',
      '--user',
      'member02',
      '--title',
      title,
      '--contents',
      '<p>kbet 데모에 오신 것을 환영합니다.</p>',
      '--yes',
    );
    expect(sent.code).toBe(0);

    const page = await e.page();
    await loginThroughUi(page, 'member02');
    await expectPath(page, '/message');
    await acknowledgeAlert(page, ko.NEW_MESSAGE);

    // Any other page sends the member back while a message is unread.
    await page.goto('/attendance');
    await expectPath(page, '/message');
    await acknowledgeAlert(page, ko.NEW_MESSAGE);

    const message = page.getByRole('button', { name: new RegExp(escapeRegExp(title)) });
    await expectVisibleText(page, '새 쪽지');
    await message.click();
    await expectVisibleText(page, 'kbet 데모에 오신 것을 환영합니다.');
    await expect.poll(() => message.getAttribute('aria-expanded'), { timeout: STEP_MS }).toBe('true');
    await expect.poll(() => message.textContent(), { timeout: STEP_MS }).toContain('읽음');
    // The demo seed may have sent a welcome message too: read whatever is still new.
    const unreadRows = page.getByRole('button', { name: /새 쪽지/ });
    for (let left = await unreadRows.count(); left > 0; left = await unreadRows.count()) {
      await unreadRows.first().click();
      await expect.poll(() => unreadRows.count(), { timeout: STEP_MS }).toBe(left - 1);
    }

    // Once every message is read the member may go anywhere.
    const unread = await e.sql`
      SELECT count(*)::int AS n FROM messages m JOIN members u ON u.id = m.member_id
      WHERE u.user_id = 'member02' AND m.confirm_status = 0`;
    expect(unread[0]?.n).toBe(0);
    await page.goto('/attendance');
    await expectPath(page, '/attendance');
    await expectVisibleText(page, '출석체크');
  });
});
