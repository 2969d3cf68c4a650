import { validatePassword, validatePasswordChange } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createPasswordResetTokensRepository } from '../../repositories/passwordResetTokensRepository';
import { createSessionsRepository } from '../../repositories/sessionsRepository';
import { audit } from '../audit/audit';
import { hashPassword, verifyPassword } from '../auth/password';
import { refusal, validationRefusal } from '../errors/refusal';

export interface ChangePasswordParams {
  memberId: number;
  oldPassword: string;
  password: string;
  now: Date;
}

/**
 * PUT /member/change-password/{id} (member flow): the form rule (validatePasswordChange), the password
 * rules for the new one (validatePassword), and the current password must match (else 400
 * MYPAGE_PASSWORD_CHECK, §5's message for this form). Then every session of the member ends, so they log
 * in again (spec §8 PASSWORD_CHANGED), and open find-password tokens stop working.
 * @example await changePassword(app.sql, { memberId: 3, oldPassword: 'kbet1234', password: 'new-pass-1', now });
 */
export async function changePassword(sql: Sql, params: ChangePasswordParams): Promise<void> {
  const form = validatePasswordChange({
    current: params.oldPassword,
    next: params.password,
    // The wire carries no confirmation: the client compared it already (§5).
    confirm: params.password,
  });
  if (!form.ok) throw validationRefusal(form);
  const password = validatePassword(form.value.password);
  if (!password.ok) throw validationRefusal(password);
  const { now } = params;
  const members = createMembersRepository(sql);
  await sql.begin(async (tx) => {
    const member = await members.lockById(params.memberId, tx);
    if (!member || !(await verifyPassword(member.passwordHash, form.value.oldPassword))) {
      throw refusal('MYPAGE_PASSWORD_CHECK', { field: 'current' });
    }
    await members.setPasswordHash(member.id, await hashPassword(password.value), tx);
    await createPasswordResetTokensRepository(sql).closeAllForMember(member.id, now, tx);
    await createSessionsRepository(sql).endAllForMember(member.id, 'password_changed', now, tx);
    await audit(tx, {
      actorId: member.id,
      action: 'member.password_change',
      target: { type: 'member', id: member.id },
    });
  });
}
