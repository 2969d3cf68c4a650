import type { Db } from '../db/createSql';

/** A members row (camelCase columns). Secrets stay here; toUser decides what leaves the server. */
export interface MemberRow {
  id: number;
  userId: string;
  nickname: string;
  passwordHash: string;
  role: number;
  type: number;
  userType: string;
  banType: number;
  withdrawalType: number;
  bankCode: number | null;
  bankAccountNumber: string | null;
  bankAccountPasswordHash: string | null;
  accountHolder: string | null;
  privateAccount: string | null;
  privateVirtualAccount: string | null;
  privateAccountSelected: number;
  userRolling: string;
  userRollingSlot: string;
  userRollingMini: string;
  userRollingVirtual: string;
  userRollingSports: string;
  revolutionUid: string | null;
  revolutionUseFlag: number;
  realpokerUid: string | null;
  realpokerUseFlag: number;
  recommenderId: number | null;
  /** Sign-up approval (migration 010): only 'active' members may log in. */
  status: 'pending' | 'active' | 'rejected' | 'banned';
  signupCode: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Fields a new member row takes; the rest default in the table. */
export type NewMember = Pick<MemberRow, 'userId' | 'nickname' | 'passwordHash'> &
  Partial<Omit<MemberRow, 'id' | 'userId' | 'nickname' | 'passwordHash' | 'createdAt' | 'updatedAt'>> & {
    phoneNumber?: string | null;
    birthDate?: string | null;
    carrierCode?: string | null;
  };

// Any constant: it only has to be the same for every kbet process sharing a database.
const SIGNUP_LOCK = 7_424_310;

/**
 * Members table access. Every function takes an optional transaction (default: the pool).
 * @example const member = await repos.members.findById(3);
 */
export const createMembersRepository = (sql: Db) => ({
  async findById(id: number, db: Db = sql): Promise<MemberRow | undefined> {
    const [row] = await db<MemberRow[]>`SELECT * FROM members WHERE id = ${id}`;
    return row;
  },

  async findByUserId(userId: string, db: Db = sql): Promise<MemberRow | undefined> {
    const [row] = await db<MemberRow[]>`SELECT * FROM members WHERE user_id = ${userId}`;
    return row;
  },

  /** Locks the member row for the rest of the transaction (take it before ledger postings). */
  async lockById(id: number, db: Db): Promise<MemberRow | undefined> {
    const [row] = await db<MemberRow[]>`SELECT * FROM members WHERE id = ${id} FOR NO KEY UPDATE`;
    return row;
  },

  /** The active, not withdrawn member of a user id with what a password reset compares. */
  async findForPasswordReset(
    userId: string,
    db: Db = sql,
  ): Promise<{ id: number; accountHolder: string | null; phoneNumber: string | null } | undefined> {
    const [row] = await db<{ id: number; accountHolder: string | null; phoneNumber: string | null }[]>`
      SELECT id, account_holder, phone_number FROM members
      WHERE user_id = ${userId} AND status = 'active' AND withdrawal_type = 0`;
    return row;
  },

  async setPasswordHash(id: number, passwordHash: string, db: Db = sql): Promise<void> {
    await db`UPDATE members SET password_hash = ${passwordHash} WHERE id = ${id}`;
  },

  /** Sets the approval status; a ban also sets the wire's banType and banDate. */
  async setStatus(
    id: number,
    status: MemberRow['status'],
    ban: { now: Date } | undefined,
    db: Db = sql,
  ): Promise<void> {
    if (ban)
      await db`UPDATE members SET status = ${status}, ban_type = 1, ban_date = ${ban.now} WHERE id = ${id}`;
    else await db`UPDATE members SET status = ${status} WHERE id = ${id}`;
  },

  /** Keeps the uid a hold'em provider created for the member (spec §3 revolutionUid / realpokerUid). */
  async setHoldemUid(id: number, game: 'revolution' | 'realpoker', uid: string, db: Db = sql): Promise<void> {
    if (game === 'revolution') await db`UPDATE members SET revolution_uid = ${uid} WHERE id = ${id}`;
    else await db`UPDATE members SET realpoker_uid = ${uid} WHERE id = ${id}`;
  },

  /** Serialises sign-ups until the transaction ends, so two cannot both take one id, nickname or phone. */
  async lockSignUps(db: Db): Promise<void> {
    await db`SELECT pg_advisory_xact_lock(${SIGNUP_LOCK})`;
  },

  /** Ids of the active, not withdrawn members of a role, in id order (a staff message to a level). */
  async activeIdsOfRole(role: number, db: Db = sql): Promise<number[]> {
    const rows = await db<{ id: number }[]>`
      SELECT id FROM members WHERE role = ${role} AND withdrawal_type = 0 AND status = 'active' ORDER BY id`;
    return rows.map((row) => row.id);
  },

  async insert(member: NewMember, db: Db = sql): Promise<MemberRow> {
    const [row] = await db<MemberRow[]>`INSERT INTO members ${db(member)} RETURNING *`;
    return row!;
  },

  async count(db: Db = sql): Promise<number> {
    const [row] = await db<{ count: number }[]>`SELECT count(*)::int8 AS count FROM members`;
    return row?.count ?? 0;
  },
});

export type MembersRepository = ReturnType<typeof createMembersRepository>;
