import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_SESSION, withdraw } from './moneyTestKit';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import { type CountedTestApp, createCountedTestApp, fundMember, login } from './support/testApp';

const HOUR = 60 * 60_000;

/**
 * Issue 18: what one withdrawal request (POST /charge, depositMode 1) sends to PostgreSQL, statement by
 * statement, so a change that adds a round trip to it shows here. The list is printed; the test fails when it
 * changes. Before issue 18 the request's transaction t.sent eleven statements, each waited for in turn: the
 * idempotency claim, member lock, balances, the day's withdrawals, rolling, the charge row, two for the hold
 * account, the hold transfer, audit and the stored answer. The sixth pass made them ten, in five waits. Since
 * migration 340 a request that passes every rule is one statement, request_withdrawal, with no BEGIN or COMMIT:
 * the claim, the lock, the checks, the charge row, the hold transfer with its books, both audit rows and the
 * stored answer; since migration 370 a refusal is that one statement too. Before it, outside any transaction,
 * only the account password's failure count (the argon2id check must not run under the member's lock) and what
 * authentication and the settings caches read.
 */
describe('one withdrawal request, statement by statement', () => {
  let t: CountedTestApp;

  beforeAll(async () => {
    t = await createCountedTestApp({
      config: { ...LONG_SESSION, settingsCacheMs: 60_000, sessionCacheMs: 60_000 },
    });
  });
  afterAll(() => t.close());

  it('sends one statement for the request itself, after the account password failure count', async () => {
    const member = await login(t.app, 'member01');
    await fundMember(t.counted, member.user.id, 1_000_000, { kind: 'test_grant' });
    // The first request fills the caches and prepares the statements; §9 allows the next one 2 hours later.
    expect((await withdraw(t, member, { depositAmount: 10_000 })).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    t.sent.length = 0;
    expect((await withdraw(t, member, { depositAmount: 10_000 })).statusCode).toBe(200);
    const statements = t.sent
      // The live stream's poller shares the pool; it is no part of the request.
      .filter((query) => !isDriverTypeFetch(query) && !/live_sequence_events|FROM live_events/.test(query))
      .map((query) => query.replace(/\s+/g, ' ').trim());
    console.info(
      `one withdrawal request: ${statements.length} statements\n${statements.map((q) => q.slice(0, 90)).join('\n')}`,
    );
    expect(statements.filter((query) => /^(begin|commit)/i.test(query))).toEqual([]);
    const request = statements.filter(
      (query) => !/FROM settings|sessions|account_password_failures/.test(query),
    );
    expect(request).toHaveLength(1);
    expect(request[0]).toMatch(/request_withdrawal/);
    expect(statements.filter((query) => /account_password_failures/.test(query))).toHaveLength(1);

    // A refusal (the 2-hour wait) is the same one statement since migration 370: the function names the rule.
    t.sent.length = 0;
    const refused = await withdraw(t, member, { depositAmount: 10_000 });
    expect(refused.json()).toMatchObject({ code: 'WITHDRAW_INTERVAL' });
    expect(
      t.sent.filter(
        (query) =>
          !isDriverTypeFetch(query) &&
          !/live_sequence_events|FROM live_events|FROM settings|sessions|account_password_failures/.test(
            query,
          ),
      ),
    ).toEqual([expect.stringMatching(/request_withdrawal/)]);
  });
});
