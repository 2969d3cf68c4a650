import type { Vertical } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createLedgerRepository,
  type LedgerAccountRefs,
  type LedgerRepository,
} from '../../repositories/ledgerRepository';
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

export interface AccountRow {
  id: number;
  ownerMemberId: number | null;
  kind: AccountKind;
}

export const refKey = (ref: AccountRef): string =>
  'id' in ref ? `id:${ref.id}` : 'house' in ref ? `house:${ref.house}` : `member:${ref.member}:${ref.kind}`;

export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  let sum = 0;
  for (const { amount } of postings) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`invalid posting amount ${amount}`);
    sum += amount;
  }
  if (sum !== 0) throw new Error(`postings sum to ${sum}, not 0`);
}

export const accountRefs = (postings: readonly Posting[]): LedgerAccountRefs => ({
  memberIds: [...new Set(postings.flatMap(({ account }) => ('member' in account ? [account.member] : [])))],
  ids: postings.flatMap(({ account }) => ('id' in account ? [account.id] : [])),
  houseKinds: [...new Set(postings.flatMap(({ account }) => ('house' in account ? [account.house] : [])))],
});

/**
 * The accounts the postings name. A house account is its shard for this database transaction
 * (house_account_id), so concurrent transactions post to different house rows.
 */
export async function resolveAccounts(
  ledger: LedgerRepository,
  refs: LedgerAccountRefs,
): Promise<Map<string, AccountRow>> {
  const rows = await ledger.accounts(refs);
  const byKey = new Map<string, AccountRow>();
  for (const { houseShard, ...row } of rows) {
    byKey.set(`id:${row.id}`, row);
    if (houseShard) byKey.set(`house:${row.kind}`, row);
    else if (row.ownerMemberId !== null) byKey.set(`member:${row.ownerMemberId}:${row.kind}`, row);
  }
  return byKey;
}

/**
 * Locks the members whose accounts are posted to, in id order, and moves their updatedAt. An account
 * named by id counts for its owner, so this needs no resolved accounts and goes out with them.
 */
async function lockMembers(ledger: LedgerRepository, refs: LedgerAccountRefs): Promise<void> {
  if (refs.memberIds.length === 0 && refs.ids.length === 0) return;
  await ledger.lockMembers(refs);
}

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
  const refs = accountRefs(input.postings);
  return tx.savepoint(async (sp) => {
    const ledger = createLedgerRepository(sp);
    // Independent statements go out together (one round trip); account rows are touched only after
    // this, with the member locks held.
    const [accounts, , created] = await Promise.all([
      resolveAccounts(ledger, refs),
      lockMembers(ledger, refs),
      ledger.insertTransaction(input),
    ]);
    if (created.length === 0 && input.dedupeKey !== undefined)
      throw new DuplicateTransactionError(input.dedupeKey);
    const transactionId = created[0]!.id;

    const lines = input.postings
      .map(({ account, amount }) => {
        const row = accounts.get(refKey(account));
        if (!row) throw new Error(`no ledger account ${refKey(account)}`);
        return { row, amount };
      })
      // Credits before debits on the same account, accounts in id order: no spurious refusals, no deadlocks.
      .sort((a, b) => a.row.id - b.row.id || b.amount - a.amount);

    // Sent together, applied in order; a refused line throws below and the savepoint undoes the others.
    const updated = await Promise.all(lines.map(({ row, amount }) => ledger.applyPosting(row.id, amount)));
    const balances: PostedBalance[] = [];
    for (const [index, { row, amount }] of lines.entries()) {
      const after = updated[index]?.[0];
      if (!after) {
        const [current] = await ledger.balance(row.id);
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
        balanceAfter: after.balance,
      });
    }

    const postings = ledger.insertPostings(
      balances.map((b) => ({
        transactionId,
        accountId: b.accountId,
        amount: b.amount,
        balanceAfter: b.balanceAfter,
      })),
    );
    const audited = audit(sp, {
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
    await Promise.all([postings, audited]);

    return { transactionId, balances };
  });
}
