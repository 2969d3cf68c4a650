import type { Tx } from '../../db/createSql';
import { createAuditLogRepository } from '../../repositories/auditLogRepository';
import { createLedgerRepository } from '../../repositories/ledgerRepository';
import { DuplicateTransactionError } from './duplicateTransactionError';
import { InsufficientFundsError } from './insufficientFundsError';
import {
  assertBalanced,
  type PostedBalance,
  type PostedTransaction,
  type PostTransactionInput,
} from './postTransaction';
import { type AccountRow, accountRefs, refKey, resolveAccounts } from './resolveAccounts';

interface Line {
  index: number;
  row: AccountRow;
  amount: number;
}

/**
 * Records many balanced movements in a fixed number of statements, with the same guarantees as
 * postTransaction one by one in the order given: members locked in id order, then accounts in id order;
 * each account moves once by its total, and its postings carry the running balance (balance_after)
 * through the transactions in order; every dedupe key is used at most once; each transaction is audited
 * with its old and new balances. Runs in a savepoint: a used dedupe key (DuplicateTransactionError) or a
 * member account going below zero at any step (InsufficientFundsError) leaves none of them behind.
 * @example const posted = await postTransactions(tx, payouts.map((p) => ({ kind: 'bet_payout', actorId: null, postings: p })));
 */
export async function postTransactions(
  tx: Tx,
  inputs: readonly PostTransactionInput[],
): Promise<PostedTransaction[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) assertBalanced(input.postings);
  const refs = accountRefs(inputs.flatMap((input) => input.postings));
  return tx.savepoint(async (sp) => {
    const ledger = createLedgerRepository(sp);
    const [accounts, , reserved] = await Promise.all([
      resolveAccounts(ledger, refs),
      refs.memberIds.length + refs.ids.length > 0 ? ledger.lockMembers(refs) : undefined,
      ledger.reserveTransactionIds(inputs.length),
    ]);
    const ids = reserved.map((row) => row.id);

    const lines: Line[] = inputs.flatMap(({ postings }, index) =>
      postings
        .map(({ account, amount }) => {
          const row = accounts.get(refKey(account));
          if (!row) throw new Error(`no ledger account ${refKey(account)}`);
          return { index, row, amount };
        })
        // Within a transaction as postTransaction orders it: accounts by id, credits before debits.
        .sort((a, b) => a.row.id - b.row.id || b.amount - a.amount),
    );
    const totals = new Map<number, number>();
    for (const { row, amount } of lines) totals.set(row.id, (totals.get(row.id) ?? 0) + amount);

    const [created, moved] = await Promise.all([
      ledger.insertTransactions(inputs.map((input, index) => ({ ...input, id: ids[index]! }))),
      ledger.applyPostingTotals([...totals].map(([accountId, amount]) => ({ accountId, amount }))),
    ]);
    if (created.length < inputs.length) {
      const written = new Set(created.map((row) => row.id));
      const taken = ids.findIndex((id) => !written.has(id));
      throw new DuplicateTransactionError(inputs[taken]?.dedupeKey ?? '');
    }

    // Each account's balance before the batch is its balance after minus its total; the lines walk it forward.
    const running = new Map(moved.map((row) => [row.id, row.balance - totals.get(row.id)!]));
    const posted: PostedTransaction[] = ids.map((transactionId) => ({ transactionId, balances: [] }));
    for (const { index, row, amount } of lines) {
      const before = running.get(row.id);
      if (before === undefined || (row.ownerMemberId !== null && before + amount < 0)) {
        const [current] = before === undefined ? await ledger.balance(row.id) : [{ balance: before }];
        throw new InsufficientFundsError({
          accountId: row.id,
          memberId: row.ownerMemberId,
          kind: row.kind,
          balance: current?.balance ?? 0,
          amount,
        });
      }
      running.set(row.id, before + amount);
      posted[index]!.balances.push({
        accountId: row.id,
        memberId: row.ownerMemberId,
        kind: row.kind,
        amount,
        balanceAfter: before + amount,
      });
    }

    const snapshot = (balances: readonly PostedBalance[], after: boolean) =>
      balances.map((b) => ({
        accountId: b.accountId,
        memberId: b.memberId,
        kind: b.kind,
        balance: after ? b.balanceAfter : b.balanceAfter - b.amount,
      }));
    await Promise.all([
      ledger.insertPostingRows(
        posted.flatMap(({ transactionId, balances }) =>
          balances.map((b) => ({
            transactionId,
            accountId: b.accountId,
            amount: b.amount,
            balanceAfter: b.balanceAfter,
          })),
        ),
      ),
      createAuditLogRepository(sp).insertMany(
        posted.map(({ transactionId, balances }, index) => ({
          actorId: inputs[index]!.actorId,
          action: `ledger.${inputs[index]!.kind}`,
          target: { type: 'ledger_transaction', id: transactionId },
          old: snapshot(balances, false),
          new: snapshot(balances, true),
          reason: inputs[index]!.memo ?? null,
        })),
      ),
    ]);
    return posted;
  });
}
