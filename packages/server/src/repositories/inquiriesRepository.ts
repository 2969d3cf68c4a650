import type { StaffInquiryKind } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface InquiryAnswerRow {
  id: number;
  answerContents: string;
}

export interface InquiryRow {
  id: number;
  memberId: number;
  kind: StaffInquiryKind;
  title: string;
  questionContents: string;
  confirmStatus: number;
  deletedFlg: number;
  createdAt: Date;
  /** Oldest first. */
  customerAnswer: InquiryAnswerRow[];
}

/** An inquiry with its member, as staff list them. */
export interface StaffInquiryRow extends InquiryRow {
  userId: string;
  nickname: string;
}

export type InquiryStatusFilter = 'unanswered' | 'answered' | 'all';

/** A member's own 1:1 inquiries, or the ones a partner sends staff from the partner area (kind 'partner'). */
export type InquiryArea = 'member' | 'partner';

export interface NewInquiry {
  memberId: number;
  kind: StaffInquiryKind;
  title: string;
  questionContents: string;
}

const SELECT = (db: Db) => db`
  SELECT i.id, i.member_id, i.kind, i.title, i.question_contents, i.confirm_status, i.deleted_flg, i.created_at,
    coalesce((SELECT json_agg(json_build_object('id', a.id, 'answerContents', a.answer_contents) ORDER BY a.id)
              FROM customer_answers a WHERE a.inquiry_id = i.id), '[]'::json) AS customer_answer
  FROM customer_inquiries i`;

/**
 * customer_inquiries and their answers. A member's list leaves out what they deleted.
 * @example const open = await createInquiriesRepository(tx).unansweredCount(member.id);
 */
export const createInquiriesRepository = (sql: Db) => ({
  /** Newest first; `area` 'partner' lists the inquiries a partner sent from the partner area instead. */
  async listForMember(memberId: number, db: Db = sql, area: InquiryArea = 'member'): Promise<InquiryRow[]> {
    return db<InquiryRow[]>`${SELECT(db)}
      WHERE i.member_id = ${memberId} AND i.deleted_flg = 0 AND (i.kind = 'partner') = ${area === 'partner'}
      ORDER BY i.id DESC`;
  },

  /** Spec §4: an inquiry is unanswered until an answer exists. Counted per area, like listForMember. */
  async unansweredCount(memberId: number, db: Db = sql, area: InquiryArea = 'member'): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      SELECT count(*)::int8 AS count FROM customer_inquiries i
      WHERE i.member_id = ${memberId} AND i.deleted_flg = 0 AND (i.kind = 'partner') = ${area === 'partner'}
        AND NOT EXISTS (SELECT 1 FROM customer_answers a WHERE a.inquiry_id = i.id)`;
    return row?.count ?? 0;
  },

  /** The inquiries with these ids (not deleted), whoever owns them, locked for the caller's transaction. */
  async lockByIds(ids: readonly number[], db: Db = sql): Promise<InquiryRow[]> {
    await db`SELECT id FROM customer_inquiries WHERE id = ANY(${ids}::integer[]) ORDER BY id FOR UPDATE`;
    return db<
      InquiryRow[]
    >`${SELECT(db)} WHERE i.id = ANY(${ids}::integer[]) AND i.deleted_flg = 0 ORDER BY i.id`;
  },

  async insert(inquiry: NewInquiry, db: Db = sql): Promise<number> {
    const [row] = await db<{ id: number }[]>`
      INSERT INTO customer_inquiries (member_id, kind, title, question_contents)
      VALUES (${inquiry.memberId}, ${inquiry.kind}, ${inquiry.title}, ${inquiry.questionContents})
      RETURNING id`;
    return row!.id;
  },

  async markRead(id: number, db: Db = sql): Promise<void> {
    await db`UPDATE customer_inquiries SET confirm_status = 1 WHERE id = ${id}`;
  },

  async markDeleted(ids: readonly number[], now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE customer_inquiries SET deleted_flg = 1, deleted_at = ${now} WHERE id = ANY(${ids}::integer[])`;
  },

  /** Staff view, newest first; deleted inquiries included (they are history). */
  async listForStaff(
    { status, limit, offset }: { status: InquiryStatusFilter; limit: number; offset: number },
    db: Db = sql,
  ): Promise<StaffInquiryRow[]> {
    return db<StaffInquiryRow[]>`
      SELECT q.*, m.user_id, m.nickname FROM (${SELECT(db)}) q JOIN members m ON m.id = q.member_id
      WHERE ${status} = 'all'
         OR (${status} = 'unanswered') = (json_array_length(q.customer_answer) = 0)
      ORDER BY q.id DESC LIMIT ${limit} OFFSET ${offset}`;
  },

  async findForStaff(id: number, lock = false, db: Db = sql): Promise<StaffInquiryRow | undefined> {
    if (lock) await db`SELECT id FROM customer_inquiries WHERE id = ${id} FOR UPDATE`;
    const [row] = await db<StaffInquiryRow[]>`
      SELECT q.*, m.user_id, m.nickname FROM (${SELECT(db)}) q JOIN members m ON m.id = q.member_id
      WHERE q.id = ${id}`;
    return row;
  },

  /** A new answer makes the inquiry answered and unread again (the member has a reply to read). */
  async addAnswer(inquiryId: number, answerContents: string, staffId: number, db: Db = sql): Promise<number> {
    const [row] = await db<{ id: number }[]>`
      INSERT INTO customer_answers (inquiry_id, answer_contents, answered_by)
      VALUES (${inquiryId}, ${answerContents}, ${staffId}) RETURNING id`;
    await db`UPDATE customer_inquiries SET confirm_status = 0 WHERE id = ${inquiryId}`;
    return row!.id;
  },
});

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
