import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql, Tx } from '../src/db/createSql';
import { audit } from '../src/domain/audit/audit';
import {
  DuplicateTransactionError,
  HOUSE_ACCOUNT_KINDS,
  houseBalance,
  InsufficientFundsError,
  isInsufficientFundsError,
  memberBalances,
  openMemberAccounts,
  postTransaction,
  transfer,
} from '../src/domain/ledger';
import { createMembersRepository } from '../src/repositories/membersRepository';
import { createTestDatabase, fundMember, type TestDatabase } from './support/testDatabase';

/**
 * Every transaction sums to zero; every account row (member wallet or house shard) equals the sum of its
 * postings and each posting's balance_after is that running sum; no member balance is negative; each house
 * kind's balance is the sum of the postings to its shards; and all balances together are zero.
 */
async function expectLedgerConsistent(sql: Sql): Promise<void> {
  const unbalanced = await sql`
    SELECT t.id FROM ledger_transactions t LEFT JOIN postings p ON p.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2`;
  expect(unbalanced).toEqual([]);
  const drifted = await sql`
    SELECT a.id FROM accounts a LEFT JOIN postings p ON p.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`;
  expect(drifted).toEqual([]);
  const runningDrift = await sql`
    SELECT id FROM (
      SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM postings
    ) p WHERE balance_after <> running`;
  expect(runningDrift).toEqual([]);
  const [negative] =
    await sql`SELECT count(*)::int AS n FROM accounts WHERE owner_member_id IS NOT NULL AND balance < 0`;
  expect(negative?.n).toBe(0);
  const houseFromPostings = await sql<{ kind: string; balance: number }[]>`
    SELECT a.kind, coalesce(sum(p.amount), 0)::int8 AS balance
    FROM accounts a LEFT JOIN postings p ON p.account_id = a.id
    WHERE a.owner_member_id IS NULL GROUP BY a.kind ORDER BY a.kind`;
  expect(houseFromPostings.map((row) => row.kind)).toEqual([...HOUSE_ACCOUNT_KINDS].sort());
  for (const { kind, balance } of houseFromPostings)
    expect(await houseBalance(sql, kind as (typeof HOUSE_ACCOUNT_KINDS)[number])).toBe(balance);
  const [total] = await sql`SELECT coalesce(sum(balance), 0)::int8 AS total FROM accounts`;
  expect(total?.total).toBe(0);
}

describe('double-entry ledger', () => {
  let db: TestDatabase;
  let sql: Sql;
  let memberId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
    const member = await createMembersRepository(sql).insert({
      userId: 'ledger01',
      nickname: '원장',
      passwordHash: 'x',
    });
    memberId = member.id;
    await openMemberAccounts(sql, memberId);
  });
  afterAll(() => db.drop());

  it('the seeded demo balances are ledger postings from the house, all balanced', async () => {
    const [member01] = await sql`SELECT id FROM members WHERE user_id = 'member01'`;
    expect(await memberBalances(sql, member01!.id)).toEqual({
      emoney: 1_000_000,
      casinoMoney: 100_000,
      point: 10_000,
      comp: 1_000,
    });
    const [granted] = await sql`
      SELECT sum(balance) FILTER (WHERE kind IN ('emoney', 'casino'))::int8 AS cash,
             sum(balance) FILTER (WHERE kind IN ('point', 'comp'))::int8 AS bonus
      FROM accounts WHERE owner_member_id IS NOT NULL`;
    expect(granted?.cash).toBeGreaterThan(0);
    expect(await houseBalance(sql, 'house_cash')).toBe(-granted!.cash);
    expect(await houseBalance(sql, 'house_bonus')).toBe(-granted!.bonus);
    expect(await houseBalance(sql, 'house_bets')).toBe(0);
    // The seed is one database transaction: all its house lines went to one shard per kind.
    const shardsUsed = await sql`
      SELECT a.kind, count(DISTINCT a.id)::int AS n FROM postings p JOIN accounts a ON a.id = p.account_id
      WHERE a.owner_member_id IS NULL GROUP BY a.kind ORDER BY a.kind`;
    expect(shardsUsed).toEqual([
      { kind: 'house_bonus', n: 1 },
      { kind: 'house_cash', n: 1 },
    ]);
    await expectLedgerConsistent(sql);
  });

  it('posts a balanced transaction, records balance_after, moves updatedAt and writes the audit log', async () => {
    const [before] = await sql`SELECT updated_at FROM members WHERE id = ${memberId}`;
    const posted = await sql.begin((tx) =>
      postTransaction(tx, {
        kind: 'demo_grant',
        ref: { type: 'test', id: 1 },
        memo: '테스트 지급',
        actorId: null,
        postings: [
          { account: { member: memberId, kind: 'emoney' }, amount: 100_000 },
          { account: { house: 'house_cash' }, amount: -100_000 },
        ],
      }),
    );
    const emoney = posted.balances.find((b) => b.memberId === memberId);
    expect(emoney).toMatchObject({ kind: 'emoney', amount: 100_000, balanceAfter: 100_000 });
    expect(await memberBalances(sql, memberId)).toEqual({
      emoney: 100_000,
      casinoMoney: 0,
      point: 0,
      comp: 0,
    });
    const [after] = await sql`SELECT updated_at FROM members WHERE id = ${memberId}`;
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const [entry] = await sql`
      SELECT actor_id, action, target_type, target_id, old_value, new_value, reason
      FROM audit_log WHERE target_id = ${String(posted.transactionId)}`;
    expect(entry).toMatchObject({
      actorId: null,
      action: 'ledger.demo_grant',
      targetType: 'ledger_transaction',
      reason: '테스트 지급',
    });
    expect(entry?.oldValue).toContainEqual(expect.objectContaining({ memberId, kind: 'emoney', balance: 0 }));
    expect(entry?.newValue).toContainEqual(
      expect.objectContaining({ memberId, kind: 'emoney', balance: 100_000 }),
    );
  });

  it('refuses a debit below zero with InsufficientFundsError and leaves nothing behind, even if the caller carries on', async () => {
    const counts = async () =>
      (
        await sql`SELECT (SELECT count(*)::int FROM ledger_transactions) AS t, (SELECT count(*)::int FROM audit_log) AS a`
      )[0];
    const before = await counts();
    let caught: unknown;
    await sql.begin(async (tx) => {
      try {
        await transfer(tx, {
          kind: 'test_debit',
          actorId: memberId,
          from: { member: memberId, kind: 'emoney' },
          to: { house: 'house_cash' },
          amount: 100_001,
        });
      } catch (error) {
        caught = error;
      }
      await audit(tx, {
        actorId: memberId,
        action: 'test.after_refusal',
        target: { type: 'member', id: memberId },
      });
    });
    expect(caught).toBeInstanceOf(InsufficientFundsError);
    expect(isInsufficientFundsError(caught) && caught.details).toMatchObject({
      memberId,
      kind: 'emoney',
      balance: 100_000,
      amount: -100_001,
    });
    expect(await memberBalances(sql, memberId)).toMatchObject({ emoney: 100_000 });
    const after = await counts();
    expect(after).toEqual({ t: before!.t, a: before!.a + 1 });
    await expectLedgerConsistent(sql);
  });

  it('rejects unbalanced, zero, fractional and single-line postings before touching the database', async () => {
    const attempt = (postings: { amount: number }[]) =>
      sql.begin((tx) =>
        postTransaction(tx, {
          kind: 'bad',
          actorId: null,
          postings: postings.map((p, i) => ({
            account:
              i === 0 ? { member: memberId, kind: 'emoney' as const } : { house: 'house_cash' as const },
            amount: p.amount,
          })),
        }),
      );
    await expect(attempt([{ amount: 10 }, { amount: -9 }])).rejects.toThrow('postings sum to 1, not 0');
    await expect(attempt([{ amount: 0 }, { amount: 0 }])).rejects.toThrow('invalid posting amount 0');
    await expect(attempt([{ amount: 0.5 }, { amount: -0.5 }])).rejects.toThrow('invalid posting amount 0.5');
    await expect(attempt([{ amount: 10 }])).rejects.toThrow('at least two postings');
  });

  it('the database itself refuses an unbalanced transaction at commit, and history cannot be edited', async () => {
    await expect(
      sql.begin(async (tx) => {
        const [t] = await tx`INSERT INTO ledger_transactions (kind) VALUES ('raw') RETURNING id`;
        const [a] = await tx`SELECT id FROM accounts WHERE owner_member_id IS NULL AND kind = 'house_cash'`;
        await tx`INSERT INTO postings (transaction_id, account_id, amount, balance_after) VALUES (${t!.id}, ${a!.id}, 5, 0)`;
      }),
    ).rejects.toThrow(/unbalanced/);
    // Checked per posting statement (migration 236): one statement for several transactions is refused whole
    // when one of them is unbalanced, and a statement adding to a transaction of an earlier one sums with it.
    const [house] = await sql<{ id: number }[]>`
      SELECT id FROM accounts WHERE owner_member_id IS NULL AND kind = 'house_cash' AND shard = 0`;
    await expect(
      sql.begin(async (tx) => {
        const [a, b] = await tx<{ id: number }[]>`
          INSERT INTO ledger_transactions (kind) VALUES ('raw'), ('raw') RETURNING id`;
        await tx`
          INSERT INTO postings (transaction_id, account_id, amount, balance_after)
          VALUES (${a!.id}, ${house!.id}, 5, 0), (${a!.id}, ${house!.id}, -5, 0), (${b!.id}, ${house!.id}, 5, 0),
                 (${b!.id}, ${house!.id}, -4, 0)`;
      }),
    ).rejects.toThrow(`ledger transaction`);
    const [old] = await sql<{ id: number }[]>`SELECT min(transaction_id) AS id FROM postings`;
    await expect(
      sql`INSERT INTO postings (transaction_id, account_id, amount, balance_after) VALUES (${old!.id}, ${house!.id}, 5, 0)`,
    ).rejects.toThrow(`ledger transaction ${old!.id} is unbalanced`);
    await expect(
      sql`UPDATE postings SET amount = amount WHERE id = (SELECT min(id) FROM postings)`,
    ).rejects.toThrow('postings is append-only');
    await expect(sql`DELETE FROM audit_log`).rejects.toThrow('audit_log is append-only');
    await expect(sql`UPDATE accounts SET balance = -1 WHERE owner_member_id = ${memberId}`).rejects.toThrow(
      /accounts_member_balance_nonnegative/,
    );
  });

  it('posts a dedupe key once: the second attempt is a DuplicateTransactionError', async () => {
    const payout = () =>
      sql.begin((tx) =>
        transfer(tx, {
          kind: 'bet_payout',
          vertical: 'sports',
          dedupeKey: 'payout:bet:1:v1',
          actorId: null,
          from: { house: 'house_bets' },
          to: { member: memberId, kind: 'emoney' },
          amount: 1_000,
        }),
      );
    await payout();
    await expect(payout()).rejects.toBeInstanceOf(DuplicateTransactionError);
    expect(await memberBalances(sql, memberId)).toMatchObject({ emoney: 101_000 });
  });

  it('tags a play movement with its vertical, and refuses one without it (it would drop out of every report)', async () => {
    const stake = (vertical: 'minigame' | undefined) =>
      sql.begin((tx) =>
        transfer(tx, {
          kind: 'bet_stake',
          vertical,
          actorId: memberId,
          from: { member: memberId, kind: 'emoney' },
          to: { house: 'house_bets' },
          amount: 500,
        }),
      );
    const before = await memberBalances(sql, memberId);
    await expect(stake(undefined)).rejects.toThrow(/ledger_transactions_play_vertical/);
    expect(await memberBalances(sql, memberId)).toEqual(before);
    const posted = await stake('minigame');
    const [row] = await sql<{ vertical: string }[]>`
      SELECT vertical FROM ledger_transactions WHERE id = ${posted.transactionId}`;
    expect(row?.vertical).toBe('minigame');
  });

  it('50 parallel debits exceeding the balance: exactly the affordable ones apply, never below zero', async () => {
    const racer = await createMembersRepository(sql).insert({
      userId: 'racer01',
      nickname: '경쟁',
      passwordHash: 'x',
    });
    await openMemberAccounts(sql, racer.id);
    await fundMember(sql, racer.id, 100_000, { kind: 'demo_grant' });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        sql.begin((tx) =>
          transfer(tx, {
            kind: 'bet_stake',
            vertical: 'sports',
            actorId: racer.id,
            from: { member: racer.id, kind: 'emoney' },
            to: { house: 'house_bets' },
            amount: 7_000,
          }),
        ),
      ),
    );
    const applied = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(applied).toHaveLength(14);
    expect(refused).toHaveLength(36);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await memberBalances(sql, racer.id)).toMatchObject({ emoney: 2_000 });
    const [stakes] = await sql`
      SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'bet_stake' AND created_by = ${racer.id}`;
    expect(stakes?.n).toBe(14);
    await expectLedgerConsistent(sql);
  });

  it('transactions running together post to different house shards, so neither waits for the other', async () => {
    const funded = async (userId: string) => {
      const member = await createMembersRepository(sql).insert({
        userId,
        nickname: userId,
        passwordHash: 'x',
      });
      await openMemberAccounts(sql, member.id);
      await fundMember(sql, member.id, 50_000, { kind: 'demo_grant' });
      return member.id;
    };
    const [first, second] = [await funded('shard01'), await funded('shard02')];
    const stake = (tx: Tx, memberId: number, amount: number) =>
      transfer(tx, {
        kind: 'bet_stake',
        vertical: 'sports',
        actorId: memberId,
        from: { member: memberId, kind: 'emoney' },
        to: { house: 'house_bets' },
        amount,
      });
    const houseLine = (posted: { balances: { memberId: number | null; accountId: number }[] }) =>
      posted.balances.find((line) => line.memberId === null)!.accountId;
    const before = await houseBalance(sql, 'house_bets');

    // The first transaction posts twice (one shard for both) and stays open, holding its house row.
    let heldAccount = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted = () => {};
    const firstPosted = new Promise<void>((resolve) => {
      posted = resolve;
    });
    const open = sql.begin(async (tx) => {
      const one = await stake(tx, first, 1_000);
      const two = await stake(tx, first, 2_000);
      expect(houseLine(two)).toBe(houseLine(one));
      heldAccount = houseLine(one);
      posted();
      await released;
    });
    await firstPosted;

    // A transaction that would share that shard is retried: its next id selects another one.
    class SameShard extends Error {}
    let secondAccount = 0;
    for (let attempt = 0; secondAccount === 0; attempt += 1) {
      expect(attempt).toBeLessThan(5);
      await sql
        .begin(async (tx) => {
          await tx`SET LOCAL lock_timeout = '5s'`;
          const [mine] = await tx<{ id: number }[]>`SELECT house_account_id('house_bets') AS id`;
          if (mine!.id === heldAccount) throw new SameShard();
          secondAccount = houseLine(await stake(tx, second, 4_000));
          expect(secondAccount).toBe(mine!.id);
        })
        .catch((error: unknown) => {
          if (!(error instanceof SameShard)) throw error;
        });
    }
    expect(secondAccount).not.toBe(heldAccount);
    expect(await houseBalance(sql, 'house_bets')).toBe(before + 4_000);
    release();
    await open;
    expect(await houseBalance(sql, 'house_bets')).toBe(before + 7_000);
    expect(await memberBalances(sql, first)).toMatchObject({ emoney: 47_000 });
    expect(await memberBalances(sql, second)).toMatchObject({ emoney: 46_000 });
    const [shards] = await sql`
      SELECT count(*)::int AS n, min(shard)::int AS lo, max(shard)::int AS hi
      FROM accounts WHERE owner_member_id IS NULL AND kind = 'house_bets'`;
    expect(shards).toEqual({ n: 61, lo: 0, hi: 60 });
    await expectLedgerConsistent(sql);
  });
});
