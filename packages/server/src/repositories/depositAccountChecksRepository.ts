import type { Db } from '../db/createSql';

/**
 * deposit_account_checks: until when each session may see the deposit account text.
 * @example await createDepositAccountChecksRepository(sql).markUntil(session.id, until);
 */
export const createDepositAccountChecksRepository = (sql: Db) => ({
  async markUntil(sessionId: number, until: Date, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO deposit_account_checks (session_id, checked_until) VALUES (${sessionId}, ${until})
      ON CONFLICT (session_id) DO UPDATE SET checked_until = excluded.checked_until`;
  },

  async isCheckedAt(sessionId: number, now: Date, db: Db = sql): Promise<boolean> {
    const [row] = await db`
      SELECT 1 FROM deposit_account_checks WHERE session_id = ${sessionId} AND checked_until > ${now}`;
    return row !== undefined;
  },
});
