import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRow } from '../src/repositories/chargesRepository';
import { requestTestDeposit, requestTestWithdrawal } from './support/adminFixtures';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/** Everything a charge decision could have touched. */
const snapshot = async (t: TestApp) => {
  const [row] = await t.db.sql`
    SELECT (SELECT json_agg(json_build_array(id, balance) ORDER BY id) FROM accounts) AS balances,
           (SELECT json_agg(json_build_array(id, status, process_date) ORDER BY id) FROM charges) AS charges,
           (SELECT count(*)::int FROM ledger_transactions) AS transactions,
           (SELECT count(*)::int FROM audit_log) AS audits,
           (SELECT count(*)::int FROM idempotency_keys) AS keys`;
  return row;
};

const emoneyOf = async (t: TestApp, userId: string): Promise<number> => {
  const [row] = await t.db.sql<{ balance: number }[]>`
    SELECT a.balance FROM accounts a JOIN members m ON m.id = a.owner_member_id
    WHERE m.user_id = ${userId} AND a.kind = 'emoney'`;
  return row!.balance;
};

describe('/admin-api/charges', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member03: LoggedIn;
  let deposit: ChargeRow;
  let withdrawal: ChargeRow;
  let key = 0;

  const get = (url: string, as: LoggedIn = admin) =>
    t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: as.headers });
  const post = (url: string, payload: object, as: LoggedIn = admin, idempotencyKey = `charge-${++key}`) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api${url}`,
      headers: { ...as.headers, 'idempotency-key': idempotencyKey },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member03 = await login(t.app, 'member03');
    deposit = await requestTestDeposit(t, 'member03', 50_000);
    withdrawal = await requestTestWithdrawal(t, 'member04', 100_000);
  });
  afterAll(() => t.close());

  it('lists charges newest first with the member named', async () => {
    const response = await get('/charges?status=0');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((c: { id: number }) => c.id)).toEqual([withdrawal.id, deposit.id]);
    expect(body.items[1]).toEqual({
      id: deposit.id,
      memberId: member03.user.id,
      depositMode: 0,
      depositAmount: 50_000,
      depositName: '박도윤',
      duplicate: 0,
      userDisplayFlag: 1,
      type: 0,
      pointType: 5,
      pointFlag: 0,
      confirmFlag: 0,
      depositDate: '2026-01-01T00:00:00.000Z',
      processDate: null,
      status: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      userId: 'member03',
      nickname: '회원03',
      bonusAmount: null,
      processedBy: null,
      processReason: null,
    });
  });

  it('filters by deposit mode and status', async () => {
    const ids = async (query: string) =>
      (await get(`/charges?${query}`)).json().items.map((c: { id: number }) => c.id);
    expect(await ids('depositMode=1')).toEqual([withdrawal.id]);
    expect(await ids('depositMode=0&status=0')).toEqual([deposit.id]);
    expect(await ids('status=1')).toEqual([]);
    expect((await get('/charges?status=3')).statusCode).toBe(400);
  });

  it('approves a deposit: emoney credited once, charge done, audited with old and new status and reason', async () => {
    const before = await emoneyOf(t, 'member03');
    const response = await post(
      `/charges/${deposit.id}/approve`,
      { reason: '입금 확인' },
      admin,
      'approve-1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: deposit.id,
      status: 1,
      processDate: '2026-01-01T00:00:00.000Z',
      bonusAmount: 0,
      processedBy: 'admin01',
      processReason: '입금 확인',
      userId: 'member03',
    });
    expect(await emoneyOf(t, 'member03')).toBe(before + 50_000);
    const audits = await t.db.sql`
      SELECT actor_id, target_type, target_id, old_value, new_value, reason
      FROM audit_log WHERE action = 'charge.approve'`;
    expect(audits).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'charge',
        targetId: String(deposit.id),
        oldValue: { status: 0 },
        newValue: { status: 1, bonusAmount: 0 },
        reason: '입금 확인',
      },
    ]);

    const replay = await post(`/charges/${deposit.id}/approve`, { reason: '입금 확인' }, admin, 'approve-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await emoneyOf(t, 'member03')).toBe(before + 50_000);
  });

  it('refuses a second decision with 409 and changes nothing', async () => {
    const before = await snapshot(t);
    const response = await post(`/charges/${deposit.id}/reject`, { reason: '번복' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CHARGE_ALREADY_PROCESSED',
      message: ko.CHARGE_ALREADY_PROCESSED,
      data: { status: 1 },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('rejects a withdrawal: the held amount returns to emoney; audited', async () => {
    const before = await emoneyOf(t, 'member04');
    const response = await post(`/charges/${withdrawal.id}/reject`, { reason: '계좌 불일치' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: withdrawal.id, status: 2, processReason: '계좌 불일치' });
    expect(await emoneyOf(t, 'member04')).toBe(before + 100_000);
    const [row] = await t.db.sql`
      SELECT actor_id, old_value, new_value, reason FROM audit_log WHERE action = 'charge.reject'`;
    expect(row).toEqual({
      actorId: admin.user.id,
      oldValue: { status: 0 },
      newValue: { status: 2 },
      reason: '계좌 불일치',
    });
  });

  it('refuses an unknown charge (404), a missing reason (400) and a missing Idempotency-Key (400), changing nothing', async () => {
    const fresh = await requestTestDeposit(t, 'member05', 20_000);
    const before = await snapshot(t);
    const unknown = await post('/charges/999999/approve', { reason: '확인' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND });
    const noReason = await post(`/charges/${fresh.id}/approve`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'ERR_INVALID_INPUT' });
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/admin-api/charges/${fresh.id}/approve`,
      headers: admin.headers,
      payload: { reason: '확인' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REQUIRED', message: ko.IDEMPOTENCY_KEY_REQUIRED });
    expect(await snapshot(t)).toEqual(before);
  });

  it('is staff only: a member gets 403 and nothing changes', async () => {
    const fresh = await requestTestDeposit(t, 'member03', 10_000);
    const before = await snapshot(t);
    const list = await get('/charges', member03);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    for (const verb of ['approve', 'reject']) {
      const response = await post(`/charges/${fresh.id}/${verb}`, { reason: '셀프' }, member03);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
