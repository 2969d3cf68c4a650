import { describe, expect, it, vi } from 'vitest';
import { retryableLoad } from '../retryableLoad';

describe('retryableLoad', () => {
  it('shares one load between calls while it is pending and after it is done', async () => {
    const load = vi.fn(async () => 'module');
    const get = retryableLoad(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce('module');
    const get = retryableLoad(load);
    await expect(get()).rejects.toThrow('chunk gone');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
