import type { Db } from '../db/createSql';

export interface NonMemberInquiryRow {
  id: number;
  name: string;
  phoneNumber: string;
  question: string;
  ip: string | null;
  createdAt: Date;
}

/**
 * non_member_inquiries: questions from the login page (spec §7 POST /supportNonMember).
 * @example await createNonMemberInquiriesRepository(sql).insert({ name, phoneNumber, question }, request.ip);
 */
export const createNonMemberInquiriesRepository = (sql: Db) => ({
  async insert(
    inquiry: Pick<NonMemberInquiryRow, 'name' | 'phoneNumber' | 'question'>,
    ip: string,
    db: Db = sql,
  ): Promise<number> {
    const [row] = await db<{ id: number }[]>`
      INSERT INTO non_member_inquiries (name, phone_number, question, ip)
      VALUES (${inquiry.name}, ${inquiry.phoneNumber}, ${inquiry.question}, ${ip}) RETURNING id`;
    return row!.id;
  },

  /** Newest first. */
  async list(
    { limit, offset }: { limit: number; offset: number },
    db: Db = sql,
  ): Promise<NonMemberInquiryRow[]> {
    return db<NonMemberInquiryRow[]>`
      SELECT id, name, phone_number, question, ip, created_at FROM non_member_inquiries
      ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`;
  },
});

export type NonMemberInquiriesRepository = ReturnType<typeof createNonMemberInquiriesRepository>;
