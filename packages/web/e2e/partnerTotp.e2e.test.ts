import { addDays, base32Decode, totp } from '@kbet/sdk';
import { createTestMember, DEMO_PASSWORD, manualClock, postTestPlay, settleOnClock } from '@kbet/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeScan, blocking } from './support/axe';
import { docScreenshot } from './support/docScreenshot';
import { useE2E } from './support/e2e';
import { STEP_MS } from './support/ui';

/** The authenticator secret the test gives partner01, as if it had enrolled (compliance §10). */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

interface StoredLine {
  memberId: number;
  kind: string;
  amount: number;
  computation: string;
}

describe('partner and recommender areas in the browser (issue 15)', () => {
  const e2e = useE2E();
  /** partner01's lines of the settled week, as the settlement stored them. */
  let lines: StoredLine[] = [];

  beforeAll(async () => {
    const e = e2e();
    await e.kbetJson(
      'partners',
      'create',
      'partner01',
      '--code',
      'E2EPT1',
      '--losing',
      '10',
      '--rolling',
      'sports=0.5',
    );
    await e.sql`
      UPDATE members SET partner_id = (SELECT id FROM members WHERE user_id = 'partner01') WHERE user_id = 'member05'`;
    await e.sql`
      UPDATE members SET recommender_id = (SELECT id FROM members WHERE user_id = 'recomm01')
      WHERE user_id = 'member05'`;
    await e.sql`
      INSERT INTO member_totp (member_id, secret, confirmed_at)
      SELECT id, ${SECRET}, now() FROM members WHERE user_id = 'partner01'`;

    // A downline member of its own (exact figures whatever other files played): a sports stake of 100,000 won
    // paid 40,000, through the ledger. The ledger stamps it with the real time, so the settlement runs on a
    // clock put one period after the play's day, which closes the running week (partner01's contract, made
    // above, applies from it).
    const player = await createTestMember(e.sql, { userId: 'ptplayer1', nickname: '정산회원' });
    await e.sql`
      UPDATE members SET partner_id = (SELECT id FROM members WHERE user_id = 'partner01') WHERE id = ${player.id}`;
    await postTestPlay(e.sql, { memberId: player.id, kind: 'deposit', amount: 100_000 });
    await postTestPlay(e.sql, {
      memberId: player.id,
      kind: 'bet_stake',
      amount: -100_000,
      vertical: 'sports',
    });
    await postTestPlay(e.sql, {
      memberId: player.id,
      kind: 'bet_payout',
      amount: 40_000,
      vertical: 'sports',
    });
    const [played] = await e.sql<{ day: string; staff: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, (SELECT id FROM members WHERE user_id = 'admin01') AS staff
      FROM ledger_member_days WHERE member_id = ${player.id} AND vertical = 'sports'`;
    const day = played!.day;
    const clock = manualClock(new Date(Date.parse(`${addDays(day, 7)}T12:00:00+09:00`)));
    const { period } = await settleOnClock(e.sql, { day, clock, actorId: played!.staff });
    lines = await e.sql<StoredLine[]>`
      SELECT l.member_id, l.kind, l.amount::int8, l.computation
      FROM settlement_lines l JOIN members p ON p.id = l.partner_id AND p.user_id = 'partner01'
      WHERE l.period_id = ${period.id} ORDER BY l.id`;
    expect(lines.filter((line) => line.memberId === player.id)).toMatchObject([
      { kind: 'rolling', amount: 500 },
      { kind: 'losing', amount: 5_950 },
    ]);
  });

  it('asks for the code, logs in with it, and shows the downline and the record pages', async () => {
    const page = await e2e().page();
    await page.goto('/auth/login');
    const form = page.locator('form').filter({ has: page.getByLabel('아이디') });
    await form.getByLabel('아이디').fill('partner01');
    await form.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    const code = form.getByLabel('OTP 인증번호');
    await code.waitFor({ timeout: STEP_MS });
    await code.fill(totp({ secret: base32Decode(SECRET) ?? new Uint8Array(), at: Date.now() }));
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: STEP_MS });

    await page.goto('/partner/member');
    await page.getByRole('cell', { name: 'member05' }).waitFor({ timeout: STEP_MS });
    await docScreenshot(page, 'partner-members');
    for (const path of [
      '/partner/member',
      '/partner/bet_history',
      '/partner/casino_bet_history',
      '/partner/customer',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_MS });
      expect(blocking(await axeScan(page)), path).toEqual([]);
    }

    // The settled week on /partner/calc: every line the run stored, with the computation that produced it.
    await page.goto('/partner/calc');
    await page.getByRole('cell', { name: lines[0]!.computation, exact: true }).waitFor({ timeout: STEP_MS });
    for (const line of lines) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: line.computation, exact: true }) });
      expect(await row.count(), line.computation).toBeGreaterThan(0);
    }
    const computations = await page.getByRole('cell').allTextContents();
    expect(computations).toContain('100,000 × 0.5% = 500');
    expect(computations).toContain('(59,500) → 59,500 × 10% = 5,950');
    expect(blocking(await axeScan(page)), '/partner/calc').toEqual([]);
  });

  it('shows a recommender its referred members on a phone, in the light theme', async () => {
    const e = e2e();
    const phone = await e.page({ mobile: true });
    await e.login(phone, 'recomm01');
    await phone.goto('/recommender/member');
    await phone
      .getByText(/member05/)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: STEP_MS });
    expect(await phone.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await docScreenshot(phone, 'recommender-members-mobile');
    expect(blocking(await axeScan(phone))).toEqual([]);
  });
});
