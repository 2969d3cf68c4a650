import { gameDetailType } from '@kbet/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent, postMoney, wallet, withdraw } from './moneyTestKit';
import { betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('no double spend under concurrency (compliance §5)', () => {
  let t: TestApp;
  let member01: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  it('50 parallel withdrawals and 50 parallel point conversions beyond the balances: balances stay >= 0, the ledger balanced', async () => {
    const memberId = member01.user.id;
    const before = await wallet(t.db.sql, memberId);
    expect(before).toMatchObject({ emoney: 1_000_000, point: 10_000, held: 0 });
    const { updatedAt } = (
      await t.app.inject({ method: 'GET', url: `/member/${memberId}`, headers: member01.headers })
    ).json();

    // 50 x 100,000 won against 1,000,000 of cash, and 50 x 5,000 points against 10,000 points.
    const responses = await Promise.all([
      ...Array.from({ length: 50 }, () => withdraw(t, member01, { depositAmount: 100_000 })),
      ...Array.from({ length: 50 }, () =>
        postMoney(t, member01, '/emoney/pointToEmoney', { memberId, point: 5_000, userUpdatedAt: updatedAt }),
      ),
    ]);
    const withdrawals = responses.slice(0, 50);
    const conversions = responses.slice(50);

    const okWithdrawals = withdrawals.filter((r) => r.statusCode === 200).length;
    const okConversions = conversions.filter((r) => r.statusCode === 200).length;
    // The 2-hour rule admits one withdrawal; the userUpdatedAt check admits at most one conversion,
    // and none once any other movement of the member committed first.
    expect(okWithdrawals).toBe(1);
    expect(okConversions).toBeLessThanOrEqual(1);
    expect(new Set(withdrawals.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['WITHDRAW_INTERVAL']),
    );
    expect(new Set(conversions.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['STALE_USER']),
    );

    const after = await wallet(t.db.sql, memberId);
    expect(after).toEqual({
      ...before,
      emoney: before.emoney - 100_000 + okConversions * 5_000,
      point: before.point - okConversions * 5_000,
      held: 100_000,
    });
    const [charges] = await t.db.sql`
      SELECT count(*)::int AS n FROM charges WHERE member_id = ${memberId} AND deposit_mode = 1`;
    expect(charges?.n).toBe(1);
    await expectLedgerConsistent(t.db.sql);
  });
});

/** Answers grouped by status and code: a refusal must be a typed 4xx, never a 500 or a lost answer. */
const outcomes = (responses: LightMyRequestResponse[]) => {
  const tally: Record<string, number> = {};
  for (const r of responses) {
    const label = r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().code}`;
    tally[label] = (tally[label] ?? 0) + 1;
  }
  return tally;
};

const PARALLEL = 200;
const parallel = (send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));

describe(`${PARALLEL} parallel requests on one wallet, for every money-moving route`, () => {
  let t: TestApp;
  let admin: LoggedIn;
  const fixtureId = 7_001;

  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const bet = async (member: LoggedIn, amounts: number, key?: string) =>
    postBet(
      t.app,
      member,
      {
        memberId: member.user.id,
        totalRatio: '1.90',
        amounts,
        bettings: [await betting(t.db.sql, `${fixtureId}_1_1`)],
        gameDetailType: gameDetailType('EU', 1),
        gameStyle: 'EU',
        changeFlag: false,
      },
      key,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    await insertFixture(t.db.sql, {
      id: fixtureId,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(fixtureId)],
    });
  });
  afterAll(async () => {
    await expectLedgerConsistent(t.db.sql);
    await t.close();
  });

  it('bets: stakes beyond the balance never overdraw it; each accepted bet is one slip and one debit', async () => {
    const member = await login(t.app, 'member01');
    const before = await wallet(t.db.sql, member.user.id);
    // 200 x 10,000 won against 1,000,000: at most 100 can be paid for.
    const responses = await parallel(() => bet(member, 10_000));
    const accepted = responses.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(before.emoney / 10_000);
    expect(Object.keys(outcomes(responses)).every((label) => !label.startsWith('5'))).toBe(true);
    expect((await wallet(t.db.sql, member.user.id)).emoney).toBe(before.emoney - accepted * 10_000);
    expect(
      await count(t.db.sql`SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${member.user.id}`),
    ).toBe(accepted);
    await expectLedgerConsistent(t.db.sql);
  });

  it('one bet sent 200 times at once with one Idempotency-Key: one slip, one debit, 200 identical answers', async () => {
    const member = await login(t.app, 'member02');
    const before = await wallet(t.db.sql, member.user.id);
    const responses = await parallel(() => bet(member, 10_000, 'same-bet-key'));
    expect(outcomes(responses)).toEqual({ 200: PARALLEL });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect((await wallet(t.db.sql, member.user.id)).emoney).toBe(before.emoney - 10_000);
    expect(
      await count(t.db.sql`SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${member.user.id}`),
    ).toBe(1);
  });

  it('cancels: 200 cancels of one slip refund its stake once', async () => {
    const member = await login(t.app, 'member03');
    const placed = await bet(member, 10_000);
    const slipId = (placed.json() as { id: number }).id;
    const before = await wallet(t.db.sql, member.user.id);
    const responses = await parallel(() =>
      postMoney(t, member, `/sports-prematch/user/cancelAll/${slipId}`, undefined),
    );
    expect(outcomes(responses)).toEqual({ 200: 1, '409 CANCEL_NOT_WAITING': PARALLEL - 1 });
    expect((await wallet(t.db.sql, member.user.id)).emoney).toBe(before.emoney + 10_000);
    expect(
      await count(t.db.sql`
        SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'bet_cancel' AND ref_id = ${String(slipId)}`),
    ).toBe(1);
  });

  it('withdrawals: one is reserved, the 2-hour rule refuses the other 199', async () => {
    const member = await login(t.app, 'member04');
    const before = await wallet(t.db.sql, member.user.id);
    const responses = await parallel(() => withdraw(t, member, { depositAmount: 100_000 }));
    expect(outcomes(responses)).toEqual({ 200: 1, '400 WITHDRAW_INTERVAL': PARALLEL - 1 });
    expect(await wallet(t.db.sql, member.user.id)).toEqual({
      ...before,
      emoney: before.emoney - 100_000,
      held: 100_000,
    });
  });

  it('conversions: comp to cash at most once per seen updatedAt', async () => {
    const member = await login(t.app, 'member05');
    const memberId = member.user.id;
    const before = await wallet(t.db.sql, memberId);
    const { updatedAt } = (
      await t.app.inject({ method: 'GET', url: `/member/${memberId}`, headers: member.headers })
    ).json();
    const responses = await parallel(() =>
      postMoney(t, member, '/emoney/compToEmoney', { memberId, comp: 100, userUpdatedAt: updatedAt }),
    );
    expect(outcomes(responses)).toEqual({ 200: 1, '409 STALE_USER': PARALLEL - 1 });
    expect(await wallet(t.db.sql, memberId)).toEqual({
      ...before,
      emoney: before.emoney + 100,
      comp: before.comp - 100,
    });
  });

  it('roulette: 200 spins on 50 coupons spend exactly the 50', async () => {
    const member = await login(t.app, 'partner01');
    const granted = await postMoney(t, admin, '/admin-api/coupons/grant', {
      userId: 'partner01',
      couponType: 1,
      count: 50,
      reason: '이벤트 보상',
    });
    expect(granted.statusCode).toBe(200);
    const responses = await parallel(() =>
      postMoney(t, member, '/card/choice', { memberId: member.user.id, couponType: 1 }),
    );
    expect(outcomes(responses)).toEqual({ 200: 50, '409 ROULETTE_NO_COUPON': PARALLEL - 50 });
    expect(
      await count(
        t.db.sql`SELECT count(*)::int AS n FROM roulette_spins WHERE member_id = ${member.user.id}`,
      ),
    ).toBe(50);
  });

  it('attendance: one check-in a day, however many arrive at once', async () => {
    const member = await login(t.app, 'partner02');
    const before = await wallet(t.db.sql, member.user.id);
    const responses = await parallel(() => postMoney(t, member, '/attendance/check-in', undefined));
    expect(outcomes(responses)).toEqual({ 200: 1, '409 ATTENDANCE_ALREADY': PARALLEL - 1 });
    expect((await wallet(t.db.sql, member.user.id)).point).toBe(before.point + 1_000);
  });
});
