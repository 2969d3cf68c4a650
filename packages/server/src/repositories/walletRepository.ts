import type { Db } from '../db/createSql';
import { MEMBER_ACCOUNT_KINDS, type MemberAccountKind } from '../domain/ledger';

/** One posting on a member account, as GET /wallet/transactions lists it. */
export interface LedgerEntryRow {
  id: number;
  createdAt: Date;
  account: MemberAccountKind;
  amount: number;
  balanceAfter: number;
  kind: string;
  memo: string | null;
}

export interface LedgerEntryQuery {
  memberId: number;
  /** Inclusive lower bound. */
  since: Date;
  /** Exclusive upper bound; null for none. */
  before: Date | null;
  limit: number;
  offset: number;
}

/**
 * The member's own ledger lines (emoney, casino, point, comp), newest first. The withdraw_hold account's
 * lines are left out: the wire's LedgerEntry has no such account, and the emoney line of each hold and
 * release already shows the movement.
 * @example const { items, total } = await repos.wallet.entries({ memberId: 3, since, before: null, limit: 20, offset: 0 });
 */
export const createWalletRepository = (sql: Db) => ({
  /** The latest `limit` postings of one of the member's wallets, newest first. */
  async latestChanges(
    memberId: number,
    kind: 'point' | 'comp',
    limit: number,
    db: Db = sql,
  ): Promise<{ createdAt: Date; memo: string; amount: number; balanceAfter: number }[]> {
    return db<{ createdAt: Date; memo: string; amount: number; balanceAfter: number }[]>`
      SELECT t.created_at, coalesce(t.memo, '') AS memo, p.amount, p.balance_after
      FROM accounts a
      JOIN postings p ON p.account_id = a.id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.owner_member_id = ${memberId} AND a.kind = ${kind}
      ORDER BY p.id DESC
      LIMIT ${limit}`;
  },

  /**
   * The member's withdraw_hold account, opened on first use (older members have none yet), in one statement. Its
   * read does not see a row another transaction committed while this insert waited on it (callers hold the
   * member's lock, so none should): then a second read does.
   */
  async withdrawHoldAccountId(memberId: number, db: Db = sql): Promise<number> {
    const [row] = await db<{ id: number }[]>`
      WITH opened AS (
        INSERT INTO accounts (owner_member_id, kind) VALUES (${memberId}, 'withdraw_hold')
        ON CONFLICT ON CONSTRAINT accounts_owner_kind_unique DO NOTHING
        RETURNING id)
      SELECT id FROM opened
      UNION ALL
      SELECT id FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'withdraw_hold'`;
    if (row) return row.id;
    const [committed] = await db<{ id: number }[]>`
      SELECT id FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'withdraw_hold'`;
    return committed!.id;
  },

  async entries(query: LedgerEntryQuery, db: Db = sql): Promise<{ items: LedgerEntryRow[]; total: number }> {
    const where = db`
      a.owner_member_id = ${query.memberId} AND a.kind IN ${db(MEMBER_ACCOUNT_KINDS)}
      AND t.created_at >= ${query.since}
      ${query.before ? db`AND t.created_at < ${query.before}` : db``}`;
    const [counted] = await db<{ total: number }[]>`
      SELECT count(*)::int8 AS total
      FROM postings p
      JOIN accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE ${where}`;
    const items = await db<LedgerEntryRow[]>`
      SELECT p.id, t.created_at, a.kind AS account, p.amount, p.balance_after, t.kind, t.memo
      FROM postings p
      JOIN accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE ${where}
      ORDER BY t.created_at DESC, p.id DESC
      LIMIT ${query.limit} OFFSET ${query.offset}`;
    return { items, total: counted?.total ?? 0 };
  },
});

export type WalletRepository = ReturnType<typeof createWalletRepository>;
