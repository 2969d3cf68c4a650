import type { Db } from '@kbet/server/testing';

/**
 * The references migration 320 took the foreign keys off: the table and column that name a parent row by its
 * id, and the parent's table. A null names no parent.
 */
const REFERENCES = [
  { table: 'bet_slips', column: 'member_id', parent: 'members' },
  { table: 'bet_legs', column: 'slip_id', parent: 'bet_slips' },
  { table: 'idempotency_keys', column: 'member_id', parent: 'members' },
  { table: 'audit_log', column: 'actor_id', parent: 'members' },
  { table: 'ledger_transactions', column: 'created_by', parent: 'members' },
  { table: 'postings', column: 'account_id', parent: 'accounts' },
  { table: 'ledger_member_days', column: 'member_id', parent: 'members' },
  { table: 'ledger_member_weeks', column: 'member_id', parent: 'members' },
] as const;

/**
 * The references migration 320 took the foreign keys off, each naming a row that does not exist: the
 * table and column and the value named. Its writers name parents they have just locked or written, and the
 * parents are never deleted, so this is empty; ledgerConsistent checks it after every race and replay.
 */
export function orphanedReferences(sql: Db): Promise<{ reference: string; parent: string }[]> {
  const union = REFERENCES.map(
    ({ table, column, parent }) => sql`
      SELECT ${`${table}.${column}`}::text AS reference, c.${sql(column)}::text AS parent
      FROM ${sql(table)} c
      WHERE c.${sql(column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${sql(parent)} p WHERE p.id = c.${sql(column)})`,
  ).reduce((query, next) => sql`${query} UNION ALL ${next}`);
  return sql<{ reference: string; parent: string }[]>`${union}`;
}
