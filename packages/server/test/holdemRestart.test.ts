import { verifyChainLink } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASINO_LAUNCH_TTL_MS } from '../src/domain/casino/launchCasinoGame';
import type { SimulatorPost } from '../src/simulators/casino/createSimulatorWalletClient';
import { injectWalletPost } from '../src/simulators/casino/injectWalletPost';
import { appHoldemSimulator } from '../src/simulators/holdem/appHoldemSimulator';
import { casinoMoneyOf, fundCasinoMoney, openHoldemTable } from './holdemSeat';
import { ledgerConsistent } from './support/bettingFeed';
import {
  createTestApp,
  createTestDatabase,
  type LoggedIn,
  login,
  type ManualClock,
  manualClock,
  seededBytes,
  type TestApp,
  type TestDatabase,
} from './support/testApp';

/** A wallet line that delivers the call but loses the answer of `action` (a timeout after commit). */
const losingAnswerOf =
  (app: TestApp['app'], action: 'bet' | 'win'): SimulatorPost =>
  async (request) => {
    const answer = await injectWalletPost(app)(request);
    if (request.url.endsWith(`/${action}`)) throw new Error(`the ${action} answer was lost`);
    return answer;
  };

describe('hold’em tables survive a restart: the stack is resumed or cashed out once', () => {
  let db: TestDatabase;
  let clock: ManualClock;
  let first: TestApp;
  let member01: LoggedIn;

  const casinoMoney = () => casinoMoneyOf(db.sql, member01);
  const post = async (t: TestApp, path: string, body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: `/sim/holdem/${path}`, payload: body })).json();
  const state = async (t: TestApp, seat: { token: string; provider: string }) =>
    (await t.app.inject({ method: 'GET', url: `/sim/holdem/state?${new URLSearchParams(seat)}` })).json();
  const openTable = (t: TestApp) => openHoldemTable(t.app, member01);
  const roundsBook = async (roundPrefix: string) =>
    db.sql<{ bet: number; win: number }[]>`
      SELECT bet, win FROM sim_provider_rounds
      WHERE provider_id = 'revolution' AND round_id LIKE ${`${roundPrefix}%`}`;
  const walletRecords = async (roundPrefix: string) =>
    db.sql<{ action: string; amount: number }[]>`
      SELECT action, amount FROM casino_transactions
      WHERE provider_id = 'revolution' AND round_id LIKE ${`${roundPrefix}%`} ORDER BY id`;

  beforeAll(async () => {
    db = await createTestDatabase();
    clock = manualClock();
    first = await createTestApp({ db, clock, randomBytes: seededBytes('holdem-restart') });
    member01 = await login(first.app, 'member01');
    await fundCasinoMoney(first.app, member01, 300_000, 'holdem-restart-fund');
  });
  afterAll(async () => {
    await first.close();
    await db.drop();
  });

  it('resumes a hand in play on the restarted server: same cards, same seed, the stack cashed out once', async () => {
    const seat = await openTable(first);
    const before = await casinoMoney();
    expect((await post(first, 'buyin', { ...seat, amount: 50_000 })).stack).toBe(50_000);
    const dealt = await post(first, 'deal', seat);
    const midHand = await post(first, 'act', { ...seat, action: 'call' });
    expect(midHand.hand.result).toBeNull();
    await first.close();

    // Another RNG seed: a resumed table deals from its stored chain, never from the new server's secrets.
    first = await createTestApp({ db, clock, randomBytes: seededBytes('holdem-restart-2') });
    const resumed = await state(first, seat);
    expect(resumed).toMatchObject({ ok: true, seated: true, stack: 50_000, buyIn: 50_000, handNo: 1 });
    expect(resumed.hand).toEqual(midHand.hand);
    expect(resumed.commitment).toBe(dealt.commitment);

    let hand = resumed;
    while (!hand.hand.result) hand = await post(first, 'act', { ...seat, action: 'call' });
    expect(verifyChainLink(hand.revealed, dealt.commitment)).toBe(true);
    const stack = 50_000 + hand.hand.result.payout[0] - hand.hand.committed[0];
    expect(hand.stack).toBe(stack);
    expect(await post(first, 'cashout', seat)).toMatchObject({ ok: true, seated: false, cashedOut: stack });
    expect(await casinoMoney()).toBe(before - 50_000 + stack);
    const round = seat.token.slice(0, 16);
    expect(await roundsBook(round)).toEqual([{ bet: 50_000, win: stack }]);
    expect(await walletRecords(round)).toEqual([
      { action: 'debit', amount: 50_000 },
      { action: 'credit', amount: stack },
    ]);
    expect(await ledgerConsistent(db.sql)).toBe(true);
  });

  it('finishes a buy-in and a cash-out whose answers were lost, moving the money and booking the round once', async () => {
    const seat = await openTable(first);
    const before = await casinoMoney();
    // The server that sent the debit stops before it hears the answer: the wallet took the money.
    const cut = appHoldemSimulator(first.app, 'revolution', losingAnswerOf(first.app, 'bet'));
    await expect(cut.buyIn(seat.token, 20_000)).rejects.toThrow('the bet answer was lost');
    expect(await casinoMoney()).toBe(before - 20_000);
    // The next visit (any server) sends the same debit again: the wallet answers what it answered.
    expect(await state(first, seat)).toMatchObject({ ok: true, seated: true, stack: 20_000 });
    expect(await casinoMoney()).toBe(before - 20_000);

    const cutAgain = appHoldemSimulator(first.app, 'revolution', losingAnswerOf(first.app, 'win'));
    await expect(cutAgain.cashOut(seat.token)).rejects.toThrow('the win answer was lost');
    expect(await casinoMoney()).toBe(before);
    // The cash-out replayed: the member sees it done, the wallet credits nothing more.
    expect(await post(first, 'cashout', seat)).toMatchObject({ ok: true, seated: false, cashedOut: 20_000 });
    expect(await post(first, 'cashout', seat)).toMatchObject({ ok: false, code: 'NOT_SEATED' });
    expect(await casinoMoney()).toBe(before);
    const round = seat.token.slice(0, 16);
    expect(await roundsBook(round)).toEqual([{ bet: 20_000, win: 20_000 }]);
    expect(await walletRecords(round)).toEqual([
      { action: 'debit', amount: 20_000 },
      { action: 'credit', amount: 20_000 },
    ]);
    expect(await ledgerConsistent(db.sql)).toBe(true);
  });

  it('cashes out a sitting its member can no longer reach (token expired) on start, voiding the hand in play', async () => {
    const seat = await openTable(first);
    const before = await casinoMoney();
    await post(first, 'buyin', { ...seat, amount: 30_000 });
    expect((await post(first, 'deal', seat)).hand.result).toBeNull();
    await first.close();
    clock.advance(CASINO_LAUNCH_TTL_MS);

    first = await createTestApp({ db, clock });
    // What the started server runs once it listens; two servers starting together cash out once.
    const [a, b] = await Promise.all([
      appHoldemSimulator(first.app, 'revolution').cashOutAbandoned(),
      appHoldemSimulator(first.app, 'revolution').cashOutAbandoned(),
    ]);
    expect(a + b).toBe(1);
    expect(await appHoldemSimulator(first.app, 'revolution').cashOutAbandoned()).toBe(0);
    expect(await casinoMoney()).toBe(before);
    const round = seat.token.slice(0, 16);
    expect(await roundsBook(round)).toEqual([{ bet: 30_000, win: 30_000 }]);
    expect(await walletRecords(round)).toEqual([
      { action: 'debit', amount: 30_000 },
      { action: 'credit', amount: 30_000 },
    ]);
    expect(await ledgerConsistent(db.sql)).toBe(true);
  });
});
