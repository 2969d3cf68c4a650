import type { Db } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { refusal } from '../errors/refusal';
import type { MemberStatus } from './loginRefusal';

/** What every staff decision on a member takes: who is decided on, by whom, and why. */
export interface MemberDecision {
  memberId: number;
  /** The staff member deciding. */
  actorId: number;
  reason: string | null;
}

export interface MemberStatusChange {
  id: number;
  userId: string;
  status: MemberStatus;
  previousStatus: MemberStatus;
}

/**
 * Moves a member from one of `from` to `to` under a row lock and audits it (`action`); 404 for an
 * unknown member, 409 MEMBER_STATUS_CONFLICT when the member is in no state the decision applies to.
 * `ban` also sets the wire's banType and banDate.
 */
export async function setMemberStatus(
  tx: Db,
  decision: MemberDecision & {
    from: readonly MemberStatus[];
    to: MemberStatus;
    action: string;
    ban?: { now: Date };
  },
): Promise<MemberStatusChange> {
  const members = createMembersRepository(tx);
  const member = await members.lockById(decision.memberId, tx);
  if (!member) throw domainErrors.notFound();
  if (!decision.from.includes(member.status)) {
    throw refusal('MEMBER_STATUS_CONFLICT', { status: member.status });
  }
  await members.setStatus(member.id, decision.to, decision.ban, tx);
  await audit(tx, {
    actorId: decision.actorId,
    action: decision.action,
    target: { type: 'member', id: member.id },
    old: decision.ban ? { status: member.status, banType: member.banType } : { status: member.status },
    new: decision.ban ? { status: decision.to, banType: 1 } : { status: decision.to },
    reason: decision.reason,
  });
  return { id: member.id, userId: member.userId, status: decision.to, previousStatus: member.status };
}
