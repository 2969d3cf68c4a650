import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleWalletCall } from '../src/domain/casino/handleWalletCall';
import { CASINO_LAUNCH_TTL_MS } from '../src/domain/casino/launchCasinoGame';
import type { WalletCall } from '../src/domain/casino/walletCall';
import { createCasinoRepository } from '../src/repositories/casinoRepository';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import { createTestMember, fundMember, manualClock } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

/**
 * Issue 18: what one seamless-wallet bet (debit) and one win (credit) send to PostgreSQL, statement by
 * statement, so a change that adds a round trip to the casino money path shows here. The list is printed;
 * the test fails when it changes. Before issue 18 a debit took 13 round trips and a credit 12; then seven and
 * eight statements (stored answer with the launch session, BEGIN, member lock with game and provider, one
 * checks statement, ledger, wallet row, COMMIT); now each is one statement, casino_wallet_call (migration 265),
 * and only a refusal or a member with open bonus rolling takes the general path after it.
 */
describe('one wallet bet and win, statement by statement', () => {
  let db: TestDatabase;
  let counted: Sql;
  const sent: string[] = [];
  const clock = manualClock();
  const base = { token: 'statements'.repeat(4), playerId: '', roundId: 'r', gameCode: 'slot-fruits' };

  const call = (money: WalletCall) =>
    handleWalletCall({ sql: counted, clock, providerId: 'kbetsim', call: money });
  const statementsOf = async (money: WalletCall) => {
    sent.length = 0;
    expect((await call(money)).status).toBe('OK');
    const statements = sent
      .filter((query) => !isDriverTypeFetch(query))
      .map((query) => query.replace(/\s+/g, ' ').trim());
    console.info(
      `${money.action}: ${statements.length} statements\n${statements.map((q) => q.slice(0, 90)).join('\n')}`,
    );
    return statements;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    counted = createSql(db.url, { max: 2, onQuery: (_connection, query) => sent.push(query) });
    const member = await createTestMember(db.sql, { userId: 'casinost', nickname: '카지노통계' });
    base.playerId = member.userId;
    await db.sql.begin(async (tx) => {
      await fundMember(tx, member.id, 100_000, { wallet: 'casino' });
      await createCasinoRepository(tx).insertSession({
        token: base.token,
        providerId: 'kbetsim',
        memberId: member.id,
        gameCode: base.gameCode,
        platform: 'PC',
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + CASINO_LAUNCH_TTL_MS),
      });
    });
    // The first pair prepares the statements.
    await call({ ...base, action: 'debit', txId: 'warm-bet', amount: 1_000 });
    await call({ ...base, action: 'credit', txId: 'warm-win', betTxId: 'warm-bet', amount: 500 });
  });
  afterAll(async () => {
    await counted.end({ timeout: 5 });
    await db.drop();
  });

  it('sends one statement for a bet: casino_wallet_call, no BEGIN, lock or ledger call of its own', async () => {
    const statements = await statementsOf({ ...base, action: 'debit', txId: 'bet-1', amount: 1_000 });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/casino_wallet_call/);
  });

  it('sends one statement for a win: casino_wallet_call', async () => {
    const statements = await statementsOf({
      ...base,
      action: 'credit',
      txId: 'win-1',
      betTxId: 'bet-1',
      amount: 2_000,
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/casino_wallet_call/);
  });

  it('answers a replay with the stored answer in the same one statement', async () => {
    const first = await call({ ...base, action: 'debit', txId: 'bet-2', amount: 1_000 });
    const statements = await statementsOf({ ...base, action: 'debit', txId: 'bet-2', amount: 1_000 });
    expect(statements).toHaveLength(1);
    expect(await call({ ...base, action: 'debit', txId: 'bet-2', amount: 1_000 })).toEqual(first);
  });

  it('takes the general path after it for a refusal: a win for a bet never taken', async () => {
    sent.length = 0;
    const answer = await call({
      ...base,
      action: 'credit',
      txId: 'win-x',
      betTxId: 'no-such-bet',
      amount: 500,
    });
    expect(answer.status).toBe('BET_NOT_FOUND');
    expect(sent.filter((query) => /casino_wallet_call/.test(query))).toHaveLength(1);
    expect(sent.some((query) => /FOR NO KEY UPDATE OF m/.test(query))).toBe(true);
  });

  // Migration 285: on a casino_transactions with no statistics yet (a new site), every index costs one row and the
  // planner took casino_transactions_day (provider, created_at) for the lookup by (provider, transaction id),
  // scanning the provider's every row; plpgsql keeps such a generic plan for the connection. A copy of the table
  // with its indexes, filled and never analyzed, is that young table.
  it('looks a call up by the unique (provider, transaction id) index while the table is young', async () => {
    const plan = await db.sql.begin(async (tx) => {
      await tx`CREATE TEMP TABLE young_casino_transactions (LIKE casino_transactions INCLUDING ALL) ON COMMIT DROP`;
      await tx`
        INSERT INTO young_casino_transactions (provider_id, provider_tx_id, member_id, action, status, round_id,
                                               game_code, vertical, amount, response, created_at)
        SELECT 'kbetsim', 'young-' || n, 1, 'debit', 'open', 'r', 'slot-fruits', 'slot', 1000, '{}', now()
        FROM generate_series(1, 600) n`;
      const rows = await tx.unsafe(`EXPLAIN (GENERIC_PLAN, FORMAT JSON)
        SELECT response FROM young_casino_transactions WHERE provider_id = $1 AND provider_tx_id = $2`);
      // Reconciliation's read of a provider's day (roundTotals) still has its index.
      const day = await tx.unsafe(`EXPLAIN (GENERIC_PLAN, FORMAT JSON)
        SELECT round_id FROM young_casino_transactions
        WHERE provider_id = $1 AND created_at >= $2 AND created_at < $3 AND status <> 'marker'`);
      return { lookup: JSON.stringify(rows), day: JSON.stringify(day) };
    });
    expect(plan.lookup).toMatch(/"Index Name":"young_casino_transactions_provider_id_provider_tx_id_key"/);
    expect(plan.day).toMatch(/"Index Name":"young_casino_transactions_provider_id_created_at_idx"/);
  });
});
