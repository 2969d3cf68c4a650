import type { PartnerInquiry } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * The partner's inquiries to staff with their answers, newest first (GET /partner-api/inquiries); a write that
 * names 'partner' reloads them.
 * @example const { data: inquiries = [] } = usePartnerInquiries();
 */
export function usePartnerInquiries(): ResourceView<PartnerInquiry[]> {
  const client = useKbetClient();
  return useMemberResource('partner:inquiries', (_memberId, signal) => client.partner.inquiries({ signal }));
}
