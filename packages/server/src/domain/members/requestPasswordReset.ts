import { validateFindPassword } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createPasswordResetTokensRepository } from '../../repositories/passwordResetTokensRepository';
import { audit } from '../audit/audit';
import { newSessionToken } from '../auth/sessionToken';
import { refusal, validationRefusal } from '../errors/refusal';

/** How long a find-password token works (kbet's own: long enough to type a new password). */
export const PASSWORD_RESET_TTL_MS = 10 * 60_000;

export interface FindPasswordParams {
  userId: string;
  accountHolder: string;
  /** The last 4 digits of the member's phone (the wire's phoneNumber). */
  phoneLast4: string;
  now: Date;
}

/**
 * POST /member/find-password (spec §4 "Password recovery"): when the id, the account holder and the
 * phone's last 4 digits all belong to one active member, a single-use token for the password change
 * that follows (the earlier ones stop working); otherwise 404 FIND_PASSWORD_FAILED, the same whichever
 * part was wrong, so the answer tells nothing about which ids exist.
 * @example const { resetToken } = await requestPasswordReset(app.sql, { userId: 'member01', accountHolder: '김민준', phoneLast4: '0002', now });
 */
export async function requestPasswordReset(
  sql: Sql,
  params: FindPasswordParams,
): Promise<{ resetToken: string }> {
  const checked = validateFindPassword(params);
  if (!checked.ok) throw validationRefusal(checked);
  const { userId, accountHolder, phoneLast4 } = checked.value;
  const member = await createMembersRepository(sql).findForPasswordReset(userId);
  const matches =
    member !== undefined &&
    (member.accountHolder ?? '').trim() === accountHolder &&
    (member.phoneNumber ?? '').replace(/\D/g, '').slice(-phoneLast4.length) === phoneLast4;
  if (!member || !matches) throw refusal('FIND_PASSWORD_FAILED');

  const tokens = createPasswordResetTokensRepository(sql);
  const { token, tokenHash } = newSessionToken();
  await sql.begin(async (tx) => {
    await tokens.closeAllForMember(member.id, params.now, tx);
    await tokens.create(
      {
        tokenHash,
        memberId: member.id,
        now: params.now,
        expiresAt: new Date(params.now.getTime() + PASSWORD_RESET_TTL_MS),
      },
      tx,
    );
    await audit(tx, {
      actorId: member.id,
      action: 'member.password_reset_request',
      target: { type: 'member', id: member.id },
    });
  });
  return { resetToken: token };
}
