import type { Db } from '../../db/createSql';
import { createSessionsRepository } from '../../repositories/sessionsRepository';
import { type MemberDecision, type MemberStatusChange, setMemberStatus } from './setMemberStatus';

/**
 * Staff ban a member (active or still pending): banType 1, no more logins, and every open session ends
 * at once (the member's next call gets 556). Audited as member.ban; 409 MEMBER_STATUS_CONFLICT when the
 * member is already banned or was rejected.
 * @example await app.sql.begin((tx) => banMember(tx, { memberId: 12, actorId: staff.id, reason: '부정 이용', now: app.clock.now() }));
 */
export async function banMember(
  tx: Db,
  decision: MemberDecision & { now?: Date },
): Promise<MemberStatusChange> {
  const now = decision.now ?? new Date();
  const change = await setMemberStatus(tx, {
    memberId: decision.memberId,
    actorId: decision.actorId,
    reason: decision.reason,
    from: ['active', 'pending'],
    to: 'banned',
    action: 'member.ban',
    ban: { now },
  });
  await createSessionsRepository(tx).endAllForMember(change.id, 'staff', now, tx);
  return change;
}
