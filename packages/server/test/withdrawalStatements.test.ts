import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../src/domain/ledger';
import { LONG_SESSION, withdraw } from './moneyTestKit';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import { createTestApp, login, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const HOUR = 60 * 60_000;

/**
 * Issue 18: what one withdrawal request (POST /charge, depositMode 1) sends to PostgreSQL, statement by
 * statement, so a change that adds a round trip to it shows here. The list is printed; the test fails when it
 * changes. Before issue 18 the request's transaction sent eleven statements, each waited for in turn: the
 * idempotency claim, member lock, balances, the day's withdrawals, rolling, the charge row, two for the hold
 * account, the hold transfer, audit and the stored answer. Now ten, in five waits: the claim; the lock with the
 * three reads (pipelined); the charge row with the hold account, now one statement; the transfer with its audit
 * row; the stored answer.
 */
describe('one withdrawal request, statement by statement', () => {
  let db: TestDatabase;
  let counted: Sql;
  let t: TestApp;
  const sent: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    counted = createSql(db.url, { max: 4, onQuery: (_connection, query) => sent.push(query) });
    t = await createTestApp({
      db: { ...db, sql: counted },
      config: { ...LONG_SESSION, settingsCacheMs: 60_000, sessionCacheMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await counted.end({ timeout: 5 });
    await db.drop();
  });

  it('sends ten statements in its transaction, one of them for the hold account', async () => {
    const member = await login(t.app, 'member01');
    await counted.begin((tx) =>
      transfer(tx, {
        kind: 'test_grant',
        actorId: null,
        from: { house: 'house_cash' },
        to: { member: member.user.id, kind: 'emoney' },
        amount: 1_000_000,
      }),
    );
    // The first request fills the caches and prepares the statements; §9 allows the next one 2 hours later.
    expect((await withdraw(t, member, { depositAmount: 10_000 })).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    sent.length = 0;
    expect((await withdraw(t, member, { depositAmount: 10_000 })).statusCode).toBe(200);
    const statements = sent
      // The live stream's poller shares the pool; it is no part of the request.
      .filter((query) => !isDriverTypeFetch(query) && !/live_sequence_events|FROM live_events/.test(query))
      .map((query) => query.replace(/\s+/g, ' ').trim());
    console.info(
      `one withdrawal request: ${statements.length} statements\n${statements.map((q) => q.slice(0, 90)).join('\n')}`,
    );
    const begin = statements.findIndex((query) => /^begin/i.test(query));
    const commit = statements.findIndex((query) => /^commit/i.test(query));
    const inside = statements.slice(begin + 1, commit);
    expect(
      inside.filter((query) => /FOR (NO KEY )?UPDATE/.test(query) && /members/.test(query)),
    ).toHaveLength(1);
    expect(inside.filter((query) => /post_transaction/.test(query))).toHaveLength(1);
    expect(inside.filter((query) => /withdraw_hold/.test(query))).toHaveLength(1);
    expect(inside).toHaveLength(10);
  });
});
