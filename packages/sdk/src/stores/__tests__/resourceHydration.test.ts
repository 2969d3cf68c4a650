import { describe, expect, it, vi } from 'vitest';
import { createResourceCache } from '../createResourceCache';
import { createResourceStore } from '../createResourceStore';

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('server-rendered data (dehydrate → hydrate)', () => {
  it('dehydrates the data of loaded stores only', async () => {
    const cache = createResourceCache();
    await cache.get('sports', () => createResourceStore(async () => [{ id: 1 }])).refresh();
    cache.get('never', () => createResourceStore(async () => 'x'));
    await cache.get('failed', () => createResourceStore(() => Promise.reject(new Error('down')))).refresh();
    expect(cache.dehydrate()).toEqual({ sports: [{ id: 1 }] });
  });

  it('seeds a store as it is made: the data shows at once and the first subscriber does not fetch it again', async () => {
    const cache = createResourceCache();
    cache.hydrate({ sports: [{ id: 1 }] });
    const fetcher = vi.fn(async () => [{ id: 2 }]);
    const store = cache.get('sports', () => createResourceStore(fetcher));
    expect(store.get()).toMatchObject({ status: 'success', data: [{ id: 1 }], fetching: false });
    const off = store.subscribe(() => {});
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    off();
    // Seeds are used once: a later first subscriber refetches as usual.
    store.subscribe(() => {});
    expect(fetcher).toHaveBeenCalledTimes(1);
    await store.refresh();
    expect(store.get().data).toEqual([{ id: 2 }]);
  });

  it('hydrates a store that already exists, and forgets seeds cleared before their store was made', async () => {
    const cache = createResourceCache();
    const made = cache.get('fixtures', () => createResourceStore(async () => ['late']));
    cache.hydrate({ fixtures: ['early'], 'member:1': { emoney: 5 } });
    expect(made.get().data).toEqual(['early']);
    cache.clear('member:');
    const fetcher = vi.fn(async () => ({ emoney: 0 }));
    expect(cache.get('member:1', () => createResourceStore(fetcher)).get().status).toBe('idle');
  });

  it('refetches seeded data once it is invalidated', async () => {
    const fetcher = vi.fn(async () => 'new');
    const store = createResourceStore(fetcher);
    store.hydrate('old');
    store.invalidate();
    store.subscribe(() => {});
    expect(fetcher).toHaveBeenCalledTimes(1);
    await store.refresh();
    expect(store.get().data).toBe('new');
  });
});
