import type { Db } from '../db/createSql';

export interface BalanceMismatch {
  memberId: number;
  userId: string;
  kind: string;
  balance: number;
  postings: number;
}

export interface SharedDetail {
  field: 'phone' | 'bankAccount';
  userIds: string[];
}

/**
 * Reconciliation for `kbet accounts check`: member balances against their postings, and personal details
 * shared by several members. Every function takes an optional transaction.
 * @example const mismatches = await repos.accountChecks.mismatches();
 */
export const createAccountChecksRepository = (sql: Db) => ({
  /** Member accounts whose balance is not the sum of their postings (one member, or all). */
  async mismatches(
    memberId: number | null,
    db: Db = sql,
  ): Promise<{ checked: number; mismatches: BalanceMismatch[] }> {
    const rows = await db<(BalanceMismatch & { ok: boolean })[]>`
      SELECT a.owner_member_id AS member_id, m.user_id, a.kind, a.balance,
        coalesce((SELECT sum(p.amount) FROM postings p WHERE p.account_id = a.id), 0)::int8 AS postings,
        a.balance = coalesce((SELECT sum(p.amount) FROM postings p WHERE p.account_id = a.id), 0) AS ok
      FROM accounts a JOIN members m ON m.id = a.owner_member_id
      WHERE a.owner_member_id IS NOT NULL AND (${memberId}::int IS NULL OR a.owner_member_id = ${memberId}::int)
      ORDER BY a.owner_member_id, a.kind`;
    return {
      checked: rows.length,
      mismatches: rows.filter((row) => !row.ok).map(({ ok: _ok, ...row }) => row),
    };
  },

  /** Phone numbers and bank account numbers held by more than one member. */
  async sharedDetails(db: Db = sql): Promise<SharedDetail[]> {
    return db<SharedDetail[]>`
      SELECT 'phone' AS field, array_agg(user_id ORDER BY user_id) AS user_ids FROM members
      WHERE phone_number IS NOT NULL GROUP BY phone_number HAVING count(*) > 1
      UNION ALL
      SELECT 'bankAccount', array_agg(user_id ORDER BY user_id) FROM members
      WHERE bank_account_number IS NOT NULL AND bank_account_number <> '' GROUP BY bank_code, bank_account_number
      HAVING count(*) > 1
      ORDER BY 1, 2`;
  },
});
