import {
  createResourceStore,
  type KbetClient,
  type ResourceKey,
  type ResourceStore,
  type ResourceStoreOptions,
} from '@kbet/sdk';
import type { KbetContextValue } from './KbetProvider';

/**
 * One cached read: its cache key and the request behind it. The hook that shows it and a server that starts it
 * ahead of a render (before any component asks) build it alike, so both find the same store.
 * @example const read = sportsRead; read.key // 'sports'
 */
export interface ResourceRead<T> {
  readonly key: ResourceKey;
  readonly fetch: (client: KbetClient, signal: AbortSignal) => Promise<T>;
}

/**
 * The store `useResource` reads under `key`, made with `fetcher` the first time the key is asked for: one store
 * per key, whoever asks first (a view, or a server render starting the page's reads).
 * @example const store = resourceStore(useKbet(), 'sports', (signal) => client.sports.sports({ signal }));
 */
export function resourceStore<T>(
  { stores, onError }: Pick<KbetContextValue, 'stores' | 'onError'>,
  key: ResourceKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: Omit<ResourceStoreOptions, 'onError'>,
): ResourceStore<T> {
  return stores.cache.get(key, () =>
    createResourceStore(fetcher, onError ? { ...options, onError } : options),
  );
}
