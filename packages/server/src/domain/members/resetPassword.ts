import { validatePassword } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createPasswordResetTokensRepository } from '../../repositories/passwordResetTokensRepository';
import { createSessionsRepository } from '../../repositories/sessionsRepository';
import { audit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { hashSessionToken } from '../auth/sessionToken';
import { refusal, validationRefusal } from '../errors/refusal';

export interface ResetPasswordParams {
  userId: string;
  newPassword: string;
  resetToken: string;
  now: Date;
}

/**
 * POST /member/change-password (find flow): the new password obeys §5's password rules (validatePassword),
 * the token is the member's, unused and at most PASSWORD_RESET_TTL_MS old; it is then used up, with every
 * other open token, and every session of the member ends. Otherwise 400 CHANGE_PASSWORD_FAILED.
 * @example await resetPassword(app.sql, { userId: 'member01', newPassword: 'new-pass-1', resetToken, now });
 */
export async function resetPassword(sql: Sql, params: ResetPasswordParams): Promise<void> {
  const password = validatePassword(params.newPassword);
  if (!password.ok) throw validationRefusal(password);
  const tokens = createPasswordResetTokensRepository(sql);
  const { now } = params;
  await sql.begin(async (tx) => {
    const token = await tokens.lock(hashSessionToken(params.resetToken), tx);
    const [member] = token
      ? await tx<{ id: number; userId: string }[]>`
          SELECT id, user_id FROM members
          WHERE id = ${token.memberId} AND status = 'active' AND withdrawal_type = 0 FOR NO KEY UPDATE`
      : [];
    const usable =
      token !== undefined &&
      token.usedAt === null &&
      now.getTime() < token.expiresAt.getTime() &&
      member?.userId === params.userId;
    if (!usable || !member) throw refusal('CHANGE_PASSWORD_FAILED');

    await tx`UPDATE members SET password_hash = ${await hashPassword(password.value)} WHERE id = ${member.id}`;
    await tokens.closeAllForMember(member.id, now, tx);
    await createSessionsRepository(sql).endAllForMember(member.id, 'password_changed', now, tx);
    await audit(tx, {
      actorId: member.id,
      action: 'member.password_reset',
      target: { type: 'member', id: member.id },
    });
  });
}
