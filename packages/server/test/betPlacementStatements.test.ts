import { gameDetailType } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { type CountedTestApp, createCountedTestApp, login } from './support/testApp';

/**
 * Issue 18: what one bet placement sends to PostgreSQL, statement by statement, so a change that adds a
 * round trip to the money path shows here. The list is printed; the test fails when it changes. Before
 * issue 18 it was 20 statements in 13 round trips (a savepoint and seven statements for the stake alone),
 * then 11 (9 in the transaction), then 4, then 3 (the session, the exclusion and offers in one read, and the
 * bet as one statement with no BEGIN or COMMIT); now 2: a session the process has seen is kept in its session
 * cache (migration 230 announces every change to it), as the server's default config does, and the bet is
 * place_sports_bet (migration 256: a batch of one, in statements of one bet's size). A batch of N bets of group
 * commit is one place_sports_bets, its own transaction too (test/groupCommit.test.ts, createBatchCommit), and the
 * reads of bets arriving together are one statement (createOffersReader), checked here through the route.
 */
describe('one bet placement, statement by statement', () => {
  let t: CountedTestApp;

  beforeAll(async () => {
    t = await createCountedTestApp({ config: { settingsCacheMs: 60_000, sessionCacheMs: 60_000 } });
    await insertFixture(t.counted, {
      id: 301,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(301, ['1.90', '3.20', '4.10'])],
    });
  });
  afterAll(() => t.close());

  /** A pre-match single of 5,000 won on 301_1_1. */
  const singleBet = async (member: Awaited<ReturnType<typeof login>>) => {
    const leg = await betting(t.counted, '301_1_1');
    return {
      memberId: member.user.id,
      totalRatio: leg.betPrice,
      amounts: 5_000,
      bettings: [leg],
      gameDetailType: gameDetailType('EU', 1),
      gameStyle: 'EU',
      changeFlag: false,
    };
  };
  /** What the test's pool t.sent since the last reset, one line each. */
  const sentStatements = () => t.sent.map((query) => query.replace(/\s+/g, ' ').trim());

  it('sends one read of the exclusion and offers, then the bet as one statement (the session is cached)', async () => {
    const member = await login(t.app, 'member01');
    const request = await singleBet(member);
    // The first bet fills the settings and session caches and prepares the statements.
    expect((await postBet(t.app, member, request)).statusCode).toBe(200);
    t.sent.length = 0;
    expect((await postBet(t.app, member, request)).statusCode).toBe(200);
    const statements = sentStatements();
    const shown = statements.map((query) => query.slice(0, 90));
    console.info(`one bet placement: ${statements.length} statements\n${shown.join('\n')}`);

    // The exclusion and the offers are read before the bet; no session or settings read (the caches).
    expect(statements.some((query) => /FROM sessions|s\.token_hash/.test(query))).toBe(false);
    expect(
      statements.filter((query) => /FROM rg_exclusions/.test(query) && /odds_id/.test(query)),
    ).toHaveLength(1);
    expect(statements.some((query) => /\bfrom settings\b/i.test(query))).toBe(false);
    // The bet itself is one statement, its own transaction: no BEGIN, no savepoint, no COMMIT; a lone bet's
    // function, not the batch's.
    expect(statements.filter((query) => /FROM place_sports_bet\(/.test(query))).toHaveLength(1);
    expect(statements.filter((query) => /^(begin|commit|savepoint)/i.test(query))).toEqual([]);
    // Background jobs share the pool; what the placement sends is these two and nothing else of the money path.
    const moneyPath =
      /sessions|token_hash|rg_exclusions|odds_id|place_sports_bet|idempotency|bet_slips|accounts|rolling/;
    expect(statements.filter((query) => moneyPath.test(query))).toHaveLength(2);
  });

  it('reads and places bets in flight together on one wallet in shared statements, with no BEGIN or COMMIT', async () => {
    const member = await login(t.app, 'member02');
    const request = await singleBet(member);
    expect((await postBet(t.app, member, request)).statusCode).toBe(200);
    t.sent.length = 0;
    const responses = await Promise.all(Array.from({ length: 8 }, () => postBet(t.app, member, request)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const statements = sentStatements();
    const batches = statements.filter((query) => /FROM place_sports_bets\(/.test(query));
    const lone = statements.filter((query) => /FROM place_sports_bet\(/.test(query));
    const reads = statements.filter((query) => /FROM rg_exclusions/.test(query) && /odds_id/.test(query));
    console.info(
      `8 bets in flight on one wallet: ${reads.length} reads, ${batches.length} batches, ${lone.length} lone bets`,
    );
    // The reads before the bets are shared too (createOffersReader): the bets read in one turn are one statement.
    // In the API these reads are more statements per bet than the placements (docs/benchmarks.md, fourteenth pass).
    expect(reads.length).toBeLessThan(8);
    expect(reads.some((query) => query.includes('jsonb_to_recordset'))).toBe(true);
    // At least one batch formed (the first bet runs alone while the others queue), and nothing else wraps it.
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.length + lone.length).toBeLessThan(8);
    expect(statements.filter((query) => /^(begin|commit|savepoint)/i.test(query))).toEqual([]);
  });
});
