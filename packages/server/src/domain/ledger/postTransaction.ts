import type postgres from 'postgres';
import type { Tx } from '../../db/createSql';
import { audit } from '../audit/audit';
import type { AccountKind, AccountRef } from './accountKinds';
import { DuplicateTransactionError } from './duplicateTransactionError';
import { InsufficientFundsError } from './insufficientFundsError';

export interface Posting {
  account: AccountRef;
  /** Signed whole won: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostTransactionInput {
  /** What happened, e.g. `deposit`, `withdrawal`, `bet_stake`, `bet_payout`, `point_to_emoney`. */
  kind: string;
  /** The business record this movement belongs to. */
  ref?: { type: string; id: string | number };
  /** When set, a second transaction with the same key is refused (exactly-once payouts). */
  dedupeKey?: string;
  memo?: string;
  /** Who caused it (member or staff); null for the system. Recorded on the transaction and in the audit log. */
  actorId: number | null;
  /** At least two, non-zero integers summing to zero. */
  postings: readonly Posting[];
}

export interface PostedBalance {
  accountId: number;
  memberId: number | null;
  kind: AccountKind;
  amount: number;
  balanceAfter: number;
}

export interface PostedTransaction {
  transactionId: number;
  balances: PostedBalance[];
}

interface AccountRow {
  id: number;
  ownerMemberId: number | null;
  kind: AccountKind;
}

const refKey = (ref: AccountRef): string =>
  'id' in ref ? `id:${ref.id}` : 'house' in ref ? `house:${ref.house}` : `member:${ref.member}:${ref.kind}`;

function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  let sum = 0;
  for (const { amount } of postings) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`invalid posting amount ${amount}`);
    sum += amount;
  }
  if (sum !== 0) throw new Error(`postings sum to ${sum}, not 0`);
}

async function resolveAccounts(tx: Tx, postings: readonly Posting[]): Promise<Map<string, AccountRow>> {
  const memberIds = [
    ...new Set(postings.flatMap(({ account }) => ('member' in account ? [account.member] : []))),
  ];
  const ids = postings.flatMap(({ account }) => ('id' in account ? [account.id] : []));
  const rows = await tx<AccountRow[]>`
    SELECT id, owner_member_id, kind FROM accounts
    WHERE owner_member_id IS NULL
       OR owner_member_id = ANY(${memberIds}::integer[])
       OR id = ANY(${ids}::bigint[])`;
  const byKey = new Map<string, AccountRow>();
  for (const row of rows) {
    byKey.set(`id:${row.id}`, row);
    byKey.set(
      row.ownerMemberId === null ? `house:${row.kind}` : `member:${row.ownerMemberId}:${row.kind}`,
      row,
    );
  }
  return byKey;
}

const isUniqueViolation = (error: unknown): error is postgres.PostgresError =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Records one balanced movement of money inside the caller's transaction: each balance changes by
 * a conditional atomic UPDATE (a member account never goes below zero), postings keep the balance
 * after each line, the members' updatedAt moves, and the audit log gets old and new balances.
 * Runs in a savepoint, so a refusal (InsufficientFundsError, DuplicateTransactionError) leaves
 * nothing behind even if the caller catches it and carries on.
 * Lock order is members (by id), then accounts (by id): take member row locks before calling.
 * @example
 * await postTransaction(tx, {
 *   kind: 'deposit', ref: { type: 'charge', id: 12 }, actorId: staffId,
 *   postings: [{ account: { member: 3, kind: 'emoney' }, amount: 50000 }, { account: { house: 'house_cash' }, amount: -50000 }],
 * });
 */
export async function postTransaction(tx: Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  assertBalanced(input.postings);
  return tx.savepoint(async (sp) => {
    const accounts = await resolveAccounts(sp, input.postings);
    const lines = input.postings
      .map(({ account, amount }) => {
        const row = accounts.get(refKey(account));
        if (!row) throw new Error(`no ledger account ${refKey(account)}`);
        return { row, amount };
      })
      // Credits before debits on the same account, accounts in id order: no spurious refusals, no deadlocks.
      .sort((a, b) => a.row.id - b.row.id || b.amount - a.amount);

    const memberIds = [
      ...new Set(lines.flatMap(({ row }) => (row.ownerMemberId === null ? [] : [row.ownerMemberId]))),
    ];
    if (memberIds.length > 0) {
      await sp`SELECT id FROM members WHERE id = ANY(${memberIds}::integer[]) ORDER BY id FOR NO KEY UPDATE`;
      await sp`UPDATE members SET updated_at = clock_timestamp() WHERE id = ANY(${memberIds}::integer[])`;
    }

    let transactionId: number;
    try {
      const [created] = await sp<{ id: number }[]>`
        INSERT INTO ledger_transactions (kind, ref_type, ref_id, dedupe_key, memo, created_by)
        VALUES (${input.kind}, ${input.ref?.type ?? null}, ${input.ref === undefined ? null : String(input.ref.id)},
                ${input.dedupeKey ?? null}, ${input.memo ?? null}, ${input.actorId})
        RETURNING id`;
      transactionId = created!.id;
    } catch (error) {
      if (input.dedupeKey !== undefined && isUniqueViolation(error))
        throw new DuplicateTransactionError(input.dedupeKey);
      throw error;
    }

    const balances: PostedBalance[] = [];
    for (const { row, amount } of lines) {
      const [updated] = await sp<{ balance: number }[]>`
        UPDATE accounts SET balance = balance + ${amount}
        WHERE id = ${row.id} AND (owner_member_id IS NULL OR balance + ${amount} >= 0)
        RETURNING balance`;
      if (!updated) {
        const [current] = await sp<{ balance: number }[]>`SELECT balance FROM accounts WHERE id = ${row.id}`;
        throw new InsufficientFundsError({
          accountId: row.id,
          memberId: row.ownerMemberId,
          kind: row.kind,
          balance: current?.balance ?? 0,
          amount,
        });
      }
      balances.push({
        accountId: row.id,
        memberId: row.ownerMemberId,
        kind: row.kind,
        amount,
        balanceAfter: updated.balance,
      });
    }

    await sp`
      INSERT INTO postings ${sp(
        balances.map((b) => ({
          transactionId,
          accountId: b.accountId,
          amount: b.amount,
          balanceAfter: b.balanceAfter,
        })),
      )}`;

    await audit(sp, {
      actorId: input.actorId,
      action: `ledger.${input.kind}`,
      target: { type: 'ledger_transaction', id: transactionId },
      old: balances.map((b) => ({
        accountId: b.accountId,
        memberId: b.memberId,
        kind: b.kind,
        balance: b.balanceAfter - b.amount,
      })),
      new: balances.map((b) => ({
        accountId: b.accountId,
        memberId: b.memberId,
        kind: b.kind,
        balance: b.balanceAfter,
      })),
      reason: input.memo ?? null,
    });

    return { transactionId, balances };
  });
}
