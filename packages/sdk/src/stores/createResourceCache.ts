import type { ResourceStore } from './createResourceStore';

export interface ResourceCache {
  /** The store kept under `key`, made by `create` the first time the key is asked for. */
  get<T>(key: string, create: () => ResourceStore<T>): ResourceStore<T>;
  /** Invalidates every store whose key starts with `prefix` (all without one), e.g. 'charges:' after a deposit. */
  invalidate(prefix?: string): void;
  /** Forgets every store whose key starts with `prefix` (all without one), e.g. the member's data at logout. */
  clear(prefix?: string): void;
}

/**
 * Resource stores by key, so every view asking for the same data shares one store (and one request).
 * Keys are plain strings such as `messages:7`; put every parameter the fetcher reads into the key.
 * @example const store = cache.get(`messages:${id}`, () => createResourceStore(() => client.board.messages.list(id)));
 */
export function createResourceCache(): ResourceCache {
  const stores = new Map<string, ResourceStore<unknown>>();
  return {
    get<T>(key: string, create: () => ResourceStore<T>) {
      let store = stores.get(key) as ResourceStore<T> | undefined;
      if (!store) {
        store = create();
        stores.set(key, store as ResourceStore<unknown>);
      }
      return store;
    },
    invalidate(prefix = '') {
      for (const [key, store] of stores) if (key.startsWith(prefix)) store.invalidate();
    },
    clear(prefix = '') {
      for (const [key, store] of stores) {
        if (!key.startsWith(prefix)) continue;
        store.reset();
        stores.delete(key);
      }
    },
  };
}
