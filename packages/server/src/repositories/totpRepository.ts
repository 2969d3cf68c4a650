import type { Db } from '../db/createSql';

export interface TotpRow {
  memberId: number;
  /** Base32. */
  secret: string;
  confirmedAt: Date | null;
  lastStep: number;
}

/**
 * Partner and staff second-factor secrets. Every function takes an optional transaction.
 * @example const row = await repos.totp.find(member.id);
 */
export const createTotpRepository = (sql: Db) => ({
  async find(memberId: number, db: Db = sql): Promise<TotpRow | undefined> {
    const [row] = await db<TotpRow[]>`
      SELECT member_id, secret, confirmed_at, last_step FROM member_totp WHERE member_id = ${memberId}`;
    return row;
  },

  /** Locks the row so one code is used by one login only. */
  async lock(memberId: number, db: Db): Promise<TotpRow | undefined> {
    const [row] = await db<TotpRow[]>`
      SELECT member_id, secret, confirmed_at, last_step FROM member_totp WHERE member_id = ${memberId} FOR UPDATE`;
    return row;
  },

  /** A new unconfirmed secret; replaces an unconfirmed one, never a confirmed one. */
  async begin(memberId: number, secret: string, db: Db = sql): Promise<boolean> {
    const rows = await db`
      INSERT INTO member_totp (member_id, secret) VALUES (${memberId}, ${secret})
      ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret WHERE member_totp.confirmed_at IS NULL
      RETURNING member_id`;
    return rows.length > 0;
  },

  async use(memberId: number, step: number, confirmedAt: Date, db: Db): Promise<void> {
    await db`
      UPDATE member_totp SET last_step = ${step}, confirmed_at = coalesce(confirmed_at, ${confirmedAt})
      WHERE member_id = ${memberId}`;
  },
});
