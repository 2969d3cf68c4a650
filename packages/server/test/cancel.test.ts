import { randomUUID } from 'node:crypto';
import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOdds } from '../src/domain/settlement/settleSlips';
import {
  emoney,
  houseBets,
  insertFixture,
  ledgerConsistent,
  matchResult,
  moveOdds,
  placeSlip,
} from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const MINUTE = 60_000;

let t: TestApp;
let member: LoggedIn;
let other: LoggedIn;
let nextFixture = 500;

/** A fixture starting `minutes` from now on the test clock; returns its id. */
async function fixtureIn(minutes: number): Promise<number> {
  const id = nextFixture++;
  await insertFixture(t.db.sql, {
    id,
    startDate: new Date(t.clock.now().getTime() + minutes * MINUTE),
    markets: [matchResult(id)],
  });
  return id;
}

const cancel = (by: LoggedIn, slipId: number, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/sports-prematch/user/cancelAll/${slipId}`,
    headers: { ...by.headers, 'idempotency-key': key },
  });

const expectWindowRefusal = async (slipId: number) => {
  const before = { cash: await emoney(t.db.sql, member.user.id), house: await houseBets(t.db.sql) };
  const response = await cancel(member, slipId);
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ code: 'CANCEL_WINDOW', message: ko.CANCEL_WINDOW });
  expect(await emoney(t.db.sql, member.user.id)).toBe(before.cash);
  expect(await houseBets(t.db.sql)).toBe(before.house);
  const [slip] = await t.db.sql`SELECT status, cancel_at FROM bet_slips WHERE id = ${slipId}`;
  expect(slip).toEqual({ status: 0, cancelAt: null });
};

beforeAll(async () => {
  // The clock moves by hours here; sessions must outlive it.
  t = await createTestApp({ config: { sessionIdleMs: 365 * 24 * 60 * MINUTE } });
  member = await login(t.app, 'member03');
  other = await login(t.app, 'member04');
});
afterAll(() => t.close());

describe('POST /sports-prematch/user/cancelAll/{id}', () => {
  it('cancels at exactly 10:00 after placing: stake refunded through the ledger, cancel recorded and audited', async () => {
    const f = await fixtureIn(180);
    const before = { cash: await emoney(t.db.sql, member.user.id), house: await houseBets(t.db.sql) };
    const id = await placeSlip(t.app, member, [`${f}_1_1`]);
    t.clock.advance(10 * MINUTE);
    const response = await cancel(member, id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ko.BET_CANCELLED);
    expect(await emoney(t.db.sql, member.user.id)).toBe(before.cash);
    expect(await houseBets(t.db.sql)).toBe(before.house);

    const [slip] = await t.db.sql`
      SELECT status, settlement_flag, cancel_at, amount, total_ratio::text AS total_ratio FROM bet_slips WHERE id = ${id}`;
    expect(slip).toEqual({
      status: -1,
      settlementFlag: -1,
      cancelAt: t.clock.now(),
      amount: 10_000,
      totalRatio: '1.90',
    });
    const events = await t.db.sql`SELECT kind, actor_id FROM bet_slip_events WHERE slip_id = ${id}`;
    expect(events).toEqual([{ kind: 'cancelled', actorId: member.user.id }]);
    const [refund] = await t.db.sql`
      SELECT kind, dedupe_key FROM ledger_transactions WHERE ref_type = 'bet_slip' AND ref_id = ${String(id)} AND kind = 'bet_cancel'`;
    expect(refund).toEqual({ kind: 'bet_cancel', dedupeKey: `cancel:bet:${id}` });
    const [audit] = await t.db.sql`
      SELECT actor_id, old_value->'status' AS old, new_value->'status' AS new FROM audit_log
      WHERE action = 'bet.cancel' AND target_id = ${String(id)}`;
    expect(audit).toEqual({ actorId: member.user.id, old: 0, new: -1 });
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('refuses 1 ms after the 10 minutes', async () => {
    const f = await fixtureIn(180);
    const id = await placeSlip(t.app, member, [`${f}_1_X`]);
    t.clock.advance(10 * MINUTE + 1);
    await expectWindowRefusal(id);
  });

  it('allows until exactly 10 minutes before the start of a leg’s game, and refuses 1 ms later', async () => {
    const soon = await fixtureIn(15);
    const later = await fixtureIn(180);
    const atEdge = await placeSlip(t.app, member, [`${later}_1_1`, `${soon}_1_1`]);
    const pastEdge = await placeSlip(t.app, member, [`${soon}_1_2`]);
    t.clock.advance(5 * MINUTE); // the game starts in exactly 10:00
    expect((await cancel(member, atEdge)).statusCode).toBe(200);
    t.clock.advance(1);
    await expectWindowRefusal(pastEdge);
  });

  it('ignores the bonus item, which has no game, for the start rule', async () => {
    const ids = [await fixtureIn(60), await fixtureIn(60), await fixtureIn(60)];
    const id = await placeSlip(t.app, member, [...ids.map((f) => `${f}_1_X`), 'bonus_3'], 5_000);
    t.clock.advance(9 * MINUTE);
    expect((await cancel(member, id)).statusCode).toBe(200);
  });

  it('replays a retried cancel, refuses a second cancel and a settled slip', async () => {
    const f = await fixtureIn(180);
    const id = await placeSlip(t.app, member, [`${f}_1_1`]);
    const cash = await emoney(t.db.sql, member.user.id);
    const first = await cancel(member, id, 'cancel-once');
    const replay = await cancel(member, id, 'cancel-once');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await emoney(t.db.sql, member.user.id)).toBe(cash + 10_000);
    expect(first.body).toBe(ko.BET_CANCELLED);
    expect(replay.body).toBe(ko.BET_CANCELLED);
    const again = await cancel(member, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CANCEL_NOT_WAITING', message: ko.CANCEL_NOT_WAITING });

    // A cancelled slip is left alone by settlement.
    await moveOdds(t.db.sql, `${f}_1_1`, { settlement: 2, status: 3 });
    expect(
      await settleOdds(t.db.sql, [`${f}_1_1`], { actorId: null, reason: null, now: t.clock.now() }),
    ).toMatchObject({
      settled: 0,
    });
    expect(await emoney(t.db.sql, member.user.id)).toBe(cash + 10_000);

    const g = await fixtureIn(180);
    const settled = await placeSlip(t.app, member, [`${g}_1_2`]);
    await moveOdds(t.db.sql, `${g}_1_2`, { settlement: 1, status: 3 });
    await settleOdds(t.db.sql, [`${g}_1_2`], { actorId: null, reason: null, now: t.clock.now() });
    const late = await cancel(member, settled);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CANCEL_NOT_WAITING');
  });

  it("refuses another member's slip (403) and an unknown one (404), changing nothing", async () => {
    const f = await fixtureIn(180);
    const id = await placeSlip(t.app, member, [`${f}_1_1`]);
    const cash = await emoney(t.db.sql, other.user.id);
    const foreign = await cancel(other, id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    expect(await emoney(t.db.sql, other.user.id)).toBe(cash);
    const [slip] = await t.db.sql`SELECT status FROM bet_slips WHERE id = ${id}`;
    expect(slip).toEqual({ status: 0 });
    const missing = await cancel(member, 987_654);
    expect(missing.statusCode).toBe(404);
  });
});

describe('cancelling gives back the slip’s bonus rolling turnover', () => {
  const requirement = async (memberId: number, required: number) => {
    const [row] = await t.db.sql<{ id: number }[]>`
      INSERT INTO rolling_requirements (member_id, required, created_at)
      VALUES (${memberId}, ${required}, ${t.clock.now()}) RETURNING id`;
    return row!.id;
  };
  const state = (id: number) =>
    t.db
      .sql`SELECT progress, completed_at IS NOT NULL AS completed FROM rolling_requirements WHERE id = ${id}`;

  it('a bet that counted toward two requirements gives both back on cancel; others stay counted', async () => {
    const memberId = other.user.id;
    await t.db
      .sql`UPDATE rolling_requirements SET completed_at = ${t.clock.now()} WHERE member_id = ${memberId}`;
    const first = await requirement(memberId, 30_000);
    const second = await requirement(memberId, 50_000);
    const f = await fixtureIn(180);
    const kept = await placeSlip(t.app, other, [`${f}_1_1`], 20_000);
    const cancelled = await placeSlip(t.app, other, [`${f}_1_2`], 25_000);
    // 20,000 + 10,000 complete the first; 15,000 go to the second.
    expect(await state(first)).toEqual([{ progress: 30_000, completed: true }]);
    expect(await state(second)).toEqual([{ progress: 15_000, completed: false }]);

    expect((await cancel(other, cancelled)).statusCode).toBe(200);
    expect(await state(first)).toEqual([{ progress: 20_000, completed: false }]);
    expect(await state(second)).toEqual([{ progress: 0, completed: false }]);
    const [reopened] = await t.db.sql`
      SELECT actor_id, old_value, new_value FROM audit_log
      WHERE action = 'rolling.reopened' AND target_id = ${String(first)}`;
    expect(reopened).toEqual({
      actorId: memberId,
      oldValue: { progress: 30_000 },
      newValue: { progress: 20_000 },
    });
    const entries = await t.db.sql`
      SELECT slip_id::int AS slip, amount::int AS amount, reversed_at IS NOT NULL AS reversed
      FROM rolling_progress_entries WHERE requirement_id IN (${first}, ${second}) ORDER BY slip_id, requirement_id`;
    expect(entries).toEqual([
      { slip: kept, amount: 20_000, reversed: false },
      { slip: cancelled, amount: 10_000, reversed: true },
      { slip: cancelled, amount: 15_000, reversed: true },
    ]);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('a requirement staff waived after the bet stays waived when the bet is cancelled', async () => {
    const memberId = other.user.id;
    await t.db
      .sql`UPDATE rolling_requirements SET completed_at = ${t.clock.now()} WHERE member_id = ${memberId}`;
    const waived = await requirement(memberId, 100_000);
    const f = await fixtureIn(180);
    const slip = await placeSlip(t.app, other, [`${f}_1_1`], 10_000);
    await t.db.sql`
      UPDATE rolling_requirements SET completed_at = ${t.clock.now()}, waived_by = ${memberId} WHERE id = ${waived}`;
    expect((await cancel(other, slip)).statusCode).toBe(200);
    expect(await state(waived)).toEqual([{ progress: 10_000, completed: true }]);
  });
});
