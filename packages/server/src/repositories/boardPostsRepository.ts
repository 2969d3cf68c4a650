import type { BoardCategory } from '@kbet/sdk/admin';
import type { Db } from '../db/createSql';

export interface BoardPostRow {
  id: number;
  category: BoardCategory;
  noticeType: number;
  title: string;
  contents: string;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BoardListQuery {
  category: BoardCategory;
  /** Only posts of this notice type (boardNotice?noticeType=…); all types when absent. */
  noticeType?: number;
  limit: number;
  offset?: number;
}

export interface BoardPostInput {
  title: string;
  /** Already sanitised HTML. */
  contents: string;
  noticeType?: number;
}

const COLUMNS = 'id, category, notice_type, title, contents, author_id, created_at, updated_at';

/**
 * board_posts access; removed posts (deleted_at set) are invisible to every function here.
 * @example const notices = await createBoardPostsRepository(sql).list({ category: 'notice', limit: 5 });
 */
export const createBoardPostsRepository = (sql: Db) => ({
  /** Newest first. */
  async list(
    { category, noticeType, limit, offset = 0 }: BoardListQuery,
    db: Db = sql,
  ): Promise<BoardPostRow[]> {
    return db<BoardPostRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM board_posts
      WHERE category = ${category} AND deleted_at IS NULL
        AND (${noticeType ?? null}::smallint IS NULL OR notice_type = ${noticeType ?? null})
      ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`;
  },

  async count(category: BoardCategory, db: Db = sql): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      SELECT count(*)::int8 AS count FROM board_posts WHERE category = ${category} AND deleted_at IS NULL`;
    return row?.count ?? 0;
  },

  /** One post of the category; `lock` takes the row for an update in the caller's transaction. */
  async find(
    category: BoardCategory,
    id: number,
    lock = false,
    db: Db = sql,
  ): Promise<BoardPostRow | undefined> {
    const [row] = await db<BoardPostRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM board_posts
      WHERE id = ${id} AND category = ${category} AND deleted_at IS NULL
      ${lock ? db`FOR UPDATE` : db``}`;
    return row;
  },

  async insert(
    category: BoardCategory,
    post: BoardPostInput,
    authorId: number,
    db: Db = sql,
  ): Promise<BoardPostRow> {
    const [row] = await db<BoardPostRow[]>`
      INSERT INTO board_posts (category, notice_type, title, contents, author_id)
      VALUES (${category}, ${post.noticeType ?? 0}, ${post.title}, ${post.contents}, ${authorId})
      RETURNING ${db.unsafe(COLUMNS)}`;
    return row!;
  },

  async update(id: number, post: BoardPostInput, db: Db = sql): Promise<BoardPostRow> {
    const [row] = await db<BoardPostRow[]>`
      UPDATE board_posts
      SET title = ${post.title}, contents = ${post.contents},
          notice_type = coalesce(${post.noticeType ?? null}::smallint, notice_type)
      WHERE id = ${id} RETURNING ${db.unsafe(COLUMNS)}`;
    return row!;
  },

  async remove(id: number, now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE board_posts SET deleted_at = ${now} WHERE id = ${id}`;
  },
});

export type BoardPostsRepository = ReturnType<typeof createBoardPostsRepository>;
