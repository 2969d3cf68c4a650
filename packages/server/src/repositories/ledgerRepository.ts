import type { Vertical } from '@kbet/sdk';
import type { Db } from '../db/createSql';
import type { AccountKind } from '../domain/ledger/accountKinds';
import { MEMBER_ACCOUNT_KINDS } from '../domain/ledger/accountKinds';
import type { MemberBalances } from '../domain/ledger/memberBalances';

export interface NewLedgerTransaction {
  kind: string;
  vertical?: Vertical;
  ref?: { type: string; id: string | number };
  dedupeKey?: string;
  memo?: string;
  actorId: number | null;
}

/** A posting as post_transaction reads it: an account by owner and kind, by id, or a house kind. */
export type PostingJson =
  | { member: number; kind: string; amount: number }
  | { id: number; amount: number }
  | { house: string; amount: number };

/** One row of post_transaction: a line as applied, or the one row of a refusal. */
export interface PostTransactionRow {
  outcome: 'posted' | 'unknown_account' | 'duplicate' | 'insufficient';
  transactionId: number | null;
  accountId: number | null;
  memberId: number | null;
  kind: AccountKind | null;
  amount: number | null;
  /** The balance after the line; for a refusal for insufficient funds, the balance as it stands. */
  balanceAfter: number | null;
  /** The posting's account reference when no such account exists. */
  ref: string | null;
}

/**
 * The ledger's tables (accounts, ledger_transactions, postings, house_balances), bound to one handle: the
 * pool, a transaction or a savepoint. Posting is one server-side function (post_transaction), whose
 * input domain/ledger checks first. The statements return the driver's pending queries unawaited, so a
 * caller's Promise.all still sends them together in the order it names them.
 * @example const ledger = createLedgerRepository(tx); await ledger.openMemberAccounts(member.id);
 */
export const createLedgerRepository = (db: Db) => ({
  /**
   * One ledger transaction in one statement (migration 145's post_transaction: member locks, house
   * shards, conditional balance updates, postings and audit); a refusal comes back as one row and leaves
   * nothing behind.
   */
  postTransaction(input: NewLedgerTransaction, postings: readonly PostingJson[]) {
    return db<PostTransactionRow[]>`
      SELECT * FROM post_transaction(${input.kind}, ${input.vertical ?? null}, ${input.ref?.type ?? null},
        ${input.ref === undefined ? null : String(input.ref.id)}, ${input.dedupeKey ?? null}, ${input.memo ?? null},
        ${input.actorId}, ${db.json(postings as PostingJson[])}::jsonb)`;
  },

  async memberBalances(memberId: number): Promise<MemberBalances> {
    const [row] = await db<MemberBalances[]>`
    SELECT
      coalesce(sum(balance) FILTER (WHERE kind = 'emoney'), 0)::int8 AS emoney,
      coalesce(sum(balance) FILTER (WHERE kind = 'casino'), 0)::int8 AS casino_money,
      coalesce(sum(balance) FILTER (WHERE kind = 'point'), 0)::int8 AS point,
      coalesce(sum(balance) FILTER (WHERE kind = 'comp'), 0)::int8 AS comp
    FROM accounts WHERE owner_member_id = ${memberId}`;
    return row ?? { emoney: 0, casinoMoney: 0, point: 0, comp: 0 };
  },

  /** The sum of a house kind's shard rows; undefined when there is no such account. */
  async houseBalance(kind: string): Promise<number | undefined> {
    const [row] = await db<{ balance: number }[]>`SELECT balance FROM house_balances WHERE kind = ${kind}`;
    return row?.balance;
  },

  async openMemberAccounts(memberId: number): Promise<void> {
    await db`
    INSERT INTO accounts ${db(MEMBER_ACCOUNT_KINDS.map((kind) => ({ ownerMemberId: memberId, kind })))}
    ON CONFLICT ON CONSTRAINT accounts_owner_kind_unique DO NOTHING`;
  },
});

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
