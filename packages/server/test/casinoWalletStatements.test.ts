import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleWalletCall } from '../src/domain/casino/handleWalletCall';
import { CASINO_LAUNCH_TTL_MS } from '../src/domain/casino/launchCasinoGame';
import type { WalletCall } from '../src/domain/casino/walletCall';
import { transfer } from '../src/domain/ledger';
import { createCasinoRepository } from '../src/repositories/casinoRepository';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import { createTestMember, manualClock } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

/**
 * Issue 18: what one seamless-wallet bet (debit) and one win (credit) send to PostgreSQL, statement by
 * statement, so a change that adds a round trip to the casino money path shows here. The list is printed;
 * the test fails when it changes. Before issue 18 a debit took 13 round trips and a credit 12; now each reads
 * the stored answer with the launch session, locks the member with its game and provider, then reads every
 * check (duplicate, bet, exclusion, rollback marker, open rolling) in one statement; a member without an open
 * bonus requirement takes no rolling lock.
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
      await transfer(tx, {
        kind: 'test_funding',
        actorId: null,
        from: { house: 'house_cash' },
        to: { member: member.id, kind: 'casino' },
        amount: 100_000,
      });
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

  it('sends seven statements for a bet: opening read, BEGIN, lock, checks, ledger, row, COMMIT', async () => {
    const statements = await statementsOf({ ...base, action: 'debit', txId: 'bet-1', amount: 1_000 });
    expect(statements.filter((query) => /FOR NO KEY UPDATE OF m/.test(query))).toHaveLength(1);
    expect(statements.filter((query) => /rg_exclusions/.test(query))).toHaveLength(1);
    // No open bonus requirement: the rolling requirements are only checked, never locked.
    expect(statements.some((query) => /FOR UPDATE/.test(query) && /rolling_requirements/.test(query))).toBe(
      false,
    );
    expect(statements).toHaveLength(7);
  });

  it('sends eight statements for a win: opening read, BEGIN, lock, checks with the bet, ledger, settle and row, COMMIT', async () => {
    const statements = await statementsOf({
      ...base,
      action: 'credit',
      txId: 'win-1',
      betTxId: 'bet-1',
      amount: 2_000,
    });
    expect(statements.filter((query) => /FOR NO KEY UPDATE OF m/.test(query))).toHaveLength(1);
    expect(statements).toHaveLength(8);
  });
});
