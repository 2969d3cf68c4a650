import type { Db } from '../../db/createSql';
import { type MemberDecision, type MemberStatusChange, setMemberStatus } from './setMemberStatus';

/**
 * Staff approve a pending sign-up (spec §4): the member may log in from now on. Audited as member.approve;
 * 409 MEMBER_STATUS_CONFLICT unless the member is pending.
 * @example await app.sql.begin((tx) => approveMember(tx, { memberId: 12, actorId: staff.id, reason: '본인 확인' }));
 */
export const approveMember = (tx: Db, decision: MemberDecision): Promise<MemberStatusChange> =>
  setMemberStatus(tx, { ...decision, from: ['pending'], to: 'active', action: 'member.approve' });
