import type { Db } from '../../db/createSql';
import { type MemberDecision, type MemberStatusChange, setMemberStatus } from './setMemberStatus';

/**
 * Staff reject a pending sign-up: the member can never log in; the row stays for the record, so its id,
 * nickname and phone stay taken. Audited as member.reject; 409 MEMBER_STATUS_CONFLICT unless pending.
 * @example await app.sql.begin((tx) => rejectMember(tx, { memberId: 12, actorId: staff.id, reason: '중복 가입' }));
 */
export const rejectMember = (tx: Db, decision: MemberDecision): Promise<MemberStatusChange> =>
  setMemberStatus(tx, { ...decision, from: ['pending'], to: 'rejected', action: 'member.reject' });
