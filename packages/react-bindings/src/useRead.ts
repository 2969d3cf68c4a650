import type { ResourceStoreOptions } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import type { ResourceRead } from './resourceRead';
import { type ResourceView, useResource } from './useResource';

// useResource never calls the fetcher of a null key; a null read still has to hand it one.
const fetchNothing = (): Promise<never> => new Promise<never>(() => {});

/**
 * The cached state of a declared read (a `ResourceRead`): the store its key names, loaded by its own fetch. The hook
 * and a server render that starts the read ahead find the same store. A null read loads nothing (e.g. a query not
 * chosen yet), as a null key does for useResource.
 * @example const { data: sports = [] } = useRead(sportsRead);
 */
export function useRead<T>(
  read: ResourceRead<T> | null,
  options?: Omit<ResourceStoreOptions, 'onError'>,
): ResourceView<T> {
  const client = useKbetClient();
  return useResource(
    read === null ? null : read.key,
    read === null ? fetchNothing : (signal) => read.fetch(client, signal),
    options,
  );
}
