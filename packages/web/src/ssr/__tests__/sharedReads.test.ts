import { describe, expect, it, vi } from 'vitest';
import { sharedReads } from '../sharedReads';

describe('sharedReads', () => {
  it('asks for a GET URL once, in flight or answered, and passes other methods through', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      Response.json({ method: init?.method ?? 'GET' }, { headers: { 'x-kbet': 'yes' } }),
    );
    const shared = sharedReads(fetch);
    const [first, second] = await Promise.all([shared('/setting/user'), shared('/setting/user')]);
    const third = await shared('/setting/user');
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const answer of [first, second, third]) {
      expect(await answer?.json()).toEqual({ method: 'GET' });
      expect(answer?.headers.get('x-kbet')).toBe('yes');
    }
    await shared('/sports-prematch/sports');
    await shared('/auth/logout', { method: 'POST' });
    await shared('/auth/logout', { method: 'POST' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
