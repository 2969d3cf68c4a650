import { expectedWin, ko, VIRTUAL_MARKET_GROUPS, type VirtualMarketEntry } from '@kbet/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type E2E, useE2E } from './support/e2e';
import { alertShowing, expectHeaderAmount, expectVisibleText, readHeaderAmount, STEP_MS } from './support/ui';
import { type E2eVirtualRound, type VirtualRounds, virtualRounds } from './support/virtualRounds';

const STAKE = 10_000;
const SOCCER = 'soccer/premierships';
const DOGS = 'dog/goldenhillparks';

/** The market's odds button in its group's section of the page. */
const marketButton = (page: Page, market: VirtualMarketEntry): Locator =>
  page
    .getByRole('region', { name: VIRTUAL_MARKET_GROUPS[market.group] ?? market.group })
    .getByRole('button', { name: `${market.label} ${market.odds}`, exact: true });

/** Stakes STAKE on the cart's picks and confirms; the page then says the bet is placed. */
async function placeFromCart(page: Page, cart: Locator): Promise<void> {
  await cart.getByLabel('베팅금액').fill(String(STAKE));
  await cart.getByRole('button', { name: '베팅하기' }).click();
  const confirm = await alertShowing(page, ko.BET_CONFIRM);
  await confirm.getByRole('button', { name: '확인' }).click();
  await expectVisibleText(page, ko.BET_PLACED);
}

/** The member's slip on the round, from the database (its number names the history card). */
async function slipOf(e: E2E, round: E2eVirtualRound, userId: string): Promise<number> {
  const [slip] = await e.sql<{ slipId: number }[]>`
    SELECT b.slip_id::int FROM virtual_bets b JOIN virtual_events v ON v.id = b.event_id
    JOIN members m ON m.id = b.member_id WHERE v.round_id = ${round.id} AND m.user_id = ${userId}`;
  if (!slip) throw new Error(`${userId} has no bet on round ${round.id}`);
  return slip.slipId;
}

/** Waits until the history card of the slip shows each of `texts` (legs are a table on desktop, cards on a phone). */
async function expectCard(scope: Page | Locator, slipId: number, texts: readonly string[]): Promise<void> {
  const card = scope.getByRole('article', { name: `베팅 No.${slipId} (1폴더)` });
  for (const text of texts)
    await card
      .getByText(text, { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: STEP_MS });
}

describe('virtual sports end to end (issue 14): bet, replay, result, payout, history', () => {
  const e2e = useE2E();
  let rounds: VirtualRounds;

  beforeAll(() => {
    rounds = virtualRounds(e2e().sql);
  });

  it('a soccer match on desktop: bet in the cart, watch the replay, paid at the end, in /bet_result and the popup', async () => {
    const e = e2e();
    const round = await rounds.open(SOCCER);
    const { market, result } = await rounds.winningMarket(round, 0, '1x2');
    if (!('htHome' in result)) throw new Error('a soccer match has a score');

    const page = await e.page();
    await e.login(page, 'member04');
    await page.goto(`/bet365/${SOCCER}`);
    const before = await readHeaderAmount(page);
    const events = page.getByRole('list', { name: '경기 목록' });
    await events.getByRole('timer', { name: '베팅 마감까지' }).first().waitFor({ timeout: STEP_MS });
    await events.getByRole('button').first().click();
    await marketButton(page, market).click();
    const cart = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '베팅카트', exact: true }) });
    await expectVisibleText(cart, market.label);
    await placeFromCart(page, cart);
    await expectHeaderAmount(page, before - STAKE);

    // Kick-off: the engine draws the round and stores the replay; the page hears it and plays the match in step
    // with its clock (fixed here at half time, then at the final whistle: no wall-clock wait).
    const playing = await rounds.play(SOCCER);
    await page.clock.setFixedTime(new Date(playing.startsAt.getTime() + 30_000));
    const replay = page.getByRole('img', { name: /45'$/ });
    await replay.waitFor({ timeout: STEP_MS });

    await rounds.end(SOCCER);
    await page.clock.setFixedTime(new Date(playing.endsAt.getTime() + 1_000));
    await page
      .getByRole('img', { name: new RegExp(` ${result.home} : ${result.away} .* 90'$`) })
      .waitFor({ timeout: STEP_MS });
    const won = expectedWin(STAKE, [{ odds: market.odds }]);
    await expectHeaderAmount(page, before - STAKE + won);
    await e.capture('virtual-soccer-replay');

    const slipId = await slipOf(e, round, 'member04');
    await page.goto('/bet_result');
    await page.getByRole('tab', { name: '가상스포츠' }).click();
    await expectCard(page, slipId, [market.label, '당첨']);

    // The bet-history popup's bet365 tab lists it too.
    await page.getByRole('button', { name: '베팅내역' }).first().click();
    const popup = page.getByRole('dialog', { name: '베팅내역' });
    await popup.getByRole('tab', { name: '가상스포츠' }).click();
    await expectCard(popup, slipId, [market.label, '당첨']);
    await e.capture('virtual-soccer-history');
  });

  it('a greyhound race on a 375×812 phone: the footer cart dialog, the race replay, paid', async () => {
    const e = e2e();
    const round = await rounds.open(DOGS);
    const { market } = await rounds.winningMarket(round, 0, 'win');

    const page = await e.page({ mobile: true });
    await e.login(page, 'member02');
    await page.goto(`/bet365/${DOGS}`);
    const before = await readHeaderAmount(page);
    await page.getByRole('list', { name: '출전표' }).waitFor({ timeout: STEP_MS });
    await marketButton(page, market).click();
    // The footer's cart opens the virtual cart dialog on a virtual page.
    await page
      .getByRole('navigation', { name: '바로가기' })
      .getByRole('button', { name: '베팅카트' })
      .click();
    const cart = page.getByRole('dialog', { name: '가상스포츠 베팅카트' });
    await expectVisibleText(cart, market.label);
    await placeFromCart(page, cart);
    await cart.waitFor({ state: 'hidden', timeout: STEP_MS });
    await expectHeaderAmount(page, before - STAKE);

    const playing = await rounds.play(DOGS);
    await page.clock.setFixedTime(new Date(playing.startsAt.getTime() + 30_000));
    await page.getByRole('img', { name: '경주 리플레이' }).waitFor({ timeout: STEP_MS });
    await rounds.end(DOGS);
    await page.clock.setFixedTime(new Date(playing.endsAt.getTime() + 1_000));
    await expectHeaderAmount(page, before - STAKE + expectedWin(STAKE, [{ odds: market.odds }]));
    await e.capture('virtual-race-phone');

    const slipId = await slipOf(e, round, 'member02');
    await page.goto('/bet_result');
    await page.getByRole('tab', { name: '가상스포츠' }).click();
    await expectCard(page, slipId, [market.label, '당첨']);
    expect(page.viewportSize()).toEqual({ width: 375, height: 812 });
  });
});
