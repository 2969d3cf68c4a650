import type { ResourceStoreOptions } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';
import { useStore } from './useStore';

/** Keys of member data start with this, so `cache.clear(MEMBER_KEY_PREFIX)` forgets it all at logout. */
export const MEMBER_KEY_PREFIX = 'member:';

/**
 * `useResource` for the logged-in member's data, kept under `member:<id>:<key>`; a guest loads nothing.
 * @example const messages = useMemberResource('messages', (id, signal) => client.board.messages.list(id, { signal }));
 */
export function useMemberResource<T>(
  key: string,
  fetcher: (memberId: number, signal: AbortSignal) => Promise<T>,
  options?: Omit<ResourceStoreOptions, 'onError'>,
): ResourceView<T> {
  const memberId = useStore(useKbet().stores.session, (s) => s.user?.id ?? null);
  return useResource(
    memberId === null ? null : `${MEMBER_KEY_PREFIX}${memberId}:${key}`,
    (signal) => fetcher(memberId as number, signal),
    options,
  );
}
