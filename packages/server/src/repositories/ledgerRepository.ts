import type { Vertical } from '@kbet/sdk';
import type { Db } from '../db/createSql';
import type { AccountKind } from '../domain/ledger/accountKinds';
import { MEMBER_ACCOUNT_KINDS } from '../domain/ledger/accountKinds';
import type { MemberBalances } from '../domain/ledger/memberBalances';

/** An account a posting names; `houseShard` marks the shard chosen for a house kind. */
export interface LedgerAccountRow {
  id: number;
  ownerMemberId: number | null;
  kind: AccountKind;
  houseShard: boolean;
}

/** The accounts a transaction's postings name: by owner, by id and by house kind. */
export interface LedgerAccountRefs {
  memberIds: number[];
  ids: number[];
  houseKinds: string[];
}

export interface NewLedgerTransaction {
  kind: string;
  vertical?: Vertical;
  ref?: { type: string; id: string | number };
  dedupeKey?: string;
  memo?: string;
  actorId: number | null;
}

/** A transaction of a bulk post, with the id reserved for it (reserveTransactionIds). */
export interface NewLedgerTransactionWithId extends NewLedgerTransaction {
  id: number;
}

export interface NewPosting {
  transactionId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
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

  /**
   * The member accounts named by owner or id, and for each house kind the shard this database
   * transaction posts to (house_account_id).
   */
  accounts(refs: LedgerAccountRefs) {
    return db<LedgerAccountRow[]>`
    SELECT id, owner_member_id, kind, false AS house_shard FROM accounts
    WHERE owner_member_id = ANY(${refs.memberIds}::integer[]) OR id = ANY(${refs.ids}::bigint[])
    UNION ALL
    SELECT shard.id, NULL, house.kind, true
    FROM unnest(${refs.houseKinds}::text[]) AS house (kind), house_account_id(house.kind) AS shard (id)
    WHERE shard.id IS NOT NULL`;
  },

  /** Locks the members (and the owners of the accounts named by id) in id order and moves their updatedAt. */
  lockMembers(refs: LedgerAccountRefs) {
    return db`
    WITH locked AS (
      SELECT id FROM members
      WHERE id IN (
        SELECT unnest(${refs.memberIds}::integer[])
        UNION SELECT owner_member_id FROM accounts WHERE id = ANY(${refs.ids}::bigint[])
      )
      ORDER BY id FOR NO KEY UPDATE
    )
    UPDATE members m SET updated_at = clock_timestamp() FROM locked WHERE m.id = locked.id`;
  },

  /** Ids for `count` ledger transactions, drawn before they are written so their postings can name them. */
  reserveTransactionIds(count: number) {
    return db<{ id: number }[]>`
    SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id FROM generate_series(1, ${count})`;
  },

  /** Writes many transactions in one statement; answers the ids written (a used dedupe key is skipped). */
  insertTransactions(inputs: readonly NewLedgerTransactionWithId[]) {
    return db<{ id: number }[]>`
    INSERT INTO ledger_transactions (id, kind, vertical, ref_type, ref_id, dedupe_key, memo, created_by)
    OVERRIDING SYSTEM VALUE
    SELECT * FROM unnest(
      ${inputs.map((t) => t.id)}::bigint[], ${inputs.map((t) => t.kind)}::text[],
      ${inputs.map((t) => t.vertical ?? null)}::text[], ${inputs.map((t) => t.ref?.type ?? null)}::text[],
      ${inputs.map((t) => (t.ref === undefined ? null : String(t.ref.id)))}::text[],
      ${inputs.map((t) => t.dedupeKey ?? null)}::text[], ${inputs.map((t) => t.memo ?? null)}::text[],
      ${inputs.map((t) => t.actorId)}::integer[])
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`;
  },

  /**
   * Moves each account by its total in one statement, locking the rows in id order; answers the balance
   * after for each account moved. A member account the total would take below zero is left out.
   */
  applyPostingTotals(totals: readonly { accountId: number; amount: number }[]) {
    return db<{ id: number; balance: number }[]>`
    WITH total AS (
      SELECT * FROM unnest(${totals.map((t) => t.accountId)}::bigint[], ${totals.map((t) => t.amount)}::int8[])
        AS t (account_id, amount)
    ), locked AS (
      SELECT a.id FROM accounts a JOIN total ON total.account_id = a.id ORDER BY a.id FOR NO KEY UPDATE OF a
    )
    UPDATE accounts a SET balance = a.balance + total.amount
    FROM total
    WHERE a.id = total.account_id AND a.id IN (SELECT id FROM locked)
      AND (a.owner_member_id IS NULL OR a.balance + total.amount >= 0)
    RETURNING a.id, a.balance`;
  },

  /** Writes many postings in one statement, in the order given (each account's balance_after chain). */
  insertPostingRows(postings: readonly NewPosting[]) {
    return db`
    INSERT INTO postings (transaction_id, account_id, amount, balance_after)
    SELECT transaction_id, account_id, amount, balance_after
    FROM unnest(${postings.map((p) => p.transactionId)}::bigint[], ${postings.map((p) => p.accountId)}::bigint[],
                ${postings.map((p) => p.amount)}::int8[], ${postings.map((p) => p.balanceAfter)}::int8[])
      WITH ORDINALITY AS p (transaction_id, account_id, amount, balance_after, n)
    ORDER BY n`;
  },

  balance(accountId: number) {
    return db<{ balance: number }[]>`SELECT balance FROM accounts WHERE id = ${accountId}`;
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
