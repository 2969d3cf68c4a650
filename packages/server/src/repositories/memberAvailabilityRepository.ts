import type { Db, Sql } from '../db/createSql';

/**
 * Whether an id, nickname or phone is already someone's (any member, pending, withdrawn or banned ones
 * included). Ids and nicknames compare case-insensitively, so 'Member01' cannot pose as 'member01';
 * phones compare by their digits.
 * @example if (await availability.userIdTaken('kim2024')) …
 */
export const createMemberAvailabilityRepository = (sql: Sql) => ({
  async userIdTaken(userId: string, db: Db = sql): Promise<boolean> {
    const [row] = await db`SELECT 1 FROM members WHERE lower(user_id) = lower(${userId}) LIMIT 1`;
    return row !== undefined;
  },

  async nicknameTaken(nickname: string, db: Db = sql): Promise<boolean> {
    const [row] = await db`SELECT 1 FROM members WHERE lower(nickname) = lower(${nickname}) LIMIT 1`;
    return row !== undefined;
  },

  /** `phone` is digits only. */
  async phoneTaken(phone: string, db: Db = sql): Promise<boolean> {
    const [row] = await db`
      SELECT 1 FROM members WHERE regexp_replace(phone_number, '[^0-9]', '', 'g') = ${phone} LIMIT 1`;
    return row !== undefined;
  },
});

export type MemberAvailabilityRepository = ReturnType<typeof createMemberAvailabilityRepository>;
