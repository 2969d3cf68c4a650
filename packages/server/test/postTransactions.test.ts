import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import {
  DuplicateTransactionError,
  houseBalance,
  InsufficientFundsError,
  openMemberAccounts,
  type PostTransactionInput,
  postTransactions,
} from '../src/domain/ledger';
import { createMembersRepository } from '../src/repositories/membersRepository';
import {
  createTestDatabase,
  emoney,
  fundMember,
  ledgerConsistent,
  type TestDatabase,
} from './support/testDatabase';

/** Postings whose balance_after is not the running sum of their account's postings. */
const runningDrift = (sql: Sql) => sql`
  SELECT id FROM (
    SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM postings
  ) p WHERE balance_after <> running`;

/** What a refused bulk post must leave as it was. */
const counts = async (sql: Sql) => {
  const [row] = await sql`
    SELECT (SELECT count(*) FROM ledger_transactions)::int AS txs, (SELECT count(*) FROM postings)::int AS postings,
           (SELECT count(*) FROM audit_log)::int AS audits, (SELECT sum(balance) FROM accounts)::int8 AS total`;
  return row;
};

/** A member ↔ house_bets movement of `amount` (positive credits the member). */
const move = (memberId: number, amount: number, dedupeKey?: string): PostTransactionInput => ({
  kind: amount > 0 ? 'bet_payout' : 'bet_stake',
  vertical: 'minigame',
  ...(dedupeKey === undefined ? {} : { dedupeKey }),
  actorId: null,
  postings: [
    { account: { member: memberId, kind: 'emoney' }, amount },
    { account: { house: 'house_bets' }, amount: -amount },
  ],
});

describe('postTransactions: many ledger transactions in a bounded number of statements', () => {
  let db: TestDatabase;
  let sql: Sql;
  let serial = 0;

  /** A member with `deposit` won of emoney. */
  const member = async (deposit: number): Promise<number> => {
    serial += 1;
    const created = await createMembersRepository(sql).insert({
      userId: `bulk${serial}`,
      nickname: `벌크${serial}`,
      passwordHash: 'x',
    });
    await openMemberAccounts(sql, created.id);
    if (deposit === 0) return created.id;
    await fundMember(sql, created.id, deposit, { kind: 'deposit' });
    return created.id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
  });
  afterAll(() => db.drop());

  it('chains balance_after through several transactions of one account and audits each', async () => {
    const a = await member(10_000);
    const b = await member(0);
    const house = await houseBalance(sql, 'house_bets');
    const posted = await sql.begin((tx) =>
      postTransactions(tx, [move(a, -4_000), move(b, 1_500), move(a, 2_500), move(a, -8_500), move(b, 700)]),
    );
    expect(posted.map((p) => p.balances.find((line) => line.memberId !== null)?.balanceAfter)).toEqual([
      6_000, 1_500, 8_500, 0, 2_200,
    ]);
    expect(await emoney(sql, a)).toBe(0);
    expect(await emoney(sql, b)).toBe(2_200);
    expect(await houseBalance(sql, 'house_bets')).toBe(house + 10_000 - 2_200);
    const audits = await sql<
      { targetId: string; newValue: { memberId: number | null; balance: number }[] }[]
    >`
      SELECT target_id, new_value FROM audit_log WHERE action LIKE 'ledger.bet_%' ORDER BY id`;
    expect(audits.map((row) => Number(row.targetId))).toEqual(posted.map((p) => p.transactionId));
    expect(audits[3]?.newValue.find((line) => line.memberId === a)?.balance).toBe(0);
    expect(await runningDrift(sql)).toEqual([]);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('refuses a used dedupe key or a member going below zero part way, and leaves nothing behind', async () => {
    const a = await member(5_000);
    await sql.begin((tx) => postTransactions(tx, [move(a, 1_000, `bulk:${a}:1`)]));
    const before = await counts(sql);
    const attempts: [PostTransactionInput[], new (...args: never[]) => Error][] = [
      [[move(a, 1_000, `bulk:${a}:2`), move(a, 1_000, `bulk:${a}:1`)], DuplicateTransactionError],
      [[move(a, 1_000, `bulk:${a}:3`), move(a, 1_000, `bulk:${a}:3`)], DuplicateTransactionError],
      // Ends at 6,000 + 1,000 - 1,000, but the debit comes first and would take the wallet below zero.
      [[move(a, -7_000), move(a, 7_000)], InsufficientFundsError],
      [[move(a, 1_000), move(a, -9_000)], InsufficientFundsError],
    ];
    for (const [inputs, refusal] of attempts) {
      await expect(sql.begin((tx) => postTransactions(tx, inputs))).rejects.toBeInstanceOf(refusal);
      expect(await counts(sql)).toEqual(before);
    }
    expect(await emoney(sql, a)).toBe(6_000);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('leaves the balances and postings that the same movements one by one would', async () => {
    const a = await member(0);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -50_000, max: 50_000 }), { maxLength: 30 }),
        async (raw) => {
          const start = await emoney(sql, a);
          // Only movements the wallet can afford, so the whole batch is accepted.
          let running = start;
          const amounts = raw.filter((amount) => {
            if (amount === 0 || running + amount < 0) return false;
            running += amount;
            return true;
          });
          const posted = await sql.begin((tx) =>
            postTransactions(
              tx,
              amounts.map((amount) => move(a, amount)),
            ),
          );
          let expected = start;
          for (const [index, amount] of amounts.entries()) {
            expected += amount;
            expect(posted[index]?.balances.find((line) => line.memberId === a)?.balanceAfter).toBe(expected);
          }
          expect(await emoney(sql, a)).toBe(expected);
        },
      ),
      { numRuns: 25, seed: 20261126 },
    );
    expect(await runningDrift(sql)).toEqual([]);
    expect(await ledgerConsistent(sql)).toBe(true);
  });
});
