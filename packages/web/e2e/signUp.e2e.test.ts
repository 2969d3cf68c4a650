import { ko } from '@kbet/sdk';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import {
  acknowledgeAlert,
  alertShowing,
  expectHeaderAmount,
  expectVisibleText,
  labelled,
  STEP_MS,
} from './support/ui';

interface SmsCodeRow {
  code: string;
  createdAt: string;
}

/** Picks the option whose label contains `text` (code lists label years '1990' or '1990년'). */
async function chooseOption(select: Locator, text: string): Promise<void> {
  const value = await select.evaluate(
    (element, wanted) =>
      Array.from((element as HTMLSelectElement).options).find((option) => option.text.includes(wanted))
        ?.value,
    text,
  );
  if (value === undefined) throw new Error(`no option "${text}"`);
  await select.selectOption(value);
}

/** The first real option (after the placeholder). */
async function chooseFirst(select: Locator): Promise<void> {
  const value = await select.evaluate(
    (element) =>
      Array.from((element as HTMLSelectElement).options).find((option) => option.value !== '')?.value,
  );
  if (value === undefined) throw new Error('no options');
  await select.selectOption(value);
}

describe('sign-up with the SMS code → staff approval → login (spec §2, §4, §5)', () => {
  const e2e = useE2E();

  it('registers through both dialogs, waits for approval, and logs in once staff approve', async () => {
    const e = e2e();
    const phone = '01077778888';
    const page = await e.page();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();

    const codeDialog = page.getByRole('dialog', { name: '회원가입' });
    await codeDialog.getByLabel('가입코드').fill('NOPE99');
    await codeDialog.getByLabel('가입코드').press('Enter');
    await expectVisibleText(codeDialog, ko.SIGNUP_CODE_UNKNOWN);
    await codeDialog.getByLabel('가입코드').fill('KBET01');
    await codeDialog.getByLabel('가입코드').press('Enter');

    const form = page.getByRole('dialog', { name: '회원 정보 입력' });
    await form.waitFor({ timeout: STEP_MS });
    expect(await labelled(form, '추천인코드').inputValue()).toBe('KBET01');
    await labelled(form, '아이디').fill('newbie77');
    await labelled(form, '닉네임').fill('새내기77');
    await labelled(form, '비밀번호').fill('kbet5678');
    await labelled(form, '비밀번호 확인').fill('kbet5678');
    await labelled(form, '예금주').fill('홍길동');
    await chooseOption(labelled(form, '출생 연도'), '1990');
    await chooseOption(labelled(form, '출생 월'), '5');
    await chooseOption(labelled(form, '출생 일'), '17');
    await chooseFirst(labelled(form, '통신사'));
    await labelled(form, '휴대폰번호').fill(phone);
    await form.getByRole('button', { name: '인증번호 요청' }).click();
    await acknowledgeAlert(page, ko.SMS_SENT);

    // The SMS simulator's code, as support would read it for the member.
    const codes = await e.kbetJson<SmsCodeRow[]>('sms', 'codes', '--phone', phone);
    const latest = [...codes].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(latest?.code).toMatch(/^\d{6}$/);
    await labelled(form, '인증번호').fill(latest?.code ?? '');
    await form.getByRole('button', { name: '확인', exact: true }).click();
    await form.getByRole('button', { name: '인증완료' }).waitFor({ timeout: STEP_MS });

    await chooseFirst(labelled(form, '은행'));
    await labelled(form, '계좌번호').fill('11012345678');
    await labelled(form, '계좌 비밀번호').fill('4321');
    const antiBot = (await form.getByRole('img', { name: /자동방지코드/ }).getAttribute('aria-label')) ?? '';
    await labelled(form, '자동방지코드').fill(antiBot.replace('자동방지코드', '').replaceAll(' ', ''));
    await form.getByRole('button', { name: '회원가입' }).click();

    const done = await alertShowing(page, ko.SIGNUP_COMPLETED);
    await expectVisibleText(done, ko.SIGNUP_APPROVAL_SUPPORT);
    await done.getByRole('button', { name: '확인' }).click();

    // Pending until staff approve (spec §4).
    await page.goto('/auth/login');
    const login = page.locator('form').filter({ has: page.getByLabel('아이디') });
    await login.getByLabel('아이디').fill('newbie77');
    await login.getByLabel('비밀번호', { exact: true }).fill('kbet5678');
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await acknowledgeAlert(page, ko.MEMBER_PENDING);

    const approved = await e.kbet('members', 'approve', 'newbie77', '--reason', '본인 확인', '--yes');
    expect(approved.code).toBe(0);

    await e.login(page, 'newbie77', 'kbet5678');
    await expectVisibleText(page.getByRole('banner'), '새내기77');
    await expectHeaderAmount(page, 0);
  });
});
