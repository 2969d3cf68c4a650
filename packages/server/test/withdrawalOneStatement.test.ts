import { createHash } from 'node:crypto';
import { ko } from '@kbet/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { requestWithdrawal } from '../src/domain/charges/requestWithdrawal';
import { requestWithdrawalAtOnce } from '../src/domain/charges/requestWithdrawalAtOnce';
import { isDomainError } from '../src/domain/errors/domainError';
import { replayStored } from '../src/plugins/idempotency';
import { createChargesRepository } from '../src/repositories/chargesRepository';
import { createIdempotencyKeysRepository } from '../src/repositories/idempotencyKeysRepository';
import { createTestMember, manualClock } from './support/testApp';
import { createTestDatabase, fundMember, ledgerConsistent, type TestDatabase } from './support/testDatabase';

type Path = 'function' | 'general';

interface Step {
  amount: number;
  /** The account holder entered ('' for the registered one, 홍길동). */
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
}

const HOUR = 60 * 60_000;

/**
 * Issue 18, eighth and ninth passes: a withdrawal request is one statement, request_withdrawal (migrations 340 and
 * 370), which writes a request that passes every rule and names the rule that refuses one (the route words it from
 * the SDK's catalogue without checking anything again); only what the function cannot judge goes the general path
 * (requestWithdrawal under the idempotency protocol, the SDK's rule functions). The same requests (successes,
 * short balances, replays and reuses of a key, the §5 amount rules, the §9 per-request, daily, interval,
 * after-deposit, own-name and rolling refusals), sent as the route sends them (the function first) and through the
 * general path alone, on two members set up alike, must answer alike (code, Korean message and data) and write
 * the same rows once ids are numbered: charges, stored answers, ledger transactions and postings, audit rows,
 * balance events, rollups and balances. The general path states the rules independently of the function's SQL.
 */
describe('request_withdrawal writes what the general path writes', () => {
  let db: TestDatabase;
  let sql: Sql;
  // 10:00 KST, so no run reaches the 23:30-00:30 closed hours by accident; the steps' waits can.
  const START = new Date('2026-01-01T01:00:00Z');
  let members = 0;
  // How the routed side's requests went, so the property is known to exercise both paths.
  const taken = { atOnce: 0, replayed: 0, refused: 0, general: 0 };

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
  });
  afterAll(() => db.drop());

  const member = async (
    { cash, requestedToday, depositMinutesAgo, rolling, registered }: Setup,
    at: Date,
  ) => {
    members += 1;
    const created = await createTestMember(sql, { userId: `wd${members}`, nickname: `출금${members}` });
    await sql`UPDATE members SET account_holder = ${registered} WHERE id = ${created.id}`;
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
          VALUES (${created.id}, ${deposit.id}, 50000, 1, '{sports}', 1, 1, ${new Date(now)})`;
    }
    return created;
  };

  /** The general path: withIdempotency's protocol around requestWithdrawal. */
  const general = (claim: { memberId: number; key: string; hash: string }, step: Step, now: Date) =>
    sql.begin(async (tx) => {
      const keys = createIdempotencyKeysRepository(sql);
      if (await keys.claim(claim.memberId, claim.key, claim.hash, tx)) {
        const charge = await requestWithdrawal(tx, { memberId: claim.memberId, request: body(step), now });
        await keys.complete(claim.memberId, claim.key, 200, charge.id, tx);
        return { replayed: false, status: 200, body: charge.id };
      }
      return replayStored<number>(claim, await keys.find(claim.memberId, claim.key, tx));
    });

  const body = (step: Step) => ({ depositAmount: step.amount, depositName: step.holder, type: 0 as const });

  /** The route's way: request_withdrawal first (its refusals thrown as they are), the general path when it declines. */
  const routed = async (claim: { memberId: number; key: string; hash: string }, step: Step, now: Date) => {
    const done = await requestWithdrawalAtOnce(sql, { claim, request: body(step), now }).catch((error) => {
      if (isDomainError(error)) taken.refused += 1;
      throw error;
    });
    taken[done === undefined ? 'general' : done.outcome === 'requested' ? 'atOnce' : 'replayed'] += 1;
    if (done?.outcome === 'requested') return { replayed: false, status: 200, body: done.chargeId };
    if (done) return replayStored<number>(claim, done);
    return general(claim, step, now);
  };

  /** Everything the member's requests wrote, charge ids numbered in order. */
  const written = async (memberId: number, answers: unknown[]) => {
    const charges = await sql<{ id: number }[]>`
      SELECT id, deposit_mode, deposit_amount, deposit_name, duplicate, type, point_type, status, deposit_date,
             created_at, updated_at
      FROM charges WHERE member_id = ${memberId} ORDER BY id`;
    const ordinal = new Map(charges.map((row, n) => [String(row.id), n]));
    const own = (id: unknown) => (id == null ? null : (ordinal.get(String(id)) ?? 'unknown'));
    const keys = await sql<{ key: string; responseBody: unknown }[]>`
      SELECT key, request_hash, response_status, response_body FROM idempotency_keys
      WHERE member_id = ${memberId} ORDER BY key`;
    const postings = await sql<{ refId: string; dedupeKey: string | null }[]>`
      SELECT t.kind, t.vertical, t.ref_type, t.ref_id, t.dedupe_key, t.memo, t.created_by = ${memberId} AS by_member,
             a.kind AS account_kind, p.amount, p.balance_after
      FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id JOIN accounts a ON a.id = p.account_id
      WHERE a.owner_member_id = ${memberId} ORDER BY t.id, p.id`;
    // A house account's balance is every member's business: left out.
    const audits = await sql<{ targetType: string; targetId: string; ledgerRef: string | null }[]>`
      SELECT a.action, a.target_type, a.target_id, a.reason, a.actor_id = ${memberId} AS by_member,
             (SELECT jsonb_agg(v - 'accountId' - 'memberId' - CASE WHEN v ->> 'kind' LIKE 'house%' THEN 'balance' ELSE '' END) FROM jsonb_array_elements(
               CASE jsonb_typeof(a.old_value) WHEN 'array' THEN a.old_value END) v) AS old_lines,
             CASE WHEN jsonb_typeof(a.new_value) = 'array'
                  THEN (SELECT jsonb_agg(v - 'accountId' - 'memberId' - CASE WHEN v ->> 'kind' LIKE 'house%' THEN 'balance' ELSE '' END) FROM jsonb_array_elements(a.new_value) v)
                  ELSE a.new_value END AS new_value,
             jsonb_typeof(a.old_value) AS old_type,
             (SELECT t.ref_id FROM ledger_transactions t WHERE t.id::text = a.target_id
                AND a.target_type = 'ledger_transaction') AS ledger_ref
      FROM audit_log a
      WHERE (a.target_type = 'charge' AND a.target_id IN (SELECT id::text FROM charges WHERE member_id = ${memberId}))
         OR (a.target_type = 'ledger_transaction' AND a.target_id IN (
               SELECT p.transaction_id::text FROM postings p JOIN accounts x ON x.id = p.account_id
               WHERE x.owner_member_id = ${memberId}))
      ORDER BY a.id`;
    const events = await sql<{ data: Record<string, unknown> }[]>`
      SELECT e.data - 'transactionId' AS data FROM live_events e
      WHERE e.member_id = ${memberId} AND e.type = 'balance' ORDER BY e.id`;
    const rollups = await sql`
      SELECT vertical, turnover, payouts, bonuses, deposits, withdrawals, postings FROM ledger_member_days
      WHERE member_id = ${memberId} ORDER BY day, vertical NULLS FIRST`;
    const balances = await sql`
      SELECT kind, balance FROM accounts WHERE owner_member_id = ${memberId} ORDER BY kind`;
    return {
      answers,
      charges: charges.map(({ id, ...rest }) => rest),
      keys: keys.map(({ responseBody, ...rest }) => ({ ...rest, responseBody: own(responseBody) })),
      postings: postings.map(({ refId, dedupeKey, ...rest }) => ({
        ...rest,
        refId: own(refId),
        dedupeKey: dedupeKey?.replace(/\d+/, (id) => String(own(id))) ?? null,
      })),
      audits: audits.map(({ targetType, targetId, ledgerRef, ...rest }) => ({
        ...rest,
        ledgerRef: own(ledgerRef),
        targetType,
        targetId: targetType === 'charge' ? own(targetId) : 'ledger',
      })),
      events,
      rollups,
      balances,
    };
  };

  const run = async (path: Path, setup: Setup, steps: Step[]) => {
    // Both sides start from the same moment.
    const clock = manualClock(START);
    const created = await member(setup, clock.now());
    const answers: unknown[] = [];
    for (const [n, step] of steps.entries()) {
      clock.advance(step.wait * HOUR);
      const now = clock.now();
      const send = async (sent: Step) => {
        // The request hash as the route makes it, without the member, so both sides store the same.
        const hash = createHash('sha256')
          .update(JSON.stringify(body(sent)))
          .digest('hex');
        const claim = { memberId: created.id, key: `key-${n}`, hash };
        try {
          const outcome =
            path === 'function' ? await routed(claim, sent, now) : await general(claim, sent, now);
          answers.push({ ...outcome, body: 'charge' });
        } catch (error) {
          if (!(error instanceof Error)) throw error;
          answers.push({
            refused: 'code' in error ? error.code : error.message,
            message: error.message,
            data: isDomainError(error) ? error.data : undefined,
          });
        }
      };
      await send(step);
      if (step.replay) await send(step);
      if (step.reuse) await send({ ...step, amount: step.amount + 10_000 });
    }
    return written(created.id, answers);
  };

  it('answers alike and writes the same rows for any sequence of requests', async () => {
    const step = fc.record({
      amount: fc.constantFrom(10_000, 10_000, 50_000, 50_000, 5_000, 15_000, 600_000, 25_000_000),
      // '홍\u3000길동' (an ideographic space) only the SDK's comparison reads: the general path's.
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
      ),
      wait: fc.constantFrom(0, 1, 2, 13),
      replay: fc.boolean(),
      reuse: fc.boolean(),
    });
    const setup = fc.record({
      cash: fc.constantFrom(0, 40_000, 1_000_000, 30_000_000),
      requestedToday: fc.constantFrom(0, 0, 199_990_000),
      depositMinutesAgo: fc.constantFrom(null, 10, 40),
      rolling: fc.boolean(),
      registered: fc.constantFrom('홍길동', '홍길동', '홍길동', 'Hong GD', ''),
    });
    await fc.assert(
      fc.asyncProperty(setup, fc.array(step, { minLength: 1, maxLength: 4 }), async (given, steps) => {
        const fast = await run('function', given, steps);
        const slow = await run('general', given, steps);
        expect(fast).toEqual(slow);
      }),
      { numRuns: 40 },
    );
    console.info('withdrawal paths taken', taken);
    expect(taken.atOnce).toBeGreaterThan(5);
    expect(taken.replayed).toBeGreaterThan(5);
    expect(taken.refused).toBeGreaterThan(5);
    expect(taken.general).toBeGreaterThan(5);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('takes the one statement for a request that passes every rule, and for its replay', async () => {
    const clock = manualClock(START);
    const created = await member(
      { cash: 100_000, requestedToday: 0, depositMinutesAgo: null, rolling: false, registered: '홍길동' },
      clock.now(),
    );
    const request = { depositAmount: 20_000, depositName: '', type: 0 as const };
    const claim = { memberId: created.id, key: 'once', hash: 'h' };
    const first = await requestWithdrawalAtOnce(sql, { claim, request, now: clock.now() });
    expect(first).toEqual({ outcome: 'requested', chargeId: expect.any(Number) });
    const again = await requestWithdrawalAtOnce(sql, { claim, request, now: clock.now() });
    expect(again).toEqual({
      outcome: 'stored',
      requestHash: 'h',
      responseStatus: 200,
      responseBody: first?.outcome === 'requested' ? first.chargeId : 'none',
    });
    // Short of cash: the function names the rule, worded from the SDK's catalogue; nothing was written, the key
    // claim included.
    clock.advance(3 * HOUR);
    const short = { ...claim, key: 'short' };
    await expect(
      requestWithdrawalAtOnce(sql, {
        claim: short,
        request: { ...request, depositAmount: 90_000 },
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'WITHDRAW_OVER_CASH', message: ko.WITHDRAW_OVER_CASH, data: undefined });
    // A holder name only the SDK's comparison reads (an ideographic space) is the general path's to judge.
    const spaced = { ...claim, key: 'spaced' };
    const declined = await requestWithdrawalAtOnce(sql, {
      claim: spaced,
      request: { ...request, depositName: '홍\u3000길동' },
      now: clock.now(),
    });
    expect(declined).toBeUndefined();
    expect(await sql`SELECT key FROM idempotency_keys WHERE member_id = ${created.id} ORDER BY key`).toEqual([
      { key: 'once' },
    ]);
  });

  it('under races: one key sent 50 times at once holds once; 50 keys at once hold once, the rest refused', async () => {
    const clock = manualClock(START);
    const created = await member(
      { cash: 10_000_000, requestedToday: 0, depositMinutesAgo: null, rolling: false, registered: '홍길동' },
      clock.now(),
    );
    const request = { depositAmount: 10_000, depositName: '', type: 0 as const };
    const send = (key: string) =>
      requestWithdrawalAtOnce(sql, {
        claim: { memberId: created.id, key, hash: 'h' },
        request,
        now: clock.now(),
      });
    const same = await Promise.all(Array.from({ length: 50 }, () => send('same')));
    const requested = same.flatMap((done) => (done?.outcome === 'requested' ? [done.chargeId] : []));
    expect(requested).toHaveLength(1);
    const stored = same.flatMap((done) => (done?.outcome === 'stored' ? [done.responseBody] : []));
    expect(stored).toEqual(Array.from({ length: 49 }, () => requested[0]));
    clock.advance(3 * HOUR);
    const many = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => send(`many-${n}`)));
    // The first to hold the member's lock is requested; the others see its charge (2 hours apart) and are
    // refused by the 2-hour rule, their claims undone.
    expect(
      many.filter((done) => done.status === 'fulfilled' && done.value?.outcome === 'requested'),
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
