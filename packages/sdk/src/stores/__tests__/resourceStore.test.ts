import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResourceCache } from '../createResourceCache';
import { createResourceStore } from '../createResourceStore';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('createResourceStore', () => {
  it('loads for its first subscriber: idle → loading → success, with the load time', async () => {
    const fetcher = vi.fn(async () => ['a']);
    const store = createResourceStore(fetcher);
    expect(store.get()).toEqual({
      status: 'idle',
      data: undefined,
      error: undefined,
      fetching: false,
      updatedAt: null,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toMatchObject({ status: 'loading', fetching: true });
    await flush();
    expect(store.get()).toEqual({
      status: 'success',
      data: ['a'],
      error: undefined,
      fetching: false,
      updatedAt: 1_000_000,
    });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shares a request in flight', async () => {
    const answer = deferred<number>();
    const fetcher = vi.fn(() => answer.promise);
    const store = createResourceStore(fetcher);
    const first = store.refresh();
    const second = store.refresh();
    expect(fetcher).toHaveBeenCalledTimes(1);
    answer.resolve(5);
    expect(await first).toBe(5);
    expect(await second).toBe(5);
  });

  it('polls while observed and stops after the last subscriber leaves', async () => {
    let n = 0;
    const store = createResourceStore(async () => ++n, { pollMs: 5_000 });
    const off1 = store.subscribe(() => {});
    const off2 = store.subscribe(() => {});
    await flush();
    expect(store.get().data).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.get().data).toBe(3);
    off1();
    off1();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.get().data).toBe(4);
    off2();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.get().data).toBe(4);
  });

  it('reports a failure, keeps loaded data on a failed refetch, and recovers', async () => {
    const onError = vi.fn();
    const failure = new Error('down');
    const fetcher = vi.fn<() => Promise<string>>().mockResolvedValueOnce('v1').mockRejectedValueOnce(failure);
    const store = createResourceStore(fetcher, { onError });
    expect(await store.refresh()).toBe('v1');
    expect(await store.refresh()).toBeUndefined();
    expect(store.get()).toMatchObject({ status: 'error', data: 'v1', error: failure, fetching: false });
    expect(onError).toHaveBeenCalledWith(failure);
    fetcher.mockResolvedValueOnce('v2');
    expect(await store.refresh()).toBe('v2');
    expect(store.get()).toMatchObject({ status: 'success', data: 'v2', error: undefined });
  });

  it('turns a synchronous throw into an error state', async () => {
    const store = createResourceStore<number>(() => {
      throw new Error('sync');
    });
    expect(await store.refresh()).toBeUndefined();
    expect(store.get().status).toBe('error');
  });

  it('drops the answer of a request cancelled by reset, and aborts it', async () => {
    const answer = deferred<string>();
    let seen: AbortSignal | undefined;
    const store = createResourceStore((signal) => {
      seen = signal;
      return answer.promise;
    });
    const pending = store.refresh();
    store.reset();
    expect(seen?.aborted).toBe(true);
    answer.resolve('late');
    expect(await pending).toBeUndefined();
    expect(store.get().status).toBe('idle');
  });

  it('refetches for a new subscriber only when the data is stale', async () => {
    const fetcher = vi.fn(async () => 1);
    const store = createResourceStore(fetcher, { staleMs: 60_000 });
    store.subscribe(() => {})();
    await flush();
    store.subscribe(() => {})();
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    store.subscribe(() => {})();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('invalidate refetches at once when observed, else on the next subscriber', async () => {
    const fetcher = vi.fn(async () => 1);
    const store = createResourceStore(fetcher, { staleMs: Number.POSITIVE_INFINITY });
    const off = store.subscribe(() => {});
    await flush();
    store.invalidate();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await flush();
    off();
    store.invalidate();
    expect(fetcher).toHaveBeenCalledTimes(2);
    store.subscribe(() => {});
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('set replaces the data', () => {
    const store = createResourceStore(async () => 1);
    store.set(9);
    expect(store.get()).toEqual({
      status: 'success',
      data: 9,
      error: undefined,
      fetching: false,
      updatedAt: 1_000_000,
    });
  });
});

describe('createResourceCache', () => {
  it('shares a store per key, invalidates by prefix and clears', async () => {
    const cache = createResourceCache();
    const a = vi.fn(async () => 'a');
    const b = vi.fn(async () => 'b');
    const storeA = cache.get('charges:7:0', () => createResourceStore(a));
    expect(cache.get('charges:7:0', () => createResourceStore(async () => 'other'))).toBe(storeA);
    const storeB = cache.get('messages:7', () => createResourceStore(b));
    storeA.subscribe(() => {});
    storeB.subscribe(() => {});
    await flush();
    cache.invalidate('charges:');
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(b).toHaveBeenCalledTimes(2);
    await flush();
    cache.clear('messages:');
    expect(storeB.get().status).toBe('idle');
    expect(storeA.get().status).toBe('success');
    expect(cache.get('messages:7', () => createResourceStore(b))).not.toBe(storeB);
    cache.clear();
    expect(storeA.get().status).toBe('idle');
    expect(cache.get('charges:7:0', () => createResourceStore(a))).not.toBe(storeA);
  });
});
