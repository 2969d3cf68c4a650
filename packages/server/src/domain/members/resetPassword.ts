import { validatePassword } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
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
  const members = createMembersRepository(sql);
  await sql.begin(async (tx) => {
    const token = await tokens.lock(hashSessionToken(params.resetToken), tx);
    const locked = token ? await members.lockById(token.memberId, tx) : undefined;
    const member = locked?.status === 'active' && locked.withdrawalType === 0 ? locked : undefined;
    const usable =
      token !== undefined &&
      token.usedAt === null &&
      now.getTime() < token.expiresAt.getTime() &&
      member?.userId === params.userId;
    if (!usable || !member) throw refusal('CHANGE_PASSWORD_FAILED');

    await members.setPasswordHash(member.id, await hashPassword(password.value), tx);
    await tokens.closeAllForMember(member.id, now, tx);
    await createSessionsRepository(sql).endAllForMember(member.id, 'password_changed', now, tx);
    await audit(tx, {
      actorId: member.id,
      action: 'member.password_reset',
      target: { type: 'member', id: member.id },
    });
  });
}
