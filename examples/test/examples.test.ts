import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/kbetServer.mjs';

const EXAMPLES = fileURLToPath(new URL('..', import.meta.url));

/** Runs the Node example as a developer would (tsx), against the test's kbet. */
function runNodeExample(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'node/placeBet.ts'], {
    cwd: EXAMPLES,
    env: { ...process.env, KBET_URL: inject('examplesKbetUrl'), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const won = (text: string) => Number(text.replaceAll(',', ''));

describe('examples/node/placeBet.ts', () => {
  it('logs in, lists fixtures, places a bet that takes the stake, and follows the live push', async () => {
    const run = await runNodeExample({ KBET_USER: 'member01', KBET_STAKE: '5000', KBET_LIVE_EVENTS: '2' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const before = run.stdout.match(/^logged in: member01 \(회원01\), cash ([\d,]+)원$/m);
    expect(before).not.toBeNull();
    expect(run.stdout).toMatch(/^fixtures: [1-9]\d* of \d+$/m);
    expect(run.stdout).toMatch(/^slip: .+ @ \d+\.\d{2}, stake 5,000원, to win [\d,]+원$/m);
    const after = run.stdout.match(/^bet placed: slip \d+, cash now ([\d,]+)원$/m);
    expect(won(after![1]!)).toBe(won(before![1]!) - 5_000);
    expect(run.stdout).toMatch(/^error: 400 ERR_INVALID_INPUT$/m);
    expect(run.stdout).toMatch(/^followed 2 live events$/m);
  });
});

describe('example pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh page (no cookies, no storage) that accepts the odds-change confirm, should the feed move a price. */
  async function open(path: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${inject('examplesPagesUrl')}${path}`);
    return page;
  }

  /** Logs in, picks the first listed price, stakes 5,000 won and places the bet. */
  async function bet(page: Page, userId: string) {
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill('kbet1234');
    await page.getByRole('button', { name: '로그인' }).click();

    const fixtures = page.getByRole('list', { name: '경기' });
    await fixtures.getByRole('listitem').first().waitFor();
    expect(await fixtures.getByRole('listitem').count()).toBeGreaterThan(0);
    const pick = fixtures.getByRole('listitem').first();
    const teams = (await pick.textContent())!.split(' vs ')[0]!;
    await pick.getByRole('button').first().click();

    const slip = page.getByRole('region', { name: '베팅카트' });
    await slip.getByRole('listitem').filter({ hasText: teams }).waitFor();
    await slip.getByLabel('베팅금액').fill('5000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await slip.getByText(/^베팅이 완료되었습니다\. 슬립 \d+, 보유머니 [\d,]+원$/).waitFor();
  }

  it('the plain TypeScript page lists fixtures and places a bet', async () => {
    const page = await open('/vanilla/');
    await bet(page, 'member02');
    await page.getByRole('status').filter({ hasText: '회원02' }).waitFor();
  });

  it('the React page lists fixtures and places a bet', async () => {
    const page = await open('/react/');
    await bet(page, 'member03');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('2,995,000원');
  });
});
