import { useKbetClient, useMemberResource } from '@kbet/react';
import type { CasinoBetRecord, ResourceStatus } from '@kbet/sdk';

/** One page of the member's casino bet records and how many the whole list holds. */
export interface CasinoBetHistoryPage {
  readonly records: readonly CasinoBetRecord[];
  readonly total: number;
}

export interface CasinoBetHistoryView extends Partial<CasinoBetHistoryPage> {
  readonly status: ResourceStatus;
  readonly fetching: boolean;
  refresh(): Promise<unknown>;
}

/**
 * A page of the member's casino bet records, every stake, win and rollback (GET enjoycx/user/count and enjoycx/user).
 * @example const history = useCasinoBetHistory({ page: 1, perpage: 10 });
 */
export function useCasinoBetHistory({
  page,
  perpage,
}: {
  readonly page: number;
  readonly perpage: number;
}): CasinoBetHistoryView {
  const client = useKbetClient();
  const resource = useMemberResource(
    `casinoBetHistory:${page}:${perpage}`,
    async (_memberId, signal): Promise<CasinoBetHistoryPage> => {
      const query = { page, perpage };
      const [total, records] = await Promise.all([
        client.games.casino.betCount(query, { signal }),
        client.games.casino.bets(query, { signal }),
      ]);
      return { total, records };
    },
  );
  return {
    status: resource.status,
    fetching: resource.fetching,
    records: resource.data?.records,
    total: resource.data?.total,
    refresh: resource.refresh,
  };
}
