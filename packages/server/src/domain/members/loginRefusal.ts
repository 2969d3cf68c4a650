import type { MemberRow } from '../../repositories/membersRepository';
import { type LoginRefusedError, loginRefused } from '../errors/loginRefusedError';
import type { KoTextCode } from '../errors/refusal';

export type MemberStatus = MemberRow['status'];

const REFUSALS: Record<Exclude<MemberStatus, 'active'>, KoTextCode> = {
  pending: 'MEMBER_PENDING',
  rejected: 'MEMBER_REJECTED',
  banned: 'MEMBER_BANNED',
};

/**
 * Why a member whose password matched still may not log in: a sign-up awaiting approval, a rejected one,
 * a banned member. A 404 like every login refusal (spec §8: the client shows its message).
 * @example const refused = loginRefusal(member); if (refused) throw refused;
 */
export const loginRefusal = (member: Pick<MemberRow, 'status'>): LoginRefusedError | undefined =>
  member.status === 'active' ? undefined : loginRefused(REFUSALS[member.status]);
