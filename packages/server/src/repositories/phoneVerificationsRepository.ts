import type { Db, Sql } from '../db/createSql';

export interface PhoneVerificationRow {
  id: number;
  phone: string;
  authNumberHash: string;
  ip: string | null;
  verifiedAt: Date;
  usedAt: Date | null;
  usedByMemberId: number | null;
}

/**
 * The server's record of phones that passed the SMS check (sign-up requires one, spec §5).
 * Every function takes an optional transaction (default: the pool).
 * @example await phoneVerifications.record({ phone, authNumberHash, ip, now }, tx);
 */
export const createPhoneVerificationsRepository = (sql: Sql) => ({
  async record(
    verification: { phone: string; authNumberHash: string; ip: string | null; now: Date },
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO phone_verifications (phone, auth_number_hash, ip, verified_at)
      VALUES (${verification.phone}, ${verification.authNumberHash}, ${verification.ip}, ${verification.now})`;
  },

  /** The newest unused verification of the phone since `since`, locked for the caller's transaction. */
  async lockLatestUnused(phone: string, since: Date, db: Db): Promise<PhoneVerificationRow | undefined> {
    const [row] = await db<PhoneVerificationRow[]>`
      SELECT * FROM phone_verifications
      WHERE phone = ${phone} AND used_at IS NULL AND verified_at >= ${since}
      ORDER BY verified_at DESC, id DESC LIMIT 1 FOR UPDATE`;
    return row;
  },

  /** Whether the phone passed its code at `ip` since `since`, and no sign-up has used that yet. */
  async verifiedAt(phone: string, ip: string, since: Date, db: Db = sql): Promise<boolean> {
    const rows = await db`
      SELECT 1 FROM phone_verifications
      WHERE phone = ${phone} AND ip = ${ip} AND used_at IS NULL AND verified_at >= ${since} LIMIT 1`;
    return rows.length > 0;
  },

  async markUsed(id: number, memberId: number, now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE phone_verifications SET used_at = ${now}, used_by_member_id = ${memberId} WHERE id = ${id}`;
  },
});

export type PhoneVerificationsRepository = ReturnType<typeof createPhoneVerificationsRepository>;
