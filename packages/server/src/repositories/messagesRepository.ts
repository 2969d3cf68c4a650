import type { Db } from '../db/createSql';

export interface MessageRow {
  id: number;
  memberId: number;
  title: string;
  contents: string;
  confirmStatus: number;
  userDeleteFlg: number;
  sentBy: number | null;
  createdAt: Date;
}

export interface NewMessage {
  title: string;
  /** Already sanitised HTML. */
  contents: string;
  sentBy: number;
}

const COLUMNS = 'id, member_id, title, contents, confirm_status, user_delete_flg, sent_by, created_at';

/**
 * messages access. A member's list and counts leave out the messages they deleted.
 * @example const unread = await createMessagesRepository(sql).unreadCount(member.id);
 */
export const createMessagesRepository = (sql: Db) => ({
  /** Newest first. */
  async listForMember(memberId: number, db: Db = sql): Promise<MessageRow[]> {
    return db<MessageRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM messages
      WHERE member_id = ${memberId} AND user_delete_flg = 0 ORDER BY id DESC`;
  },

  async unreadCount(memberId: number, db: Db = sql): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      SELECT count(*)::int8 AS count FROM messages
      WHERE member_id = ${memberId} AND user_delete_flg = 0 AND confirm_status = 0`;
    return row?.count ?? 0;
  },

  /** The messages with these ids, whoever owns them, locked for the caller's transaction. */
  async lockByIds(ids: readonly number[], db: Db = sql): Promise<MessageRow[]> {
    return db<MessageRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM messages WHERE id = ANY(${ids}::integer[]) ORDER BY id FOR UPDATE`;
  },

  async markRead(id: number, now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE messages SET confirm_status = 1, read_at = coalesce(read_at, ${now}) WHERE id = ${id}`;
  },

  async markDeleted(ids: readonly number[], now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE messages SET user_delete_flg = 1, deleted_at = ${now} WHERE id = ANY(${ids}::integer[])`;
  },

  /** One message to each member; returns the new ids in member order. */
  async send(memberIds: readonly number[], message: NewMessage, db: Db = sql): Promise<number[]> {
    if (memberIds.length === 0) return [];
    const rows = await db<{ id: number }[]>`
      INSERT INTO messages (member_id, title, contents, sent_by)
      SELECT m, ${message.title}, ${message.contents}, ${message.sentBy}
      FROM unnest(${memberIds}::integer[]) WITH ORDINALITY AS t (m, n) ORDER BY n
      RETURNING id`;
    return rows.map((row) => row.id);
  },
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
