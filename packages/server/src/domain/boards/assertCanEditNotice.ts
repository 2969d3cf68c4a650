import { isStaffAccount } from '@kbet/sdk';
import type { BoardPostRow } from '../../repositories/boardPostsRepository';
import type { MemberRow } from '../../repositories/membersRepository';
import { domainErrors } from '../errors/domainErrors';
import { assertCanRegisterNotice } from './assertCanRegisterNotice';

/**
 * Who may edit a community notice: staff, or its author while still a role-1 member. Another role-1
 * member is refused with 403 FORBIDDEN, as for any other member's record; a member who may not
 * register notices at all, with 403 NOTICE_REGISTER_FORBIDDEN.
 * @example assertCanEditNotice(currentMember(request), post);
 */
export function assertCanEditNotice(member: MemberRow, post: Pick<BoardPostRow, 'authorId'>): void {
  if (isStaffAccount(member)) return;
  assertCanRegisterNotice(member);
  if (post.authorId !== member.id) throw domainErrors.forbidden();
}
