import { useSyncExternalStore } from 'react';

/** Any `{ get(), subscribe() }` source: the SDK's stores, or a signal wrapped by `signalSource`. */
export interface ExternalStore<S> {
  get(): S;
  subscribe(listener: () => void): () => void;
}

/**
 * A store's current snapshot, re-rendering on change (TanStack Store's useSelector model). A selector must
 * return a stable value for the same snapshot: a field, not a new object.
 * @example const unread = useStore(session, (s) => s.unreadCount);
 */
export function useStore<S>(store: ExternalStore<S>): S;
export function useStore<S, T>(store: ExternalStore<S>, selector: (snapshot: S) => T): T;
export function useStore<S, T>(store: ExternalStore<S>, selector?: (snapshot: S) => T): S | T {
  const get: () => S | T = selector ? () => selector(store.get()) : () => store.get();
  return useSyncExternalStore(store.subscribe, get, get);
}
