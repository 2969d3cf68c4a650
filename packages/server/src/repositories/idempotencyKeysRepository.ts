import type { Db, Sql } from '../db/createSql';
import { jsonOrNull } from '../db/json';

export interface IdempotencyKeyRow {
  memberId: number;
  key: string;
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
  createdAt: Date;
}

/**
 * Stored responses of money-moving requests (see plugins/idempotency.ts for the protocol).
 * @example await repos.idempotencyKeys.purgeOlderThan(new Date(Date.now() - 86_400_000));
 */
export const createIdempotencyKeysRepository = (sql: Sql) => ({
  /**
   * Claims a key for this transaction. A concurrent claim of the same key waits here until the
   * first transaction ends, then sees its row: so a request is applied once, never twice.
   */
  async claim(memberId: number, key: string, requestHash: string, db: Db): Promise<boolean> {
    const rows = await db`
      INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (${memberId}, ${key}, ${requestHash})
      ON CONFLICT (member_id, key) DO NOTHING RETURNING key`;
    return rows.length > 0;
  },

  async find(memberId: number, key: string, db: Db = sql): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await db<IdempotencyKeyRow[]>`
      SELECT * FROM idempotency_keys WHERE member_id = ${memberId} AND key = ${key}`;
    return row;
  },

  async complete(memberId: number, key: string, status: number, body: unknown, db: Db): Promise<void> {
    await db`
      UPDATE idempotency_keys SET response_status = ${status}, response_body = ${jsonOrNull(db, body ?? null)}
      WHERE member_id = ${memberId} AND key = ${key}`;
  },

  async purgeOlderThan(cutoff: Date, db: Db = sql): Promise<number> {
    const rows = await db`DELETE FROM idempotency_keys WHERE created_at < ${cutoff} RETURNING key`;
    return rows.length;
  },
});

export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
