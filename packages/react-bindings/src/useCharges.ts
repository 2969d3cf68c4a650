import type { Charge, DepositMode } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

export interface UseChargesParams {
  /** Deposits or withdrawals; both when absent. */
  readonly depositMode?: DepositMode;
  readonly page?: number;
  readonly perpage?: number;
}

/**
 * The member's deposit or withdrawal requests (GET /charge); invalidate 'charges' after a new request.
 * @example const withdrawals = useCharges({ depositMode: DEPOSIT_MODE.WITHDRAWAL, page: 1, perpage: 10 });
 */
export function useCharges(params: UseChargesParams = {}): ResourceView<Charge[]> {
  const client = useKbetClient();
  const { depositMode, page, perpage } = params;
  return useMemberResource(
    `charges:${depositMode ?? 'all'}:${page ?? ''}:${perpage ?? ''}`,
    (memberId, signal) => client.money.charges({ memberId, depositMode, page, perpage }, { signal }),
  );
}
