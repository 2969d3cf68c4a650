import type { Db, Sql } from '../db/createSql';
import type { MemberRow } from './membersRepository';
import type { SessionRow } from './sessionsRepository';

/** A member as the staff list shows it: the row's public fields and the emoney balance. */
export interface AdminMemberRow {
  id: number;
  userId: string;
  nickname: string;
  status: MemberRow['status'];
  role: number;
  type: number;
  banType: number;
  withdrawalType: number;
  createdAt: Date;
  emoney: number;
}

/** What the staff detail adds to the list row. */
export interface AdminMemberDetailRow extends AdminMemberRow {
  phoneNumber: string | null;
  accountHolder: string | null;
  bankCode: number | null;
  bankAccountNumber: string | null;
  recommenderUserId: string | null;
  signupCode: string | null;
  banDate: Date | null;
  withdrawHold: number;
}

export interface AdminMembersFilter {
  status?: MemberRow['status'];
  /** Part of the user id or nickname (case-insensitive), or of the phone number. */
  q?: string;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members as staff search and inspect them (the member's own reads stay in membersRepository).
 * Every function takes an optional transaction (default: the pool).
 * @example const { items, total } = await repos.adminMembers.list({ status: 'pending' }, { limit: 20, offset: 0 });
 */
export const createAdminMembersRepository = (sql: Sql) => ({
  /** Newest first, with the total count of matching members. */
  async list(
    filter: AdminMembersFilter,
    paging: { limit: number; offset: number },
    db: Db = sql,
  ): Promise<{ items: AdminMemberRow[]; total: number }> {
    const like = filter.q === undefined ? undefined : `%${escapeLike(filter.q)}%`;
    const where = db`
      WHERE true
      ${filter.status === undefined ? db`` : db`AND m.status = ${filter.status}`}
      ${
        like === undefined
          ? db``
          : db`AND (m.user_id ILIKE ${like} OR m.nickname ILIKE ${like} OR m.phone_number LIKE ${like})`
      }`;
    const [count] = await db<{ total: number }[]>`SELECT count(*)::int8 AS total FROM members m ${where}`;
    const items = await db<AdminMemberRow[]>`
      SELECT m.id, m.user_id, m.nickname, m.status, m.role, m.type, m.ban_type, m.withdrawal_type, m.created_at,
             coalesce(a.balance, 0)::int8 AS emoney
      FROM members m LEFT JOIN accounts a ON a.owner_member_id = m.id AND a.kind = 'emoney'
      ${where}
      ORDER BY m.id DESC
      LIMIT ${paging.limit} OFFSET ${paging.offset}`;
    return { items, total: count?.total ?? 0 };
  },

  async findDetail(userId: string, db: Db = sql): Promise<AdminMemberDetailRow | undefined> {
    const [row] = await db<AdminMemberDetailRow[]>`
      SELECT m.id, m.user_id, m.nickname, m.status, m.role, m.type, m.ban_type, m.withdrawal_type, m.created_at,
             m.phone_number, m.account_holder, m.bank_code, m.bank_account_number, r.user_id AS recommender_user_id,
             m.signup_code, m.ban_date,
             coalesce((SELECT balance FROM accounts WHERE owner_member_id = m.id AND kind = 'emoney'), 0)::int8
               AS emoney,
             coalesce((SELECT balance FROM accounts WHERE owner_member_id = m.id AND kind = 'withdraw_hold'), 0)::int8
               AS withdraw_hold
      FROM members m LEFT JOIN members r ON r.id = m.recommender_id
      WHERE m.user_id = ${userId}`;
    return row;
  },

  /** The member's latest sessions, open or ended, newest first (token hashes stay out). */
  async recentSessions(
    memberId: number,
    limit: number,
    db: Db = sql,
  ): Promise<Omit<SessionRow, 'tokenHash'>[]> {
    return db<Omit<SessionRow, 'tokenHash'>[]>`
      SELECT id, member_id, ip, user_agent, created_at, last_seen_at, ended_at, end_reason
      FROM sessions WHERE member_id = ${memberId}
      ORDER BY id DESC LIMIT ${limit}`;
  },
});

export type AdminMembersRepository = ReturnType<typeof createAdminMembersRepository>;
