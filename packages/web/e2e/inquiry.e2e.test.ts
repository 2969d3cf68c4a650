import { ko } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { expectVisibleText, STEP_MS } from './support/ui';

interface InquiryRow {
  id: number;
  title: string;
}

describe('1:1 inquiry (spec §2 /customer, §5)', () => {
  const e2e = useE2E();

  it('files an inquiry, staff answer it through the CLI, and the member reads the answer', async () => {
    const e = e2e();
    const title = '입금 확인 문의';
    const question = '오늘 오후에 입금했는데 아직 반영되지 않았습니다.';
    const page = await e.page();
    await e.login(page, 'member04');
    await page.goto('/customer');
    await page.getByRole('tab', { name: '문의하기' }).click();

    const form = page.locator('form').filter({ has: page.getByLabel('제목') });
    await form.getByRole('button', { name: '문의하기' }).click();
    await expectVisibleText(form, ko.FIELD_REQUIRED);

    await form.getByLabel('제목').fill(title);
    await form.getByLabel('문의내용').fill(question);
    await form.getByRole('button', { name: '문의하기' }).click();
    await expectVisibleText(page, ko.SENT);

    // Back on the list: the new inquiry waits for an answer.
    const row = page.getByRole('button', { name: new RegExp(title) });
    await row.waitFor({ timeout: STEP_MS });
    await expect.poll(() => row.textContent(), { timeout: STEP_MS }).toContain('답변대기');

    const list = await e.kbetJson<{ items: InquiryRow[] }>('inquiries', 'list', '--status', 'unanswered');
    const filed = list.items.find((item) => item.title === title);
    expect(filed).toBeDefined();
    const answer = '입금 내역을 확인했습니다. 잠시 후 반영됩니다.';
    expect((await e.kbet('inquiries', 'answer', String(filed?.id), '--contents', answer, '--yes')).code).toBe(
      0,
    );

    await page.reload();
    await expect.poll(() => row.textContent(), { timeout: STEP_MS }).toContain('새 답변');
    await row.click();
    await expectVisibleText(page, question);
    await expectVisibleText(page, answer);
    await expect.poll(() => row.textContent(), { timeout: STEP_MS }).toContain('답변완료');
  });
});
