import type { Db, Sql } from '../db/createSql';

export interface PasswordResetTokenRow {
  tokenHash: string;
  memberId: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Find-password tokens (stored as SHA-256). Every function takes an optional transaction (default: the pool).
 * @example await resetTokens.create({ tokenHash, memberId, now, expiresAt }, tx);
 */
export const createPasswordResetTokensRepository = (sql: Sql) => ({
  async create(
    token: { tokenHash: string; memberId: number; now: Date; expiresAt: Date },
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO password_reset_tokens (token_hash, member_id, created_at, expires_at)
      VALUES (${token.tokenHash}, ${token.memberId}, ${token.now}, ${token.expiresAt})`;
  },

  /** The token row, locked for the caller's transaction, whatever its state. */
  async lock(tokenHash: string, db: Db): Promise<PasswordResetTokenRow | undefined> {
    const [row] = await db<PasswordResetTokenRow[]>`
      SELECT * FROM password_reset_tokens WHERE token_hash = ${tokenHash} FOR UPDATE`;
    return row;
  },

  /** Uses up every open token of the member (a new token, a password change); returns how many. */
  async closeAllForMember(memberId: number, now: Date, db: Db = sql): Promise<number> {
    const rows = await db`
      UPDATE password_reset_tokens SET used_at = ${now}
      WHERE member_id = ${memberId} AND used_at IS NULL RETURNING token_hash`;
    return rows.length;
  },
});

export type PasswordResetTokensRepository = ReturnType<typeof createPasswordResetTokensRepository>;
