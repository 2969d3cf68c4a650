import { describe, expect, it } from 'vitest';
import { createScopeCache } from '../src/domain/betting/createScopeCache';

describe('createScopeCache', () => {
  it('loads a row once, forgets a missing row and a failed load, and drops the oldest past its size', async () => {
    const loads: number[] = [];
    let failNext = false;
    const cache = createScopeCache(async (id: number) => {
      loads.push(id);
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      return id === 404 ? undefined : { id };
    }, 2);

    expect(await Promise.all([cache.get(1), cache.get(1)])).toEqual([{ id: 1 }, { id: 1 }]);
    expect(await cache.get(404)).toBeUndefined();
    expect(await cache.get(404)).toBeUndefined();
    failNext = true;
    await expect(cache.get(7)).rejects.toThrow('database down');
    expect(await cache.get(7)).toEqual({ id: 7 });
    expect(loads).toEqual([1, 404, 404, 7, 7]);

    // Size 2: 1 and 7 are kept; 8 pushes out 1, the oldest.
    await cache.get(8);
    await cache.get(7);
    await cache.get(1);
    expect(loads).toEqual([1, 404, 404, 7, 7, 8, 1]);
  });
});
