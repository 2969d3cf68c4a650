import type { ResourceStore } from './createResourceStore';

export interface ResourceCache {
  /** The store kept under `key`, made by `create` the first time the key is asked for. */
  get<T>(key: string, create: () => ResourceStore<T>): ResourceStore<T>;
  /** Invalidates every store whose key starts with `prefix` (all without one), e.g. 'charges:' after a deposit. */
  invalidate(prefix?: string): void;
  /**
   * The data of every loaded store by key, for a server to embed in the page it rendered
   * (TanStack Query's `dehydrate`); it must survive JSON, as the SDK's wire data does.
   */
  dehydrate(): Record<string, unknown>;
  /** Seeds the stores of these keys as they are made (`ResourceStore.hydrate`): the rendered page's data. */
  hydrate(entries: Readonly<Record<string, unknown>>): void;
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
  const seeds = new Map<string, unknown>();
  return {
    get<T>(key: string, create: () => ResourceStore<T>) {
      let store = stores.get(key) as ResourceStore<T> | undefined;
      if (!store) {
        store = create();
        stores.set(key, store as ResourceStore<unknown>);
        if (seeds.has(key)) {
          store.hydrate(seeds.get(key) as T);
          seeds.delete(key);
        }
      }
      return store;
    },
    dehydrate() {
      const entries: Record<string, unknown> = {};
      for (const [key, store] of stores) {
        const { status, data } = store.get();
        if (status === 'success') entries[key] = data;
      }
      return entries;
    },
    hydrate(entries) {
      for (const [key, data] of Object.entries(entries)) {
        const store = stores.get(key);
        if (store) store.hydrate(data);
        else seeds.set(key, data);
      }
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
      for (const key of seeds.keys()) if (key.startsWith(prefix)) seeds.delete(key);
    },
  };
}
