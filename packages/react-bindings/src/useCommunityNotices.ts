import type { Notice } from '@kbet/sdk';
import { fetchPaged, type Paged } from './fetchPaged';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * A page of the community notice board (GET /community/notice, members only) with its total.
 * @example const { data } = useCommunityNotices({ page: 1, perpage: 10 });
 */
export function useCommunityNotices(paging: {
  readonly page: number;
  readonly perpage: number;
}): ResourceView<Paged<Notice>> {
  const client = useKbetClient();
  const { page, perpage } = paging;
  return useMemberResource(`communityNotices:${page}:${perpage}`, (_memberId, signal) =>
    fetchPaged((options) => client.board.community.list({ page, perpage }, { signal, ...options })),
  );
}

/**
 * One community notice (GET /community/notice/detail/{id}).
 * @example const { data: notice } = useCommunityNotice(12);
 */
export function useCommunityNotice(id: number): ResourceView<Notice> {
  const client = useKbetClient();
  return useMemberResource(`communityNotice:${id}`, (_memberId, signal) =>
    client.board.community.detail(id, { signal }),
  );
}
