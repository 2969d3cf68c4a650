import type { Db } from '@kbet/server/testing';

/**
 * The references migration 320 took the foreign keys off, each naming a row that does not exist: the
 * table and column and the value named. Its writers name parents they have just locked or written, and the
 * parents are never deleted, so this is empty; ledgerConsistent checks it after every race and replay.
 */
export function orphanedReferences(sql: Db): Promise<{ reference: string; parent: string }[]> {
  return sql<{ reference: string; parent: string }[]>`
    SELECT 'bet_slips.member_id' AS reference, s.member_id::text AS parent
    FROM bet_slips s WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = s.member_id)
    UNION ALL
    SELECT 'bet_legs.slip_id', l.slip_id::text
    FROM bet_legs l WHERE NOT EXISTS (SELECT 1 FROM bet_slips s WHERE s.id = l.slip_id)
    UNION ALL
    SELECT 'idempotency_keys.member_id', k.member_id::text
    FROM idempotency_keys k WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = k.member_id)
    UNION ALL
    SELECT 'audit_log.actor_id', a.actor_id::text
    FROM audit_log a WHERE a.actor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM members m WHERE m.id = a.actor_id)
    UNION ALL
    SELECT 'ledger_transactions.created_by', t.created_by::text
    FROM ledger_transactions t
    WHERE t.created_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM members m WHERE m.id = t.created_by)
    UNION ALL
    SELECT 'postings.account_id', p.account_id::text
    FROM postings p WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = p.account_id)
    UNION ALL
    SELECT 'ledger_member_days.member_id', d.member_id::text
    FROM ledger_member_days d WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = d.member_id)
    UNION ALL
    SELECT 'ledger_member_weeks.member_id', w.member_id::text
    FROM ledger_member_weeks w WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = w.member_id)`;
}
