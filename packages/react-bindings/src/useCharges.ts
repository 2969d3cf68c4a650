import type { Charge } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

export interface UseChargesParams {
  /** 0 deposits, 1 withdrawals; both when absent. */
  readonly depositMode?: 0 | 1;
  readonly page?: number;
  readonly perpage?: number;
}

/**
 * The member's deposit or withdrawal requests (GET /charge); invalidate 'charges' after a new request.
 * @example const withdrawals = useCharges({ depositMode: 1, page: 1, perpage: 10 });
 */
export function useCharges(params: UseChargesParams = {}): ResourceView<Charge[]> {
  const client = useKbetClient();
  const { depositMode, page, perpage } = params;
  return useMemberResource(
    `charges:${depositMode ?? 'all'}:${page ?? ''}:${perpage ?? ''}`,
    (memberId, signal) => client.money.charges({ memberId, depositMode, page, perpage }, { signal }),
  );
}
