import { expectedWin, findMinigameGame, ko } from '@kbet/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e';
import { type MinigameRounds, minigameRounds } from './support/minigameRounds';
import { alertShowing, expectHeaderAmount, expectVisibleText, readHeaderAmount, STEP_MS } from './support/ui';

const STAKE = 10_000;

const PLAYS = [
  { name: 'powerball on desktop', gameId: 'donghang', userId: 'member01', mobile: false },
  { name: 'ladder on desktop', gameId: 'donghang-sadari', userId: 'member02', mobile: false },
  { name: 'powerball on a phone', gameId: 'donghang', userId: 'member03', mobile: true },
  { name: 'ladder on a phone', gameId: 'donghang-sadari', userId: 'member05', mobile: true },
] as const;

/** The mini-game cart: beside the markets on desktop, the page's cart dialog on a phone. */
async function openCart(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile)
    return page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '베팅카트', exact: true }) });
  await page.getByRole('button', { name: '베팅카트 1', exact: true }).click();
  return page.getByRole('dialog', { name: '미니게임 베팅카트' });
}

describe('a mini-game round end to end (issue 12): bet, draw, payout, history, fairness proof', () => {
  const e2e = useE2E();
  let rounds: MinigameRounds;

  beforeAll(() => {
    rounds = minigameRounds(e2e().sql);
  });

  it.each(PLAYS)('$name', async ({ gameId, userId, mobile }) => {
    const e = e2e();
    const game = findMinigameGame(gameId);
    if (!game) throw new Error(`unknown game ${gameId}`);
    const round = await rounds.open(gameId);
    const market = await rounds.winningMarket(round);

    const page = await e.page({ mobile });
    await e.login(page, userId);
    await page.goto(`/minigame/${gameId}`);
    const before = await readHeaderAmount(page);
    // The running round and the time left to bet on it.
    await expectVisibleText(page, `${round.roundNo}회차`);
    await page.getByRole('timer', { name: '베팅 마감까지' }).waitFor({ timeout: STEP_MS });

    await page
      .getByRole('list', { name: '베팅 항목' })
      .getByRole('button')
      .filter({ has: page.getByText(market.label, { exact: true }) })
      .click();
    const cart = await openCart(page, mobile);
    await expectVisibleText(cart, `${round.roundNo}회차`);
    await cart.getByLabel('베팅금액').fill(String(STAKE));
    await cart.getByRole('button', { name: '베팅하기' }).click();
    const confirm = await alertShowing(page, ko.BET_CONFIRM);
    await confirm.getByRole('button', { name: '확인' }).click();
    await expectVisibleText(page, ko.BET_PLACED);
    await expectHeaderAmount(page, before - STAKE);

    // The draw: the engine closes, draws and settles the round; the page hears it on the live stream.
    await rounds.draw(gameId);
    await page
      .getByRole('heading', { name: `${round.roundNo}회차 추첨`, exact: true })
      .waitFor({ timeout: STEP_MS });
    const won = expectedWin(STAKE, [{ odds: market.odds }]);
    await expectHeaderAmount(page, before - STAKE + won);

    // Bet history, mini-game tab: the slip, won.
    const [slip] = await e.sql<{ slipId: number }[]>`
      SELECT b.slip_id::int FROM minigame_bets b JOIN members m ON m.id = b.member_id
      WHERE b.round_id = ${round.id} AND m.user_id = ${userId}`;
    expect(slip).toBeDefined();
    await page.goto('/bet_result');
    await page.getByRole('tab', { name: '미니게임' }).click();
    const card = page.getByRole('article', { name: `베팅 No.${slip?.slipId} (1폴더)` });
    // The legs are a table on desktop and cards on a phone: whichever the layout shows.
    for (const text of [market.label, '당첨']) {
      await card
        .getByText(text, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: STEP_MS });
    }

    // The results page recomputes the round from its revealed seed and checks it against the commitment.
    await page.goto(`/game_result/minigame?game=${encodeURIComponent(gameId)}`);
    const row = page
      .getByRole('list', { name: `${game.name} 회차 결과` })
      .getByRole('listitem')
      .filter({ has: page.getByText(`${round.roundNo}회차`, { exact: true }) });
    await expectVisibleText(row, '검증 완료');
    await expectVisibleText(row, market.label);
  });
});
