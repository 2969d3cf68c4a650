import { canRegisterNotice } from '@kbet/sdk';
import type { MemberRow } from '../../repositories/membersRepository';
import { refusal } from '../errors/refusal';

/**
 * Spec §6: only role 1 registers community notices (the SDK's canRegisterNotice); 403
 * NOTICE_REGISTER_FORBIDDEN otherwise.
 * @example assertCanRegisterNotice(currentMember(request));
 */
export function assertCanRegisterNotice(member: MemberRow): void {
  if (!canRegisterNotice(member)) throw refusal('NOTICE_REGISTER_FORBIDDEN');
}
