import type { Db } from '../db/createSql';

/**
 * account_password_failures: each wrong 4-digit account password, kept for the attempt limit.
 * @example const { failures } = await repo.recent(member.id, windowStart);
 */
export const createAccountPasswordFailuresRepository = (sql: Db) => ({
  /** The member's failures after `since`: how many, and when the oldest of them was. */
  async recent(
    memberId: number,
    since: Date,
    db: Db = sql,
  ): Promise<{ failures: number; oldest: Date | null }> {
    const [row] = await db<{ failures: number; oldest: Date | null }[]>`
      SELECT count(*)::int8 AS failures, min(failed_at) AS oldest FROM account_password_failures
      WHERE member_id = ${memberId} AND failed_at > ${since}`;
    return row ?? { failures: 0, oldest: null };
  },

  async record(memberId: number, now: Date, db: Db = sql): Promise<void> {
    await db`INSERT INTO account_password_failures (member_id, failed_at) VALUES (${memberId}, ${now})`;
  },
});
