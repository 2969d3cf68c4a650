import type { Db } from '../db/createSql';
import { jsonOrNull } from '../db/json';
import type { AuditEntry } from '../domain/audit/audit';

export interface AuditLogRow {
  id: number;
  createdAt: Date;
  actorId: number | null;
  /** The actor's login id; null for the system. */
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  oldValue: unknown;
  newValue: unknown;
  reason: string | null;
}

export interface AuditLogFilter {
  /** The actor's login id. */
  actorUserId?: string;
  /** An exact action, or a prefix when it ends in '.' (`member.` matches `member.approve`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive lower and exclusive upper bound of created_at. */
  from?: Date;
  to?: Date;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reads the append-only audit log (writes go through domain/audit). Every function takes an
 * optional transaction (default: the pool).
 * @example const { items, total } = await repos.auditLog.list({ action: 'balance.' }, { limit: 20, offset: 0 });
 */
export const createAuditLogRepository = (sql: Db) => ({
  /** Appends one entry (the table is append-only). */
  async insert(entry: AuditEntry, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
      VALUES (
        ${entry.actorId}, ${entry.action}, ${entry.target.type},
        ${entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id)},
        ${jsonOrNull(db, entry.old)}, ${jsonOrNull(db, entry.new)}, ${entry.reason ?? null}
      )`;
  },

  /** Appends many entries in one statement, in the order given. */
  async insertMany(entries: readonly AuditEntry[], db: Db = sql): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id),
      old: entry.old ?? null,
      new: entry.new ?? null,
      reason: entry.reason ?? null,
    }));
    await db`
      INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
      SELECT (e->>'actorId')::integer, e->>'action', e->>'targetType', e->>'targetId',
             nullif(e->'old', 'null'::jsonb), nullif(e->'new', 'null'::jsonb), e->>'reason'
      FROM jsonb_array_elements(${jsonOrNull(db, rows)}::jsonb) WITH ORDINALITY AS r (e, n)
      ORDER BY n`;
  },

  /** Newest first, with the total count of matching rows. */
  async list(
    filter: AuditLogFilter,
    paging: { limit: number; offset: number },
    db: Db = sql,
  ): Promise<{ items: AuditLogRow[]; total: number }> {
    const where = db`
      WHERE true
      ${filter.actorUserId === undefined ? db`` : db`AND m.user_id = ${filter.actorUserId}`}
      ${
        filter.action === undefined
          ? db``
          : filter.action.endsWith('.')
            ? db`AND a.action LIKE ${`${escapeLike(filter.action)}%`}`
            : db`AND a.action = ${filter.action}`
      }
      ${filter.targetType === undefined ? db`` : db`AND a.target_type = ${filter.targetType}`}
      ${filter.targetId === undefined ? db`` : db`AND a.target_id = ${filter.targetId}`}
      ${filter.from === undefined ? db`` : db`AND a.created_at >= ${filter.from}`}
      ${filter.to === undefined ? db`` : db`AND a.created_at < ${filter.to}`}`;
    const [count] = await db<{ total: number }[]>`
      SELECT count(*)::int8 AS total FROM audit_log a LEFT JOIN members m ON m.id = a.actor_id ${where}`;
    const items = await db<AuditLogRow[]>`
      SELECT a.id, a.created_at, a.actor_id, m.user_id AS actor_user_id, a.action, a.target_type, a.target_id,
             a.old_value, a.new_value, a.reason
      FROM audit_log a LEFT JOIN members m ON m.id = a.actor_id
      ${where}
      ORDER BY a.id DESC
      LIMIT ${paging.limit} OFFSET ${paging.offset}`;
    return { items, total: count?.total ?? 0 };
  },
});

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
