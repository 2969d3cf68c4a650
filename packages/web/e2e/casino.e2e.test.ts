import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docScreenshot } from './support/docScreenshot';
import { useE2E } from './support/e2e';
import { expectVisibleText, STEP_MS } from './support/ui';

const USER = 'member04';
const TO_CASINO = 10_000;

const amountOf = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).textContent()) ?? '').replaceAll(',', ''));

describe('casino, slot and hold’em end to end (issue 13): new windows, wallet callbacks, history', () => {
  const e2e = useE2E();

  /** The member's casino money as the ledger holds it. */
  const casinoMoney = async () => {
    const [row] = await e2e().sql<{ balance: number }[]>`
      SELECT a.balance FROM accounts a JOIN members m ON m.id = a.owner_member_id
      WHERE m.user_id = ${USER} AND a.kind = 'casino'`;
    return row?.balance ?? 0;
  };

  /** The slot-fruits rows of the member's casino bet history (/bet_result, 카지노 tab). */
  const historyRows = async (page: Page) => {
    await page.goto('/bet_result');
    await page.getByRole('tab', { name: '카지노' }).click();
    // The tab's part of the page may still be hydrating when it is tapped: React replays the tap once it has.
    await page.getByRole('tab', { name: '카지노', selected: true }).waitFor({ timeout: STEP_MS });
    // A table on a desktop, a list of cards on a phone; an empty history shows its empty state instead.
    const name = '카지노 베팅내역';
    const table = page.getByRole('table', { name });
    const cards = page.getByRole('list', { name });
    await table.or(cards).or(page.getByText('베팅내역이 없습니다.')).first().waitFor({ timeout: STEP_MS });
    return table
      .getByRole('cell', { name: 'slot-fruits', exact: true })
      .or(cards.getByRole('listitem').filter({ hasText: 'slot-fruits' }))
      .count();
  };

  it.each([
    { name: 'desktop', mobile: false },
    { name: 'phone (375×812)', mobile: true },
  ])(
    'on $name: opens /slot, launches a slot in a new window, spins, and the history shows it',
    async ({ mobile }) => {
      const e = e2e();
      const page = await e.page({ mobile });
      await e.login(page, USER);
      const rowsBefore = await historyRows(page);

      await page.goto('/slot');
      await page.getByLabel('전환 금액').fill(String(TO_CASINO));
      await page.getByRole('button', { name: '카지노머니로 전환' }).click();
      await expectVisibleText(page, '전환되었습니다.');
      const funded = await casinoMoney();

      const [game] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: '프루츠 5', exact: true }).click(),
      ]);
      await game.waitForURL(/\/sim\/casino\/game\?/, { timeout: STEP_MS });
      expect(new URL(game.url()).searchParams.get('platform')).toBe(mobile ? 'MOBILE' : 'PC');
      await game
        .locator('#balance')
        .filter({ hasText: funded.toLocaleString('ko-KR') })
        .waitFor();
      const stake = Number(await game.locator('#bet').inputValue());
      const [answer] = await Promise.all([
        game.waitForResponse((r) => r.url().endsWith('/sim/casino/round')),
        game.locator('#spin').click(),
      ]);
      const round = (await answer.json()) as { ok: boolean; win: number; balance: number };
      expect(round.ok).toBe(true);
      expect(round.balance).toBe(funded - stake + round.win);
      await game
        .locator('#balance')
        .filter({ hasText: round.balance.toLocaleString('ko-KR') })
        .waitFor();
      expect(await casinoMoney()).toBe(round.balance);
      await docScreenshot(game, mobile ? 'slot-window-mobile' : 'slot-window');

      // The stake and the win are two new records of the casino bet history.
      expect(await historyRows(page)).toBe(rowsBefore + 2);
      await docScreenshot(page, mobile ? 'casino-history-mobile' : 'casino-history');
    },
  );

  it('hold’em: the menu opens the table, buy in, play a hand, cash out; the wallet and the provider agree', async () => {
    const e = e2e();
    const page = await e.page();
    await e.login(page, USER);
    await page.goto('/casino');
    const before = await casinoMoney();
    expect(before).toBeGreaterThanOrEqual(10_000);

    const [table] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('button', { name: '레볼루션 홀덤' })
        .click(),
    ]);
    await table.waitForURL(/\/sim\/holdem\/table\?/, { timeout: STEP_MS });
    await table
      .locator('#balance')
      .filter({ hasText: before.toLocaleString('ko-KR') })
      .waitFor();

    const send = async (button: string, path: string) => {
      const [response] = await Promise.all([
        table.waitForResponse((r) => r.url().endsWith(`/sim/holdem/${path}`)),
        table.locator(button).click(),
      ]);
      return (await response.json()) as {
        ok: boolean;
        stack: number;
        balance?: number;
        hand?: { result: unknown };
      };
    };
    // The Korean day the round is booked on: the one before the buy-in or, past midnight, the one after it.
    const kstDay = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const buyInDay = kstDay();
    const seated = await send('#buyin', 'buyin');
    expect(seated).toMatchObject({ ok: true, stack: 10_000, balance: before - 10_000 });
    await table.locator('#stack').filter({ hasText: '10,000' }).waitFor();

    // One hand: check or call every street until it ends (a showdown, or the bot folds).
    let state = await send('#deal', 'deal');
    while (!state.hand?.result) state = await send('#call', 'act');
    await table
      .locator('#result')
      .filter({ hasText: /승리|패배|무승부/ })
      .waitFor();
    await docScreenshot(table, 'holdem-table');
    const stack = state.stack;
    expect(await amountOf(table, '#stack')).toBe(stack);

    const out = await send('#cashout', 'cashout');
    expect(out).toMatchObject({ ok: true, balance: before - 10_000 + stack });
    await table
      .locator('#balance')
      .filter({ hasText: (before - 10_000 + stack).toLocaleString('ko-KR') })
      .waitFor();
    expect(await casinoMoney()).toBe(before - 10_000 + stack);

    // The provider's own round report and our wallet agree for the day (KST), whatever the hour of the run.
    let checked = 0;
    for (const day of new Set([buyInDay, kstDay()])) {
      const result = await e.kbetJson<{ checked: number; mismatches: unknown[] }>(
        'casino',
        'reconcile',
        'revolution',
        '--day',
        day,
      );
      expect(result.mismatches).toEqual([]);
      checked += result.checked;
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });
});
