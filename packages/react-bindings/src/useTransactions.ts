import type { TransactionPage, TransactionQuery } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * A page of the member's own ledger (GET /wallet/transactions; compliance §4: three months self-serve), newest
 * first. Without `from` the server answers the last 92 days.
 * @example const { data } = useTransactions({ from: '2025-01-01', to: '2025-03-31', page: 2 });
 */
export function useTransactions(query: TransactionQuery = {}): ResourceView<TransactionPage> {
  const client = useKbetClient();
  const { from, to, page } = query;
  return useMemberResource(`transactions:${from ?? ''}:${to ?? ''}:${page ?? 1}`, (_memberId, signal) =>
    client.money.transactions({ from, to, page }, { signal }),
  );
}
