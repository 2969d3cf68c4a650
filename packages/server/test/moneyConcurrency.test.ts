import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent, postMoney, wallet, withdraw } from './moneyTestKit';
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
