import type { CustomerInquiry } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * The member's 1:1 inquiries with their answers (GET /customer/user/{id}).
 * @example const { data: inquiries = [], invalidate } = useInquiries();
 */
export function useInquiries(): ResourceView<CustomerInquiry[]> {
  const client = useKbetClient();
  return useMemberResource('inquiries', (memberId, signal) =>
    client.board.inquiries.list(memberId, { signal }),
  );
}
