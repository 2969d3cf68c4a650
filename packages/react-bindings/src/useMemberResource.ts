import { type MemberResourceKey, memberResourceKey, type ResourceStoreOptions } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';
import { useStore } from './useStore';

/**
 * `useResource` for the logged-in member's data, kept under `member:<id>:<key>`; a guest loads nothing.
 * @example const messages = useMemberResource('messages', (id, signal) => client.board.messages.list(id, { signal }));
 */
export function useMemberResource<T>(
  key: MemberResourceKey,
  fetcher: (memberId: number, signal: AbortSignal) => Promise<T>,
  options?: Omit<ResourceStoreOptions, 'onError'>,
): ResourceView<T> {
  const memberId = useStore(useKbet().stores.session, (s) => s.user?.id ?? null);
  return useResource(
    memberId === null ? null : memberResourceKey(memberId, key),
    (signal) => fetcher(memberId as number, signal),
    options,
  );
}
