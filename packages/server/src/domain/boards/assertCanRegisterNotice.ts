import { canRegisterNotice, ko } from '@kbet/sdk';
import { HttpError } from '../../errors/httpError';
import type { MemberRow } from '../../repositories/membersRepository';

/**
 * Spec §6: only role 1 registers community notices (the SDK's canRegisterNotice); 403
 * NOTICE_REGISTER_FORBIDDEN otherwise.
 * @example assertCanRegisterNotice(currentMember(request));
 */
export function assertCanRegisterNotice(member: MemberRow): void {
  if (!canRegisterNotice(member)) {
    throw new HttpError(403, 'NOTICE_REGISTER_FORBIDDEN', ko.NOTICE_REGISTER_FORBIDDEN);
  }
}
