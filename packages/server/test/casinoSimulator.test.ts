import { casinoTableMarkets, evaluateSlot, SLOT_GEMS, verifyChainLink } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerConsistent } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('simulator casino provider: game window, slot and table rounds through the wallet', () => {
  let t: TestApp;
  let member01: LoggedIn;

  const launch = async (thirdParty: string, game: string) => {
    const play = await t.app.inject({
      method: 'GET',
      url: `/enjoycx/play?userid=member01&thirdpartycode=${thirdParty}&gamecode=${game}&platform=PC`,
      headers: member01.headers,
    });
    return new URL(play.json().data.link, 'http://kbet.test');
  };
  const round = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/sim/casino/round', payload: body });
  const casinoMoney = async () => {
    const [row] = await t.db.sql<{ balance: number }[]>`
      SELECT balance FROM accounts WHERE owner_member_id = ${member01.user.id} AND kind = 'casino'`;
    return row?.balance ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  it('serves the game window with its script (no inline script) and a 404 page for an unknown game', async () => {
    const link = await launch('kbetslot', 'slot-gems');
    const page = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/sim/casino/game.js"></script>');
    expect(page.body).toContain('젬스 10');
    const script = await t.app.inject({ method: 'GET', url: '/sim/casino/game.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/sim/casino/game?token=${'a'.repeat(64)}&game=nope`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('spins a slot: the stake and win move through the wallet, the outcome verifies against the commitment', async () => {
    const token = (await launch('kbetslot', 'slot-gems')).searchParams.get('token') ?? '';
    const state = (await t.app.inject({ method: 'GET', url: `/sim/casino/state?token=${token}` })).json();
    const before = await casinoMoney();
    expect(state.balance).toBe(before);
    let balance = before;
    let previous = state.commitment;
    for (let i = 0; i < 5; i += 1) {
      const spin = (await round({ token, game: 'slot-gems', bet: 1_000 })).json();
      expect(spin.ok).toBe(true);
      expect(spin.previous).toBe(previous);
      expect(verifyChainLink(spin.seed, spin.previous)).toBe(true);
      expect(spin.outcome).toEqual(evaluateSlot(SLOT_GEMS, spin.outcome.stops));
      expect(spin.win).toBe(100 * spin.outcome.multiplier);
      balance += spin.win - 1_000;
      expect(spin.balance).toBe(balance);
      previous = spin.seed;
    }
    expect(await casinoMoney()).toBe(balance);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/enjoycx/user?page=1&perpage=100&gameType=2',
        headers: member01.headers,
      })
    ).json();
    expect(history.filter((r: { transType: string }) => r.transType === 'BET')).toHaveLength(5);
    const verticals = await t.db.sql<{ vertical: string }[]>`
      SELECT DISTINCT vertical FROM ledger_transactions WHERE ref_type = 'casino_transaction' AND kind = 'bet_stake'`;
    expect(verticals).toEqual([{ vertical: 'slot' }]);
  });

  it('plays baccarat and roulette with the mini-game rules; refuses a stake off the slot’s lines or unknown spot', async () => {
    const baccarat = (await launch('kbetlive', 'baccarat')).searchParams.get('token') ?? '';
    const hand = (await round({ token: baccarat, game: 'baccarat', bet: 1_000, market: 'player' })).json();
    expect(hand).toMatchObject({ ok: true, roundNo: 1 });
    expect(hand.outcome.family).toBe('baccarat');
    const player = casinoTableMarkets('baccarat').find((m) => m.id === 'player');
    expect([0, Number((1_000n * (player?.hundredths ?? 0n)) / 100n)]).toContain(hand.win);
    const roulette = (await launch('kbetlive', 'roulette')).searchParams.get('token') ?? '';
    const spin = (await round({ token: roulette, game: 'roulette', bet: 1_000, market: 'odd' })).json();
    expect(spin.outcome.family).toBe('roulette');
    const slot = (await launch('kbetslot', 'slot-gems')).searchParams.get('token') ?? '';
    expect((await round({ token: slot, game: 'slot-gems', bet: 1_005 })).json()).toMatchObject({ ok: false });
    expect(
      (await round({ token: baccarat, game: 'baccarat', bet: 1_000, market: 'nope' })).json(),
    ).toMatchObject({
      ok: false,
    });
    expect((await round({ token: 'f'.repeat(64), game: 'slot-gems', bet: 1_000 })).json()).toMatchObject({
      ok: false,
      status: 'RS_ERROR_INVALID_TOKEN',
    });
  });

  it('refuses a spin over the casino money with the real balance, moving nothing', async () => {
    const token = (await launch('kbetslot', 'slot-fruits')).searchParams.get('token') ?? '';
    const before = await casinoMoney();
    const spin = (await round({ token, game: 'slot-fruits', bet: (Math.floor(before / 5) + 1) * 5 })).json();
    expect(spin).toMatchObject({ ok: false, status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: before });
    expect(await casinoMoney()).toBe(before);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });
});
