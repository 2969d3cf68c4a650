import { createHash } from 'node:crypto';
import { ko, ROLE, startOfKstDay, validateWithdrawal, validateWithdrawalPolicy } from '@kbet/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { requestWithdrawal } from '../src/domain/charges/requestWithdrawal';
import { isDomainError } from '../src/domain/errors/domainError';
import { replayStored } from '../src/plugins/idempotency';
import { createChargesRepository } from '../src/repositories/chargesRepository';
import type { MemberRow } from '../src/repositories/membersRepository';
import { createTestMember, manualClock } from './support/testApp';
import { createTestDatabase, fundMember, ledgerConsistent, type TestDatabase } from './support/testDatabase';

interface Step {
  amount: number;
  /** The account holder entered ('' for the registered one). */
  holder: string;
  /** Hours the clock moves before the request. */
  wait: number;
  /** The same request sent again with the same key after its answer. */
  replay: boolean;
  /** Then the same key with another amount (422 IDEMPOTENCY_KEY_REUSED). */
  reuse: boolean;
}

interface Setup {
  cash: number;
  /** A withdrawal already requested today by another channel, for the day's limit. */
  requestedToday: number;
  /** Minutes since the latest deposit request; null for none. */
  depositMinutesAgo: number | null;
  /** An unmet bonus rolling requirement on that deposit. */
  rolling: boolean;
  /** The registered account holder. */
  registered: string;
  /** A VIP member (50,000,000 per request). */
  vip: boolean;
  /** The request knows the member with the other level and another name (a stale session), so the row decides. */
  stale: boolean;
}

const HOUR = 60 * 60_000;
const ROLLING_REQUIRED = 50_000;
const REGULAR_ROLE = 2;

/** An answer as the tests record it: the outcome, or the refusal's code, Korean message and data. */
type Answer =
  | { replayed: boolean; status: number; body: 'charge' }
  | { refused: string; message: string; data: unknown };

const answerOf = (error: unknown): Answer => {
  if (!(error instanceof Error)) throw error;
  return {
    refused: 'code' in error ? String(error.code) : error.message,
    message: error.message,
    data: isDomainError(error) ? error.data : undefined,
  };
};

/**
 * Issue 18 and the tenth pass: a withdrawal request is one statement, request_withdrawal (migrations 340, 370, 390),
 * which writes a request that passes every rule and names the first rule that refuses one, with the results of the
 * SDK's rules that need no rows passed in. Its answers (code, Korean message and data) and writes are checked
 * against a model that applies the SDK's rule functions themselves (validateWithdrawal, validateWithdrawalPolicy)
 * to the member's state kept in memory, and the idempotency protocol (replayStored): successes, short balances,
 * replays and reuses of a key, the §5 amount rules, the §9 per-request (VIP too), daily, interval, after-deposit,
 * own-name, closed-hours and rolling refusals, and a member whose level or name the request knew wrongly.
 */
describe('request_withdrawal answers as the SDK rules do', () => {
  let db: TestDatabase;
  let sql: Sql;
  // 10:00 KST, so no run reaches the 23:30-00:30 closed hours by accident; the steps' waits can.
  const START = new Date('2026-01-01T01:00:00Z');
  let members = 0;
  // The refusal codes the property met, and how the requests went, so it is known to exercise every rule.
  const met = new Map<string, number>();

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
  });
  afterAll(() => db.drop());

  const member = async (
    { cash, requestedToday, depositMinutesAgo, rolling, registered, vip }: Omit<Setup, 'stale'>,
    at: Date,
  ): Promise<MemberRow> => {
    members += 1;
    const created = await createTestMember(sql, { userId: `wd${members}`, nickname: `출금${members}` });
    const [row] = await sql<MemberRow[]>`
      UPDATE members SET account_holder = ${registered}, role = ${vip ? ROLE.VIP : REGULAR_ROLE}
      WHERE id = ${created.id} RETURNING *`;
    const charges = createChargesRepository(sql);
    const now = at.getTime();
    const charge = (depositMode: number, depositAmount: number, at: number) =>
      charges.insert({
        memberId: created.id,
        depositMode,
        depositAmount,
        depositName: '홍길동',
        type: 0,
        pointType: 0,
        pointFlag: 0,
        confirmFlag: 0,
        now: new Date(at),
      });
    if (cash > 0) await fundMember(sql, created.id, cash);
    if (requestedToday > 0) await charge(1, requestedToday, now - 3 * HOUR);
    if (depositMinutesAgo !== null) {
      const deposit = await charge(0, 100_000, now - depositMinutesAgo * 60_000);
      if (rolling)
        await sql`
          INSERT INTO rolling_requirements (member_id, charge_id, required, bonus_code, products, min_folders,
                                            min_odds, created_at)
          VALUES (${created.id}, ${deposit.id}, ${ROLLING_REQUIRED}, 1, '{sports}', 1, 1, ${new Date(now)})`;
    }
    if (!row) throw new Error('no member');
    return row;
  };

  const body = (step: Step) => ({ depositAmount: step.amount, depositName: step.holder, type: 0 as const });
  const hashOf = (step: Step) =>
    createHash('sha256')
      .update(JSON.stringify(body(step)))
      .digest('hex');

  /** The member's state as the model keeps it, and what it expects every request to answer and write. */
  const model = (setup: Setup) => {
    const withdrawals =
      setup.requestedToday > 0 ? [{ amount: setup.requestedToday, at: START.getTime() - 3 * HOUR }] : [];
    const state = {
      cash: setup.cash,
      hold: 0,
      lastDepositAt:
        setup.depositMinutesAgo === null ? null : START.getTime() - setup.depositMinutesAgo * 60_000,
      owed: setup.rolling && setup.depositMinutesAgo !== null ? ROLLING_REQUIRED : 0,
      keys: new Map<string, { hash: string; charge: number }>(),
      charges: [] as { depositAmount: number; depositName: string }[],
    };
    const send = (key: string, step: Step, now: Date): Answer => {
      const hash = hashOf(step);
      const stored = state.keys.get(key);
      if (stored) {
        try {
          const replay = replayStored<number>(
            { memberId: 0, key, hash },
            { requestHash: stored.hash, responseStatus: 200, responseBody: stored.charge },
          );
          return { ...replay, body: 'charge' };
        } catch (error) {
          return answerOf(error);
        }
      }
      const refused = (code: string, message: string, data?: unknown): Answer => ({
        refused: code,
        message,
        data,
      });
      const amount = validateWithdrawal(step.amount, { cash: state.cash });
      if (!amount.ok) return refused(amount.code, amount.message);
      const dayStart = startOfKstDay(now.getTime());
      const accountHolder = step.holder.trim() || setup.registered;
      const policy = validateWithdrawalPolicy({
        amount: amount.value,
        now,
        highValue: setup.vip,
        todayTotal: withdrawals.filter((w) => w.at >= dayStart).reduce((sum, w) => sum + w.amount, 0),
        lastWithdrawalAt: withdrawals.length === 0 ? null : Math.max(...withdrawals.map((w) => w.at)),
        lastDepositAt: state.lastDepositAt,
        accountHolder,
        memberName: setup.registered,
      });
      if (!policy.ok) return refused(policy.code, policy.message);
      if (state.owed > 0)
        return refused('WITHDRAW_ROLLING_UNMET', ko.WITHDRAW_ROLLING_UNMET, { remaining: state.owed });
      state.cash -= amount.value;
      state.hold += amount.value;
      withdrawals.push({ amount: amount.value, at: now.getTime() });
      state.keys.set(key, { hash, charge: state.charges.length });
      state.charges.push({ depositAmount: amount.value, depositName: accountHolder });
      return { replayed: false, status: 200, body: 'charge' };
    };
    return { state, send };
  };

  /** The route's way: request_withdrawal, its stored answers replayed as the route replays them. */
  const routed = async (known: MemberRow, key: string, step: Step, now: Date): Promise<Answer> => {
    const claim = { memberId: known.id, key, hash: hashOf(step) };
    try {
      const done = await requestWithdrawal(sql, { claim, member: known, request: body(step), now });
      const outcome =
        done.outcome === 'requested'
          ? { replayed: false, status: 200, body: done.chargeId }
          : replayStored<number>(claim, done);
      return { ...outcome, body: 'charge' };
    } catch (error) {
      return answerOf(error);
    }
  };

  /** What the member's requests wrote: their charges, stored answers (charges numbered in order) and balances. */
  const written = async (memberId: number) => {
    const charges = await sql<{ id: number; depositAmount: number; depositName: string }[]>`
      SELECT id, deposit_amount, deposit_name FROM charges
      WHERE member_id = ${memberId} AND deposit_mode = 1 AND created_at >= ${START} ORDER BY id`;
    const ordinal = new Map(charges.map((row, n) => [String(row.id), n]));
    const keys = await sql<{ key: string; requestHash: string; responseBody: unknown }[]>`
      SELECT key, request_hash, response_body FROM idempotency_keys WHERE member_id = ${memberId} ORDER BY key`;
    const [balances] = await sql<{ cash: number; hold: number; holds: number }[]>`
      SELECT (SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'emoney') AS cash,
             coalesce((SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'withdraw_hold'), 0) AS hold,
             (SELECT count(*)::int FROM ledger_transactions t WHERE t.kind = 'withdrawal_hold'
                AND t.ref_id IN (SELECT id::text FROM charges WHERE member_id = ${memberId})) AS holds`;
    return {
      charges: charges.map(({ id, ...rest }) => rest),
      keys: keys.map((row) => ({
        key: row.key,
        hash: row.requestHash,
        charge: ordinal.get(String(row.responseBody)) ?? 'unknown',
      })),
      balances,
    };
  };

  const run = async (setup: Setup, steps: Step[]) => {
    const clock = manualClock(START);
    const row = await member(setup, clock.now());
    // A stale request knows the member with the other level and another registered name.
    const known: MemberRow = setup.stale
      ? { ...row, role: setup.vip ? REGULAR_ROLE : ROLE.VIP, accountHolder: `${row.accountHolder ?? ''}x` }
      : row;
    const expected = model(setup);
    const answers: Answer[] = [];
    const expectedAnswers: Answer[] = [];
    for (const [n, step] of steps.entries()) {
      clock.advance(step.wait * HOUR);
      const now = clock.now();
      const key = `key-${n}`;
      const sends = [
        step,
        ...(step.replay ? [step] : []),
        ...(step.reuse ? [{ ...step, amount: step.amount + 10_000 }] : []),
      ];
      for (const sent of sends) {
        const answer = await routed(known, key, sent, now);
        answers.push(answer);
        expectedAnswers.push(expected.send(key, sent, now));
        const code = 'refused' in answer ? answer.refused : answer.replayed ? 'replayed' : 'requested';
        met.set(code, (met.get(code) ?? 0) + 1);
      }
    }
    expect(answers).toEqual(expectedAnswers);
    const { state } = expected;
    expect(await written(row.id)).toEqual({
      charges: state.charges,
      keys: [...state.keys]
        .map(([key, stored]) => ({ key, ...stored }))
        .sort((a, b) => a.key.localeCompare(b.key)),
      balances: { cash: state.cash, hold: state.hold, holds: state.charges.length },
    });
  };

  it('answers as the SDK rules answer and writes what they pass, for any sequence of requests', async () => {
    const step = fc.record({
      amount: fc.constantFrom(10_000, 10_000, 50_000, 50_000, 5_000, 15_000, 600_000, 25_000_000, 60_000_000),
      // '홍\u3000길동' (an ideographic space) and 'é' (upper case outside ASCII) are the SDK's to compare.
      holder: fc.constantFrom(
        '',
        '',
        '',
        '홍길동',
        ' 홍 길동 ',
        'hong gd',
        '김철수',
        '홍\u3000길동',
        '\u3000',
        'émile',
      ),
      wait: fc.constantFrom(0, 1, 2, 13, 13.5),
      replay: fc.boolean(),
      reuse: fc.boolean(),
    });
    const setup = fc.record({
      cash: fc.constantFrom(0, 40_000, 1_000_000, 30_000_000, 80_000_000),
      requestedToday: fc.constantFrom(0, 0, 199_990_000),
      depositMinutesAgo: fc.constantFrom(null, 10, 40),
      rolling: fc.boolean(),
      registered: fc.constantFrom('홍길동', '홍길동', '홍길동', 'Hong GD', '', 'Émile'),
      vip: fc.boolean(),
      stale: fc.boolean(),
    });
    await fc.assert(fc.asyncProperty(setup, fc.array(step, { minLength: 1, maxLength: 4 }), run), {
      numRuns: 60,
      seed: 20261127,
    });
    console.info('withdrawal answers', Object.fromEntries(met));
    for (const code of [
      'requested',
      'replayed',
      'IDEMPOTENCY_KEY_REUSED',
      'WITHDRAW_MIN',
      'WITHDRAW_UNIT',
      'WITHDRAW_OVER_CASH',
      'WITHDRAW_OVER_PER_REQUEST',
      'WITHDRAW_OVER_DAILY',
      'WITHDRAW_INTERVAL',
      'WITHDRAW_AFTER_DEPOSIT',
      'WITHDRAW_OWN_NAME',
      'WITHDRAW_CLOSED_HOURS',
      'WITHDRAW_ROLLING_UNMET',
    ])
      expect(met.get(code), code).toBeGreaterThan(0);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('takes the one statement for a request that passes every rule, and for its replay', async () => {
    const clock = manualClock(START);
    const created = await member(
      {
        cash: 100_000,
        requestedToday: 0,
        depositMinutesAgo: null,
        rolling: false,
        registered: '홍길동',
        vip: false,
      },
      clock.now(),
    );
    const request = { depositAmount: 20_000, depositName: '', type: 0 as const };
    const claim = { memberId: created.id, key: 'once', hash: 'h' };
    const first = await requestWithdrawal(sql, { claim, member: created, request, now: clock.now() });
    expect(first).toEqual({ outcome: 'requested', chargeId: expect.any(Number) });
    const again = await requestWithdrawal(sql, { claim, member: created, request, now: clock.now() });
    expect(again).toEqual({
      outcome: 'stored',
      requestHash: 'h',
      responseStatus: 200,
      responseBody: first.outcome === 'requested' ? first.chargeId : 'none',
    });
    // Short of cash: the function names the rule, worded from the SDK's catalogue; nothing was written, the key
    // claim included.
    clock.advance(3 * HOUR);
    const short = { ...claim, key: 'short' };
    await expect(
      requestWithdrawal(sql, {
        claim: short,
        member: created,
        request: { ...request, depositAmount: 90_000 },
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'WITHDRAW_OVER_CASH', message: ko.WITHDRAW_OVER_CASH, data: undefined });
    // A request that knew the member as VIP (a stale session) is judged by the row: 25,000,000 is over the
    // regular member's cap, nothing written.
    await fundMember(sql, created.id, 30_000_000);
    await expect(
      requestWithdrawal(sql, {
        claim: { ...claim, key: 'stale' },
        member: { ...created, role: ROLE.VIP },
        request: { ...request, depositAmount: 25_000_000 },
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'WITHDRAW_OVER_PER_REQUEST', message: ko.WITHDRAW_OVER_PER_REQUEST });
    expect(await sql`SELECT key FROM idempotency_keys WHERE member_id = ${created.id} ORDER BY key`).toEqual([
      { key: 'once' },
    ]);
  });

  it('under races: one key sent 50 times at once holds once; 50 keys at once hold once, the rest refused', async () => {
    const clock = manualClock(START);
    const created = await member(
      {
        cash: 10_000_000,
        requestedToday: 0,
        depositMinutesAgo: null,
        rolling: false,
        registered: '홍길동',
        vip: false,
      },
      clock.now(),
    );
    const request = { depositAmount: 10_000, depositName: '', type: 0 as const };
    const send = (key: string) =>
      requestWithdrawal(sql, {
        claim: { memberId: created.id, key, hash: 'h' },
        member: created,
        request,
        now: clock.now(),
      });
    const same = await Promise.all(Array.from({ length: 50 }, () => send('same')));
    const requested = same.flatMap((done) => (done.outcome === 'requested' ? [done.chargeId] : []));
    expect(requested).toHaveLength(1);
    const stored = same.flatMap((done) => (done.outcome === 'stored' ? [done.responseBody] : []));
    expect(stored).toEqual(Array.from({ length: 49 }, () => requested[0]));
    clock.advance(3 * HOUR);
    const many = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => send(`many-${n}`)));
    // The first to hold the member's lock is requested; the others see its charge (2 hours apart) and are
    // refused by the 2-hour rule, their claims undone.
    expect(
      many.filter((done) => done.status === 'fulfilled' && done.value.outcome === 'requested'),
    ).toHaveLength(1);
    expect(
      many.flatMap((done) =>
        done.status === 'rejected' ? [isDomainError(done.reason) ? done.reason.code : done.reason] : [],
      ),
    ).toEqual(Array.from({ length: 49 }, () => 'WITHDRAW_INTERVAL'));
    expect(
      await sql`SELECT balance FROM accounts WHERE owner_member_id = ${created.id} AND kind = 'withdraw_hold'`,
    ).toEqual([{ balance: 20_000 }]);
    expect(
      await sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE member_id = ${created.id}`,
    ).toEqual([{ n: 2 }]);
    expect(await ledgerConsistent(sql)).toBe(true);
  });
});
