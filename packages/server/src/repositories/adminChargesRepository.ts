import type { Db, Sql } from '../db/createSql';
import type { ChargeRow } from './chargesRepository';

/** A charge with the member and deciding staff named, as the staff list shows it. */
export interface AdminChargeRow extends ChargeRow {
  userId: string;
  nickname: string;
  processedByUserId: string | null;
}

export interface AdminChargesFilter {
  /** 0 processing, 1 done, 2 cancelled. */
  status?: number;
  /** 0 deposit, 1 withdrawal. */
  depositMode?: number;
  /** One member's charges, by login id. */
  userId?: string;
}

/**
 * Every member's deposits and withdrawals, for staff (the member's own list stays in chargesRepository).
 * Every function takes an optional transaction (default: the pool).
 * @example const { items } = await repos.adminCharges.list({ status: 0 }, { limit: 20, offset: 0 });
 */
export const createAdminChargesRepository = (sql: Sql) => ({
  /** Newest first, with the total count of matching charges. */
  async list(
    filter: AdminChargesFilter,
    paging: { limit: number; offset: number },
    db: Db = sql,
  ): Promise<{ items: AdminChargeRow[]; total: number }> {
    const where = db`
      WHERE true
      ${filter.status === undefined ? db`` : db`AND c.status = ${filter.status}`}
      ${filter.depositMode === undefined ? db`` : db`AND c.deposit_mode = ${filter.depositMode}`}
      ${filter.userId === undefined ? db`` : db`AND m.user_id = ${filter.userId}`}`;
    const [count] = await db<{ total: number }[]>`
      SELECT count(*)::int8 AS total FROM charges c JOIN members m ON m.id = c.member_id ${where}`;
    const items = await db<AdminChargeRow[]>`
      SELECT c.*, m.user_id, m.nickname, p.user_id AS processed_by_user_id
      FROM charges c JOIN members m ON m.id = c.member_id LEFT JOIN members p ON p.id = c.processed_by
      ${where}
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT ${paging.limit} OFFSET ${paging.offset}`;
    return { items, total: count?.total ?? 0 };
  },

  async findById(id: number, db: Db = sql): Promise<AdminChargeRow | undefined> {
    const [row] = await db<AdminChargeRow[]>`
      SELECT c.*, m.user_id, m.nickname, p.user_id AS processed_by_user_id
      FROM charges c JOIN members m ON m.id = c.member_id LEFT JOIN members p ON p.id = c.processed_by
      WHERE c.id = ${id}`;
    return row;
  },
});

export type AdminChargesRepository = ReturnType<typeof createAdminChargesRepository>;
