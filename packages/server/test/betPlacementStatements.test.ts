import { gameDetailType } from '@kbet/sdk';
import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { createTestApp, login, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

/**
 * Issue 18: what one bet placement sends to PostgreSQL, statement by statement, so a change that adds a
 * round trip to the money path shows here. The list is printed; the test fails when it changes. Before
 * issue 18 it was 20 statements in 13 round trips (a savepoint and seven statements for the stake alone).
 */
describe('one bet placement, statement by statement', () => {
  let db: TestDatabase;
  let counted: Sql;
  let t: TestApp;
  const sent: { connection: number; query: string }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    counted = createSql(db.url, { max: 4, onQuery: (connection, query) => sent.push({ connection, query }) });
    t = await createTestApp({ db: { ...db, sql: counted }, config: { settingsCacheMs: 60_000 } });
    await insertFixture(counted, {
      id: 301,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(301, ['1.90', '3.20', '4.10'])],
    });
  });
  afterAll(async () => {
    await t.close();
    await counted.end({ timeout: 5 });
    await db.drop();
  });

  it('sends the session and offer reads, then one transaction of 9 statements with no savepoint', async () => {
    const member = await login(t.app, 'member01');
    const leg = await betting(counted, '301_1_1');
    const request = {
      memberId: member.user.id,
      totalRatio: leg.betPrice,
      amounts: 5_000,
      bettings: [leg],
      gameDetailType: gameDetailType('EU', 1),
      gameStyle: 'EU',
      changeFlag: false,
    };
    // The first bet fills the settings cache and prepares the statements.
    expect((await postBet(t.app, member, request)).statusCode).toBe(200);
    sent.length = 0;
    expect((await postBet(t.app, member, request)).statusCode).toBe(200);
    const statements = sent.map(({ connection, query }) => ({
      connection,
      query: query.replace(/\s+/g, ' ').trim().slice(0, 90),
    }));
    // The transaction: from its BEGIN to its COMMIT on its connection (background jobs share the pool).
    const begin = statements.findIndex(({ query }) => /^begin/i.test(query));
    const { connection } = statements[begin]!;
    const onIt = statements.slice(begin).filter((statement) => statement.connection === connection);
    const transaction = onIt.slice(0, onIt.findIndex(({ query }) => /^commit/i.test(query)) + 1);
    const before = statements.slice(0, begin).map(({ query }) => query);
    console.info(
      `one bet placement: ${before.length} statements before the transaction, ${transaction.length} in it\n${[
        ...before,
        ...transaction.map(({ query }) => query),
      ].join('\n')}`,
    );

    // Before it: the session and the offers (reused inside, as the bet did not wait); no settings read.
    expect(before.some((query) => /FROM sessions|s\.token_hash/.test(query))).toBe(true);
    expect(before.some((query) => /odds_id/.test(query))).toBe(true);
    expect(statements.some(({ query }) => /\bfrom settings\b/i.test(query))).toBe(false);
    expect(transaction.map(({ query }) => query.split(/[ (]/)[0]!.toUpperCase())).toEqual([
      'BEGIN',
      'INSERT', // idempotency claim
      'SELECT', // exclusion
      'SELECT', // slip id
      'WITH', // slip and legs
      'SELECT', // post_transaction: the whole stake
      'SELECT', // open rolling requirements
      'UPDATE', // stored answer
      'COMMIT',
    ]);
    expect(transaction.filter(({ query }) => /post_transaction/.test(query))).toHaveLength(1);
  });
});
