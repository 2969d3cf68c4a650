import { ko, verifyChainLink } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoMoneyOf, fundCasinoMoney, openHoldemTable } from './holdemSeat';
import { ledgerConsistent } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('hold’em: the menu’s list, the launch steps and the use-flag rule', () => {
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;

  const get = (who: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const create = (who: LoggedIn, game: string) =>
    `/${game}/user/create?userId=${who.user.userId}&nickname=${encodeURIComponent(String(who.user.nickname))}`;
  const steps = (who: LoggedIn) =>
    ['revolution', 'realpoker'].flatMap((game) => [
      create(who, game),
      `/${game}/game/link?userId=${who.user.userId}`,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
    await t.app.sql`UPDATE members SET revolution_use_flag = 1 WHERE id = ${member02.user.id}`;
    await t.app.sql`UPDATE members SET realpoker_use_flag = 2 WHERE id = ${member02.user.id}`;
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('lists both simulator tables, so the menu shows; a disabled provider drops out', async () => {
    const res = await get(member01, '/holdem/games');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { game: 'revolution', name: '레볼루션 홀덤' },
      { game: 'realpoker', name: '리얼포커' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/holdem/games' })).statusCode).toBe(401);
    await t.app.sql`UPDATE casino_providers SET enabled = false WHERE id = 'realpoker'`;
    expect((await get(member01, '/holdem/games')).json()).toEqual([
      { game: 'revolution', name: '레볼루션 홀덤' },
    ]);
    await t.app.sql`UPDATE casino_providers SET enabled = true WHERE id = 'realpoker'`;
  });

  it('keeps the tables out of the casino lobby', async () => {
    const vendors = (await get(member01, '/enjoycx/gamelist')).json();
    expect(JSON.stringify(vendors)).not.toContain('holdem');
  });

  it('refuses a member whose use flag is not 0 at every launch step (spec §6)', async () => {
    for (const url of steps(member02)) {
      const res = await get(member02, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'ERR_USER_CANNOT_USE', message: ko.ERR_USER_CANNOT_USE });
    }
  });

  it('refuses the link before the user is created, then creates it (code 1, uid kept) and links a table', async () => {
    const early = await get(member01, `/realpoker/game/link?userId=${member01.user.userId}`);
    expect(early.json()).toMatchObject({ code: 'ERR_UNKNOWN_CONTACT', message: ko.ERR_UNKNOWN_CONTACT });
    const created = await get(member01, create(member01, 'realpoker'));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ code: 1 });
    const [row] = await t.app.sql<{ realpokerUid: string | null }[]>`
      SELECT realpoker_uid FROM members WHERE id = ${member01.user.id}`;
    expect(row?.realpokerUid).toBe('RP-member01');
    const link = await get(member01, `/realpoker/game/link?userId=${member01.user.userId}`);
    expect(link.statusCode).toBe(200);
    expect(link.json().payload).toMatch(/^\/sim\/holdem\/table\?token=[0-9a-f]{64}&provider=realpoker$/);
  });

  it('answers 점검 for a game under the site’s maintenance flag or a provider in maintenance', async () => {
    await t.app.sql`UPDATE casino_providers SET maintenance = true WHERE id = 'realpoker'`;
    const res = await get(member01, `/realpoker/game/link?userId=${member01.user.userId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ERR_MAINTENANCE', message: ko.ERR_MAINTENANCE });
    await t.app.sql`UPDATE casino_providers SET maintenance = false WHERE id = 'realpoker'`;
  });

  it('refuses another member’s userId (403 FORBIDDEN) before anything else', async () => {
    const res = await get(member01, `/revolution/game/link?userId=${member02.user.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('hold’em simulator table: buy-in, hands against the bot, cash-out through the wallet', () => {
  let t: TestApp;
  let member01: LoggedIn;

  const casinoMoney = () => casinoMoneyOf(t.db.sql, member01);
  const post = async (path: string, body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: `/sim/holdem/${path}`, payload: body })).json();

  beforeAll(async () => {
    t = await createTestApp();
    member01 = await login(t.app, 'member01');
    await fundCasinoMoney(t.app, member01, 100_000, 'holdem-fund-1');
  });
  afterAll(() => t.close());

  const openTable = () => openHoldemTable(t.app, member01);

  it('serves the table page with its script and no inline script', async () => {
    const seat = await openTable();
    const page = await t.app.inject({ method: 'GET', url: `/sim/holdem/table?${new URLSearchParams(seat)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/sim/holdem/table.js"></script>');
    expect(page.body).toContain('레볼루션 홀덤');
    expect(page.body).not.toMatch(/<script>/);
  });

  it('plays hands: the buy-in is a debit, the cash-out the credit, the chips add up, each deal verifies', async () => {
    const seat = await openTable();
    const before = await casinoMoney();
    expect(before).toBeGreaterThanOrEqual(50_000);
    expect((await post('buyin', { ...seat, amount: 12_345 })).ok).toBe(false);
    const seated = await post('buyin', { ...seat, amount: 50_000 });
    expect(seated).toMatchObject({ ok: true, seated: true, stack: 50_000, balance: before - 50_000 });
    expect(await casinoMoney()).toBe(before - 50_000);
    expect((await post('buyin', { ...seat, amount: 10_000 })).code).toBe('SEATED');

    let stack = 50_000;
    let commitment = seated.commitment;
    for (let hand = 0; hand < 6; hand += 1) {
      let state = await post('deal', seat);
      expect(state.ok).toBe(true);
      // Always call (check when nothing is owed): every hand reaches a showdown or the bot folds.
      while (!state.hand.result) state = await post('act', { ...seat, action: 'call' });
      expect(verifyChainLink(state.revealed, commitment)).toBe(true);
      commitment = state.revealed;
      const { payout } = state.hand.result;
      stack += payout[0] - state.hand.committed[0];
      expect(state.stack).toBe(stack);
      if (state.hand.result.reason === 'showdown') expect(state.hand.bot).toHaveLength(2);
      expect((await post('act', { ...seat, action: 'call' })).code).toBe('NO_HAND');
    }
    const dealt = await post('deal', seat);
    expect((await post('cashout', seat)).code).toBe('HAND_IN_PLAY');
    let state = dealt;
    while (!state.hand.result) state = await post('act', { ...seat, action: 'call' });
    stack = state.stack;
    const out = await post('cashout', seat);
    expect(out).toMatchObject({
      ok: true,
      seated: false,
      cashedOut: stack,
      balance: before - 50_000 + stack,
    });
    expect(await casinoMoney()).toBe(before - 50_000 + stack);
    expect((await post('cashout', seat)).code).toBe('NOT_SEATED');

    const records = await t.db.sql<{ action: string; amount: number; status: string }[]>`
      SELECT action, amount, status FROM casino_transactions WHERE provider_id = 'revolution' ORDER BY id`;
    expect(records).toEqual([
      { action: 'debit', amount: 50_000, status: 'settled' },
      { action: 'credit', amount: stack, status: 'done' },
    ]);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('refuses a buy-in beyond the casino money with the real balance', async () => {
    const seat = await openTable();
    const balance = await casinoMoney();
    const res = await post('buyin', { ...seat, amount: 1_000_000 });
    expect(res).toMatchObject({ ok: false, code: 'NOT_ENOUGH_MONEY', balance });
  });

  it('refuses a token of another provider’s launch', async () => {
    const seat = await openTable();
    const res = await post('buyin', { ...seat, provider: 'realpoker', amount: 10_000 });
    expect(res.ok).toBe(false);
  });
});
