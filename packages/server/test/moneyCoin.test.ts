import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COINS } from '../src/simulators/coin/seedCoinWallets';
import { createSimulatedCoinExchange } from '../src/simulators/coin/simulatedCoinExchange';
import { approve, deposit, LONG_SESSION, postMoney, refusal, reject, snapshot, wallet } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('coin purchase and coin deposits (spec §4 Coin deposit, §5 coin, §9 1 coin = 10,000 won)', () => {
  let t: TestApp;
  let member01: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  const coinBalance = async (session: LoggedIn) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/coin/get_balance',
      headers: session.headers,
      payload: { tx_id: 'balance-1', user_id: session.user.userId },
    });
    expect(response.statusCode).toBe(200);
    return response.json().balance as number;
  };
  const changeCoin = (session: LoggedIn, txId: string, coins: number, key?: string) =>
    postMoney(
      t,
      session,
      '/coin/change_coin',
      { tx_id: txId, user_id: session.user.userId, user_num: session.user.id, balance: coins },
      key,
    );
  const coinDeposit = (session: LoggedIn, coins: number, fields: Record<string, unknown> = {}) =>
    deposit(t, session, { type: 1, depositAmount: coins * 10_000, pointFlag: 1, confirmFlag: 1, ...fields });

  it('coin/get_balance answers the coins held at the exchange', async () => {
    expect(await coinBalance(member01)).toBe(DEMO_COINS);
  });

  it('coin/change_coin refuses more coins than held (400 COIN_OVER_HELD), and fewer than 1 or a fraction at the schema', async () => {
    const before = await snapshot(t.db.sql);
    const over = await changeCoin(member01, 'tx-over', DEMO_COINS + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(refusal('COIN_OVER_HELD', '보유코인보다 많은 코인을 입금 할 수 없습니다.'));
    for (const [coins, code, message] of [
      [0, 'COIN_MIN', '1코인 이상 충전신청 가능합니다.'],
      [1.5, 'AMOUNT_NO_DECIMALS', '원단위는 입력 불가능합니다.'],
    ] as const) {
      const response = await changeCoin(member01, `tx-${coins}`, coins);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...refusal(code, message),
        data: { issues: [{ path: 'body.balance', message }] },
      });
    }
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it('moves coins to the operator once per tx_id, records them and audits', async () => {
    const first = await changeCoin(member01, 'tx-1', 5, 'key-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { success: true } });
    expect(await coinBalance(member01)).toBe(DEMO_COINS - 5);

    const replay = await changeCoin(member01, 'tx-1', 5, 'key-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const retry = await changeCoin(member01, 'tx-1', 5, 'key-2');
    expect(retry.json()).toEqual({ data: { success: true } });
    expect(await coinBalance(member01)).toBe(DEMO_COINS - 5);
    const rows = await t.db
      .sql`SELECT tx_id, coins FROM coin_exchanges WHERE member_id = ${member01.user.id}`;
    expect(rows).toEqual([{ txId: 'tx-1', coins: 5 }]);
    const [entry] = await t.db.sql`SELECT actor_id, new_value FROM audit_log WHERE action = 'coin.exchange'`;
    expect(entry).toEqual({ actorId: member01.user.id, newValue: { txId: 'tx-1', coins: 5 } });
  });

  it('a tx_id reused for other coins is 422 and moves nothing', async () => {
    const before = await snapshot(t.db.sql);
    const response = await changeCoin(member01, 'tx-1', 6);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('IDEMPOTENCY_KEY_REUSED', ko.IDEMPOTENCY_KEY_REUSED));
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it('a retry after the exchange moved the coins but kbet lost the record succeeds once', async () => {
    const exchange = createSimulatedCoinExchange(t.db.sql);
    await exchange.exchange({ userId: 'member01', txId: 'tx-lost', coins: DEMO_COINS - 5 });
    expect(await coinBalance(member01)).toBe(0);
    const response = await changeCoin(member01, 'tx-lost', DEMO_COINS - 5);
    expect(response.json()).toEqual({ data: { success: true } });
    expect(await coinBalance(member01)).toBe(0);
    const [sum] = await t.db
      .sql`SELECT sum(coins)::int AS coins FROM coin_exchanges WHERE member_id = ${member01.user.id}`;
    expect(sum?.coins).toBe(DEMO_COINS);
  });

  it('a coin deposit claims exchanged coins: more than unclaimed is 400 COIN_OVER_HELD', async () => {
    const before = await snapshot(t.db.sql);
    const response = await coinDeposit(member01, DEMO_COINS + 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('COIN_OVER_HELD', '보유코인보다 많은 코인을 입금 할 수 없습니다.'),
    );
    const partial = await deposit(t, member01, { type: 1, depositAmount: 15_000 });
    expect(partial.json()).toEqual(refusal('AMOUNT_NO_DECIMALS', '원단위는 입력 불가능합니다.'));
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it('the deposit rules still apply to coin deposits (bonus option required)', async () => {
    const response = await coinDeposit(member01, 1, { pointType: 0 });
    expect(response.json()).toEqual(refusal('DEPOSIT_BONUS_REQUIRED', '보너스를 선택해 주세요.'));
  });

  it('a processing coin deposit holds its coins; rejecting it frees them; approval credits coins x 10,000 won', async () => {
    const first = await coinDeposit(member01, DEMO_COINS);
    expect(first.statusCode).toBe(200);
    expect((await coinDeposit(member01, 1)).json()).toEqual(
      refusal('COIN_OVER_HELD', '보유코인보다 많은 코인을 입금 할 수 없습니다.'),
    );
    await reject(t, first.json());
    const second = await coinDeposit(member01, 3);
    expect(second.statusCode).toBe(200);
    const before = await wallet(t.db.sql, member01.user.id);
    await approve(t, second.json());
    expect((await wallet(t.db.sql, member01.user.id)).emoney).toBe(before.emoney + 30_000);
    const [listed] = (
      await t.app.inject({
        method: 'GET',
        url: `/charge?memberId=${member01.user.id}&depositMode=0`,
        headers: member01.headers,
      })
    ).json();
    expect(listed).toMatchObject({ id: second.json(), type: 1, pointFlag: 1, confirmFlag: 1, status: 1 });
    expect((await coinDeposit(member01, DEMO_COINS - 3)).statusCode).toBe(200);
  });

  it('a member in a self-exclusion cannot exchange coins in (403) and nothing moves', async () => {
    const member02 = await login(t.app, 'member02');
    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${member02.user.id}, 'self_exclusion', ${now}, ${new Date(now.getTime() + 200 * 86_400_000)})`;
    const before = await snapshot(t.db.sql);
    const response = await changeCoin(member02, 'tx-x', 1);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('RG_SELF_EXCLUDED');
    expect(await snapshot(t.db.sql)).toEqual(before);
  });
});
