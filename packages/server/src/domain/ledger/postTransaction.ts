import type { Vertical } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createLedgerRepository, type PostingJson } from '../../repositories/ledgerRepository';
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
  /** The product line of a stake, payout or refund, for per-vertical turnover and partner rolling. */
  vertical?: Vertical;
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

export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  let sum = 0;
  for (const { amount } of postings) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`invalid posting amount ${amount}`);
    sum += amount;
  }
  if (sum !== 0) throw new Error(`postings sum to ${sum}, not 0`);
}

/**
 * A posting as post_transaction reads it (its JSON argument).
 * @example postingJson({ account: { house: 'house_bets' }, amount: 5000 }); // { house: 'house_bets', amount: 5000 }
 */
export const postingJson = ({ account, amount }: Posting): PostingJson =>
  'id' in account
    ? { id: account.id, amount }
    : 'house' in account
      ? { house: account.house, amount }
      : { member: account.member, kind: account.kind, amount };

/**
 * Records one balanced movement of money inside the caller's transaction, in one statement (the
 * post_transaction function of migration 145, one round trip while the member's lock is held): members
 * are locked in id order and their updatedAt moves, each balance changes by a conditional atomic UPDATE
 * (a member account never goes below zero), postings keep the balance after each line, house kinds post
 * to this database transaction's shard, and the audit log gets old and new balances. A refusal
 * (InsufficientFundsError, DuplicateTransactionError) leaves nothing behind even if the caller catches it
 * and carries on: the function undoes its own work in a subtransaction.
 * Lock order is members (by id), then accounts (by id): take member row locks before calling.
 * @example
 * await postTransaction(tx, {
 *   kind: 'deposit', ref: { type: 'charge', id: 12 }, actorId: staffId,
 *   postings: [{ account: { member: 3, kind: 'emoney' }, amount: 50000 }, { account: { house: 'house_cash' }, amount: -50000 }],
 * });
 */
export async function postTransaction(tx: Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  assertBalanced(input.postings);
  const rows = await createLedgerRepository(tx).postTransaction(input, input.postings.map(postingJson));
  const [first] = rows;
  if (first?.outcome === 'duplicate' && input.dedupeKey !== undefined)
    throw new DuplicateTransactionError(input.dedupeKey);
  if (first?.outcome === 'unknown_account') throw new Error(`no ledger account ${first.ref}`);
  if (first?.outcome === 'insufficient')
    throw new InsufficientFundsError({
      accountId: first.accountId!,
      memberId: first.memberId,
      kind: first.kind!,
      balance: first.balanceAfter ?? 0,
      amount: first.amount!,
    });
  if (first?.outcome !== 'posted') throw new Error(`ledger transaction ${input.kind} was not posted`);
  return {
    transactionId: first.transactionId!,
    balances: rows.map((row) => ({
      accountId: row.accountId!,
      memberId: row.memberId,
      kind: row.kind!,
      amount: row.amount!,
      balanceAfter: row.balanceAfter!,
    })),
  };
}
