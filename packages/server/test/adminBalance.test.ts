import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../src/domain/ledger';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/** Everything an adjustment could have touched. */
const snapshot = async (t: TestApp) => {
  const [row] = await t.db.sql`
    SELECT (SELECT json_agg(json_build_array(id, balance) ORDER BY id) FROM accounts) AS balances,
           (SELECT count(*)::int FROM ledger_transactions) AS transactions,
           (SELECT count(*)::int FROM audit_log) AS audits,
           (SELECT count(*)::int FROM idempotency_keys) AS keys`;
  return row;
};

const balanceOf = async (t: TestApp, memberId: number, kind: string): Promise<number> => {
  const [row] = await t.db.sql<{ balance: number }[]>`
    SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = ${kind}`;
  return row!.balance;
};

const houseAdjust = (t: TestApp): Promise<number> => houseBalance(t.db.sql, 'house_adjust');

describe('POST /admin-api/balance/adjust', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;
  let key = 0;

  const adjust = (body: object, as: LoggedIn = admin, idempotencyKey = `adjust-${++key}`) =>
    t.app.inject({
      method: 'POST',
      url: '/admin-api/balance/adjust',
      headers: { ...as.headers, 'idempotency-key': idempotencyKey },
      payload: body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  it('credits a wallet from the house adjustment account and audits old and new balance with the reason', async () => {
    const response = await adjust({ userId: 'member01', amount: 5000, kind: 'point', reason: '이벤트 보상' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      transactionId: expect.any(Number),
      userId: 'member01',
      kind: 'point',
      amount: 5000,
      balanceBefore: 10_000,
      balanceAfter: 15_000,
    });
    expect(await balanceOf(t, member01.user.id, 'point')).toBe(15_000);
    expect(await houseAdjust(t)).toBe(-5000);

    const audits = await t.db.sql`
      SELECT actor_id, action, target_type, target_id, old_value, new_value, reason
      FROM audit_log WHERE action = 'balance.adjust' ORDER BY id`;
    expect(audits).toEqual([
      {
        actorId: admin.user.id,
        action: 'balance.adjust',
        targetType: 'member',
        targetId: String(member01.user.id),
        oldValue: { kind: 'point', balance: 10_000 },
        newValue: { kind: 'point', balance: 15_000 },
        reason: '이벤트 보상',
      },
    ]);
    const [ledger] = await t.db.sql`
      SELECT kind, ref_type, ref_id, memo, created_by FROM ledger_transactions WHERE id = ${body.transactionId}`;
    expect(ledger).toEqual({
      kind: 'staff_adjustment',
      refType: 'member',
      refId: String(member01.user.id),
      memo: '이벤트 보상',
      createdBy: admin.user.id,
    });
  });

  it('debits a wallet back to the house adjustment account', async () => {
    const response = await adjust({
      userId: 'member01',
      amount: -3000,
      kind: 'emoney',
      reason: '중복 지급 회수',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: -3000, balanceBefore: 1_000_000, balanceAfter: 997_000 });
    expect(await balanceOf(t, member01.user.id, 'emoney')).toBe(997_000);
    expect(await houseAdjust(t)).toBe(-2000);
  });

  it('refuses a debit below zero with 409 and changes nothing', async () => {
    const before = await snapshot(t);
    const response = await adjust({ userId: 'member01', amount: -1001, kind: 'comp', reason: '회수' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ERR_INSUFFICIENT_FUNDS',
      message: ko.ERR_INSUFFICIENT_FUNDS,
      data: { kind: 'comp', balance: 1000 },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('moves money once per Idempotency-Key and refuses the key for a different request', async () => {
    const body = { userId: 'member01', amount: 700, kind: 'casino', reason: '보정' };
    const first = await adjust(body, admin, 'same-key');
    const again = await adjust(body, admin, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t, member01.user.id, 'casino')).toBe(100_700);

    const other = await adjust({ ...body, amount: 800 }, admin, 'same-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: ko.IDEMPOTENCY_KEY_REUSED });
    expect(await balanceOf(t, member01.user.id, 'casino')).toBe(100_700);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/balance/adjust',
      headers: admin.headers,
      payload: { userId: 'member01', amount: 1, kind: 'point', reason: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: ko.IDEMPOTENCY_KEY_REQUIRED,
    });
  });

  it('answers 404 for an unknown member and changes nothing', async () => {
    const before = await snapshot(t);
    const response = await adjust({ userId: 'nobody99', amount: 1000, kind: 'point', reason: '보정' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'body.amount'],
    ['a fractional amount', { amount: 1.5 }, 'body.amount'],
    ['a blank reason', { reason: '   ' }, 'body.reason'],
    ['a house wallet', { kind: 'house_cash' }, 'body.kind'],
  ])('refuses %s with 400 and changes nothing', async (_name, change, path) => {
    const before = await snapshot(t);
    const response = await adjust({
      userId: 'member01',
      amount: 1000,
      kind: 'point',
      reason: '보정',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
    expect(body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('is staff only: a member gets 403 and nothing changes; no session gets 401', async () => {
    const before = await snapshot(t);
    const response = await adjust(
      { userId: 'member01', amount: 1000, kind: 'point', reason: '셀프' },
      member01,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/admin-api/balance/adjust',
      headers: { 'idempotency-key': 'anon' },
      payload: { userId: 'member01', amount: 1000, kind: 'point', reason: '셀프' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'LOGIN_REQUIRED', message: ko.LOGIN_REQUIRED });
    expect(await snapshot(t)).toEqual(before);
  });
});
