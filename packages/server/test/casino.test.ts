import { randomUUID } from 'node:crypto';
import { CASINO_MESSAGES } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorWalletClient } from '../src/simulators/casino/createSimulatorWalletClient';
import { ledgerConsistent } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('casino: lobby, launch, casino money and bet history', () => {
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;
  const secret = 'casino-routes-secret';

  const get = (who: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const transfer = (who: LoggedIn, body: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/casino-money/transfer',
      headers: { ...who.headers, 'idempotency-key': key },
      payload: body,
    });
  const balances = async (who: LoggedIn) => {
    const me = (await get(who, `/member/${who.user.id}`)).json() as { emoney: number; casinoMoney: number };
    return { emoney: me.emoney, casinoMoney: me.casinoMoney };
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { casinoSimulatorSecret: secret } });
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('lists the vendors by vertical and a vendor’s games', async () => {
    const slots = (await get(member01, '/casino/vendors?vertical=slot')).json();
    expect(slots).toEqual([
      expect.objectContaining({ thirdPartyCode: 'kbetslot', vertical: 'slot', maintenanceFlag: 0 }),
    ]);
    const list = (await get(member01, '/enjoycx/gamelist?thirdpartycode=kbetlive')).json();
    expect(list.data.list.map((g: { code: string }) => g.code)).toEqual(['baccarat', 'roulette']);
    const unknown = await get(member01, '/enjoycx/gamelist?thirdpartycode=nope');
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ code: 'CASINO_MAINTENANCE', message: '점검중입니다.' });
  });

  it('moves cash to casino money and back, once per Idempotency-Key, with the rule’s Korean refusals', async () => {
    const before = await balances(member01);
    const key = randomUUID();
    const first = await transfer(member01, { direction: 'toCasino', amount: 20_000 }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      emoney: before.emoney - 20_000,
      casinoMoney: before.casinoMoney + 20_000,
    });
    const replay = await transfer(member01, { direction: 'toCasino', amount: 20_000 }, key);
    expect(replay.json()).toEqual(first.json());
    expect(await balances(member01)).toEqual(first.json());

    const back = await transfer(member01, { direction: 'toCash', amount: 5_000 });
    expect(back.json()).toEqual({ emoney: before.emoney - 15_000, casinoMoney: before.casinoMoney + 15_000 });

    const step = await transfer(member01, { direction: 'toCash', amount: 1_500 });
    expect(step.statusCode).toBe(400);
    expect(step.json()).toMatchObject({
      code: 'CASINO_TRANSFER_STEP',
      message: CASINO_MESSAGES.CASINO_TRANSFER_STEP,
    });
    const short = await transfer(member01, { direction: 'toCash', amount: 900_000_000 });
    expect(short.statusCode).toBe(400);
    const tooMuch = await transfer(member01, { direction: 'toCash', amount: before.casinoMoney + 16_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'CASINO_TRANSFER_SHORT' });
    for (const amount of [-1_000, 1e300, '1000', 1000.5])
      expect((await transfer(member01, { direction: 'toCasino', amount })).statusCode).toBe(400);
    expect((await transfer(member01, { direction: 'sideways', amount: 1_000 })).statusCode).toBe(400);
    expect(await balances(member01)).toEqual(back.json());
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('launches only for the session’s own userid; the link opens the simulator page', async () => {
    const other = await get(
      member01,
      `/enjoycx/play?userid=member02&thirdpartycode=kbetslot&gamecode=slot-fruits&platform=PC`,
    );
    expect(other.statusCode).toBe(403);
    const bad = await get(
      member01,
      '/enjoycx/play?userid=member01&thirdpartycode=kbetslot&gamecode=x&platform=TV',
    );
    expect(bad.statusCode).toBe(400);
    const play = await get(
      member01,
      '/enjoycx/play?userid=member01&thirdpartycode=kbetslot&gamecode=slot-fruits&platform=MOBILE',
    );
    expect(play.statusCode).toBe(200);
    expect(play.json().data.link).toMatch(
      /^\/sim\/casino\/game\?token=[0-9a-f]{64}&game=slot-fruits&platform=MOBILE$/,
    );
  });

  it('records every wallet call as a casino bet record; a member deletes only their own', async () => {
    const play = await get(
      member02,
      '/enjoycx/play?userid=member02&thirdpartycode=kbetlive&gamecode=baccarat&platform=PC',
    );
    const token = new URL(play.json().data.link, 'http://x').searchParams.get('token') ?? '';
    const wallet = createSimulatorWalletClient({
      secret,
      now: () => t.app.clock.now(),
      post: async ({ url, headers, body }) => {
        const response = await t.app.inject({ method: 'POST', url, headers, payload: body });
        return { statusCode: response.statusCode, body: response.body };
      },
    });
    const money = { token, user: 'member02', round: 'b1', game_code: 'baccarat' };
    expect((await wallet.call('bet', { ...money, transaction_uuid: 'b1-bet', amount: 2_000 })).status).toBe(
      'RS_OK',
    );
    expect(
      (
        await wallet.call('win', {
          ...money,
          transaction_uuid: 'b1-win',
          reference_transaction_uuid: 'b1-bet',
          amount: 3_900,
        })
      ).status,
    ).toBe('RS_OK');
    await wallet.call('bet', { ...money, round: 'b2', transaction_uuid: 'b2-bet', amount: 1_000 });
    await wallet.call('rollback', {
      ...money,
      round: 'b2',
      transaction_uuid: 'b2-rb',
      reference_transaction_uuid: 'b2-bet',
    });

    expect((await get(member02, '/enjoycx/user/count?page=1&perpage=10')).json()).toBe(4);
    expect((await get(member02, '/enjoycx/user/count?page=1&perpage=10&gameType=2')).json()).toBe(0);
    const records = (await get(member02, '/enjoycx/user?page=1&perpage=10')).json();
    expect(records.map((r: { transType: string; amount: number }) => [r.transType, r.amount])).toEqual([
      ['CANCEL', 1_000],
      ['BET', 1_000],
      ['WIN', 3_900],
      ['BET', 2_000],
    ]);
    expect(records[1]).toMatchObject({
      gameType: 1,
      thirdPartyName: 'kbet 라이브',
      gameCode: 'baccarat',
      cancelAmount: 1_000,
    });
    expect(records[1].cancelAt).toEqual(expect.any(String));
    expect(records[3].processedAt).toEqual(expect.any(String));

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/enjoycx/user/delete',
      headers: member01.headers,
      payload: records,
    });
    expect(foreign.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/enjoycx/user/delete',
      headers: member02.headers,
      payload: [],
    });
    expect(empty.json()).toMatchObject({ message: CASINO_MESSAGES.CASINO_DELETE_FAILED });
    const own = await t.app.inject({
      method: 'POST',
      url: '/enjoycx/user/delete',
      headers: member02.headers,
      payload: records.slice(0, 2),
    });
    expect(own.body).toBe(CASINO_MESSAGES.CASINO_DELETED);
    expect((await get(member02, '/enjoycx/user/count?page=1&perpage=10')).json()).toBe(2);
  });

  it('tags casino stakes, wins and refunds with their vertical in the ledger', async () => {
    const rows = await t.db.sql<{ kind: string; vertical: string }[]>`
      SELECT kind, vertical FROM ledger_transactions WHERE ref_type = 'casino_transaction' ORDER BY id`;
    expect(rows).toEqual([
      { kind: 'bet_stake', vertical: 'casino' },
      { kind: 'bet_payout', vertical: 'casino' },
      { kind: 'bet_stake', vertical: 'casino' },
      { kind: 'bet_cancel', vertical: 'casino' },
    ]);
  });
});
