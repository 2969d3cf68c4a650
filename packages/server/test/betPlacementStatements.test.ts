import { gameDetailType } from '@kbet/sdk';
import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { createTestApp, login, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

/**
 * Issue 18: what one bet placement sends to PostgreSQL, statement by statement, so a change that adds a
 * round trip to the money path shows here. The list is printed; the test fails when it grows.
 */
describe('one bet placement, statement by statement', () => {
  let db: TestDatabase;
  let counted: Sql;
  let t: TestApp;
  const sent: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    counted = createSql(db.url, { max: 4, onQuery: (_connection, query) => sent.push(query) });
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

  it('sends one transaction of at most 11 statements, with no settings read and no savepoint', async () => {
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
    // The live stream's poller shares the pool; its statements are not the bet's.
    const statements = sent
      .map((query) => query.replace(/\s+/g, ' ').trim().slice(0, 90))
      .filter((query) => !/live_sequence_events|FROM live_events/.test(query));
    console.info(`one bet placement: ${statements.length} statements\n${statements.join('\n')}`);

    expect(statements.filter((query) => /^begin/i.test(query))).toHaveLength(1);
    expect(statements.filter((query) => /^commit/i.test(query))).toHaveLength(1);
    expect(statements.some((query) => /savepoint/i.test(query))).toBe(false);
    expect(statements.some((query) => /\bfrom settings\b/i.test(query))).toBe(false);
    expect(statements.filter((query) => /post_transaction/.test(query))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(11);
  });
});
