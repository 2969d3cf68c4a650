import type { Db } from '../../db/createSql';
import { createAuditLogRepository } from '../../repositories/auditLogRepository';

export interface AuditEntry {
  /** The member or staff who acted; null for the system (seed, scheduled jobs). */
  actorId: number | null;
  /** Dotted verb, e.g. `ledger.deposit`, `charge.approve`, `setting.update`. */
  action: string;
  target: { type: string; id?: string | number | null };
  old?: unknown;
  new?: unknown;
  reason?: string | null;
}

/**
 * Appends who, what, old and new value and why to audit_log (compliance §5). Pass the caller's
 * transaction so the record commits or rolls back with the change it describes.
 * @example await audit(tx, { actorId: staff.id, action: 'charge.approve', target: { type: 'charge', id: 7 }, old: { status: 0 }, new: { status: 1 }, reason: '입금 확인' });
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await createAuditLogRepository(db).insert(entry);
}
