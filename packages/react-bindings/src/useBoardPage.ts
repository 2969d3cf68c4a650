import { type BoardQuery, memberResourceKey, type Notice } from '@kbet/sdk';
import { fetchPaged, type Paged } from './fetchPaged';
import { useKbet } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';
import { useStore } from './useStore';

/**
 * A page of a board (GET /board?category=…) with its total. The notice board needs a login (spec §2), so it
 * loads only for a member, as member data; the event and betting-rule boards load for everyone.
 * @example const { data } = useBoardPage('betting_rule', { page, perpage: 10 }); data?.total
 */
export function useBoardPage(
  category: BoardQuery['category'],
  paging: { readonly page: number; readonly perpage: number },
): ResourceView<Paged<Notice>> {
  const { client, stores } = useKbet();
  const memberId = useStore(stores.session, (s) => s.user?.id ?? null);
  const { page, perpage } = paging;
  const key = `board:${category}:${page}:${perpage}` as const;
  const scoped = category !== 'notice' ? key : memberId === null ? null : memberResourceKey(memberId, key);
  return useResource(scoped, (signal) =>
    fetchPaged((options) => client.board.page({ category, page, perpage }, { signal, ...options })),
  );
}
