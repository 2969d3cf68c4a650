import { useKbetClient, useMemberResource, useUser } from '@kbet/react';
import type { BetHistoryGameType, BetHistorySlip, ResourceStatus } from '@kbet/sdk';

/** Which slips a history list shows: sports, in-play, mini-game or virtual, a page of them, within Korean days. */
export interface BetHistoryParams {
  readonly gameType: BetHistoryGameType;
  readonly page: number;
  readonly perpage: number;
  readonly from?: string;
  readonly to?: string;
}

/** One page of the history and how many slips the whole list holds. */
export interface BetHistoryPage {
  readonly slips: readonly BetHistorySlip[];
  readonly total: number;
}

export interface BetHistoryView extends Partial<BetHistoryPage> {
  readonly status: ResourceStatus;
  readonly fetching: boolean;
  refresh(): Promise<unknown>;
}

/**
 * A page of the member's bet history of one game type (GET /sports-prematch/count and /bettings), reloaded when shown.
 * @example const history = useBetHistory({ gameType: 1, page: 1, perpage: 10, from: '2025-03-01', to: '2025-03-07' });
 */
export function useBetHistory(params: BetHistoryParams): BetHistoryView {
  const client = useKbetClient();
  const userId = useUser()?.userId ?? '';
  const { gameType, page, perpage, from, to } = params;
  const resource = useMemberResource(
    `betHistory:${gameType}:${page}:${perpage}:${from ?? ''}:${to ?? ''}`,
    async (_memberId, signal): Promise<BetHistoryPage> => {
      const query = {
        gameType,
        page,
        perpage,
        memberUserId: userId,
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      };
      const [total, slips] = await Promise.all([
        client.sports.count(query, { signal }),
        client.sports.bettings(query, { signal }),
      ]);
      return { total, slips };
    },
  );
  return {
    status: resource.status,
    fetching: resource.fetching,
    slips: resource.data?.slips,
    total: resource.data?.total,
    refresh: resource.refresh,
  };
}
