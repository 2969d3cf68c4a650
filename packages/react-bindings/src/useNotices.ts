import type { Notice } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * A page of the notice board (GET /board?category=notice), which needs a login (spec §2).
 * @example const { data: notices = [] } = useNotices({ page: 1, perpage: 5 });
 */
export function useNotices(paging: {
  readonly page: number;
  readonly perpage: number;
}): ResourceView<Notice[]> {
  const client = useKbetClient();
  const { page, perpage } = paging;
  return useMemberResource(`notices:${page}:${perpage}`, (_memberId, signal) =>
    client.board.notices({ page, perpage }, { signal }),
  );
}
