import { type ReadonlySignal, signal } from '@preact/signals-core';
import { type Clock, systemClock } from './clock';
import { subscribeSignal } from './subscribeSignal';

export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error';

/** One consistent view of a resource; a new object on every change. */
export interface ResourceState<T> {
  /** 'success' once data arrived; a failed refetch of loaded data is 'error' with the old data kept. */
  readonly status: ResourceStatus;
  readonly data: T | undefined;
  readonly error: unknown;
  /** A request is in flight, a background refetch included. */
  readonly fetching: boolean;
  /** Clock time of the last successful load; null before it and after `invalidate`. */
  readonly updatedAt: number | null;
}

export interface ResourceStoreOptions {
  /** Refetch this often while someone subscribes (e.g. POLL_INTERVAL_MS); 0 or absent: never. */
  readonly pollMs?: number;
  /** A first subscriber refetches data older than this; default 0, so a newly shown view is always fresh. */
  readonly staleMs?: number;
  readonly clock?: Clock;
  /** Hears every failed load, e.g. to end the session on 555 or blank the page on 600. */
  readonly onError?: (error: unknown) => void;
}

export interface ResourceStore<T> {
  readonly state: ReadonlySignal<ResourceState<T>>;
  get(): ResourceState<T>;
  /** The first subscriber loads stale data and starts polling; the last one stops polling. */
  subscribe(listener: () => void): () => void;
  /** Loads now, sharing a request already in flight; resolves to the data, or undefined when it failed. */
  refresh(): Promise<T | undefined>;
  /** Refetches at once when observed, else on the next subscriber (after a change the data depends on). */
  invalidate(): void;
  /** Replaces the data locally, e.g. with a mutation's answer. */
  set(data: T): void;
  /**
   * Data a server rendered the page with: shown at once, and the first subscriber does not load it again (the
   * page was just rendered from it); polling and later subscribers refetch as usual.
   */
  hydrate(data: T): void;
  /** Cancels a request in flight and forgets the data. */
  reset(): void;
}

const IDLE: ResourceState<never> = {
  status: 'idle',
  data: undefined,
  error: undefined,
  fetching: false,
  updatedAt: null,
};

/**
 * A framework-free async resource on signals (TanStack Query's observer model, reduced): shared in-flight
 * requests, stale-on-subscribe, polling while observed, and a request that lost a race never overwrites a newer one.
 * @example
 * const notices = createResourceStore((signal) => client.board.notices({ page: 1, perpage: 5 }, { signal }));
 * const off = notices.subscribe(() => render(notices.get()));
 */
export function createResourceStore<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ResourceStoreOptions = {},
): ResourceStore<T> {
  const clock = options.clock ?? systemClock;
  const state = signal<ResourceState<T>>(IDLE);
  let inflight: { promise: Promise<T | undefined>; controller: AbortController } | undefined;
  let subscribers = 0;
  // Set by hydrate: the next first subscriber takes the data as fresh.
  let hydrated = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const patch = (next: Partial<ResourceState<T>>) => {
    state.value = { ...state.value, ...next };
  };

  const refresh = (): Promise<T | undefined> => {
    if (inflight) return inflight.promise;
    const controller = new AbortController();
    const current = state.value;
    patch({ fetching: true, status: current.status === 'success' ? 'success' : 'loading' });
    const settle = (next: Partial<ResourceState<T>>) => {
      if (inflight?.controller !== controller) return false;
      inflight = undefined;
      patch({ ...next, fetching: false });
      return true;
    };
    // Built with `new Promise` so a fetcher that throws synchronously fails like one that rejects.
    const promise = new Promise<T>((resolve) => resolve(fetcher(controller.signal))).then(
      (data) =>
        settle({ status: 'success', data, error: undefined, updatedAt: clock.now() }) ? data : undefined,
      (error: unknown) => {
        if (settle({ status: 'error', error })) options.onError?.(error);
        return undefined;
      },
    );
    inflight = { promise, controller };
    return promise;
  };

  const isStale = () => {
    const { status, updatedAt } = state.value;
    if (status !== 'success' || updatedAt === null) return true;
    return clock.now() - updatedAt >= (options.staleMs ?? 0);
  };

  return {
    state,
    get: () => state.value,
    subscribe(listener) {
      const off = subscribeSignal(state, listener);
      subscribers += 1;
      if (subscribers === 1) {
        if (!hydrated && isStale()) void refresh();
        hydrated = false;
        if (options.pollMs) timer = setInterval(() => void refresh(), options.pollMs);
      }
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        off();
        subscribers -= 1;
        if (subscribers === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    refresh,
    invalidate() {
      hydrated = false;
      if (subscribers > 0) void refresh();
      else patch({ updatedAt: null });
    },
    set(data) {
      patch({ status: 'success', data, error: undefined, updatedAt: clock.now() });
    },
    hydrate(data) {
      patch({ status: 'success', data, error: undefined, updatedAt: clock.now() });
      hydrated = true;
    },
    reset() {
      hydrated = false;
      inflight?.controller.abort();
      inflight = undefined;
      state.value = IDLE;
    },
  };
}
