import {
  createResourceStore,
  type ResourceKey,
  type ResourceState,
  type ResourceStore,
  type ResourceStoreOptions,
} from '@kbet/sdk';
import { useSyncExternalStore } from 'react';
import { useKbet } from './KbetProvider';
import { resourceStore } from './resourceRead';

/** A resource's state plus its controls. */
export interface ResourceView<T> extends ResourceState<T> {
  refresh(): Promise<T | undefined>;
  invalidate(): void;
  set(data: T): void;
}

const DISABLED: ResourceStore<never> = createResourceStore(() => new Promise<never>(() => {}));
const idle = DISABLED.get();
const noSubscription = () => () => {};

/**
 * A cached SDK call (a tiny useQuery): views with the same key share one store and one request; the data
 * is reloaded when a view first shows it and, with `pollMs`, while shown. A null key turns it off (e.g. for a guest).
 * Put every value the fetcher reads into the key; `options` apply when the key's store is first made.
 * @example const notices = useResource(`notices:${page}`, (signal) => client.board.notices({ page, perpage: 5 }, { signal }));
 */
export function useResource<T>(
  key: ResourceKey | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: Omit<ResourceStoreOptions, 'onError'>,
): ResourceView<T> {
  const kbet = useKbet();
  const { serverLoad } = kbet;
  const store = key === null ? (DISABLED as ResourceStore<T>) : resourceStore(kbet, key, fetcher, options);
  const state = useSyncExternalStore(
    key === null ? noSubscription : store.subscribe,
    key === null ? () => idle : store.get,
    key === null ? () => idle : store.get,
  );
  // A server render waits here for the data instead of sending a loading state: the load's answer or failure
  // settles the store, and React renders the component afresh. Thrown rather than passed to `use`, which on a retry
  // hands back the promise it saw first at that position: with conditional keys, another store's.
  if (serverLoad && key !== null && (state.status === 'idle' || state.status === 'loading'))
    throw serverLoad(store as ResourceStore<unknown>);
  return { ...state, refresh: store.refresh, invalidate: store.invalidate, set: store.set };
}
