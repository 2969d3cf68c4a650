import type { ResourceStoreOptions } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';
import { useStore } from './useStore';

/**
 * `useResource` for the logged-in member's data: the member id joins the key, and a guest loads nothing.
 * @example const messages = useMemberResource('messages', (id, signal) => client.board.messages.list(id, { signal }));
 */
export function useMemberResource<T>(
  key: string,
  fetcher: (memberId: number, signal: AbortSignal) => Promise<T>,
  options?: Omit<ResourceStoreOptions, 'onError'>,
): ResourceView<T> {
  const memberId = useStore(useKbet().stores.session, (s) => s.user?.id ?? null);
  return useResource(
    memberId === null ? null : `${key}:${memberId}`,
    (signal) => fetcher(memberId as number, signal),
    options,
  );
}
