import { describe, expect, it } from 'vitest';
import { createSettingsCache } from '../createSettingsCache';

/** A settings table whose reads are counted and answered when the test says. */
function table() {
  const reads: { key: string; answer: (value: unknown) => void; fail: (error: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<unknown>((answer, fail) => {
      reads.push({ key, answer, fail });
    });
  return { reads, read };
}

describe('createSettingsCache', () => {
  it('shares a read in flight between callers of the same key, with no caching', async () => {
    const { reads, read } = table();
    const cache = createSettingsCache({ read, now: () => 0, ttlMs: 0 });
    const first = cache.get('geo');
    const second = cache.get('geo');
    const other = cache.get('site');
    expect(reads.map((r) => r.key)).toEqual(['geo', 'site']);
    reads[0]?.answer({ blocked: ['KP'] });
    reads[1]?.answer({ title: 'kbet' });
    expect(await first).toEqual({ blocked: ['KP'] });
    expect(await second).toEqual({ blocked: ['KP'] });
    expect(await other).toEqual({ title: 'kbet' });
    // Answered: the next call reads again, so a staff change shows at once.
    const third = cache.get('geo');
    expect(reads).toHaveLength(3);
    reads[2]?.answer({ blocked: [] });
    expect(await third).toEqual({ blocked: [] });
  });

  it('answers from the entry until it is ttlMs old', async () => {
    const { reads, read } = table();
    let now = 1_000;
    const cache = createSettingsCache({ read, now: () => now, ttlMs: 5_000 });
    const first = cache.get('geo');
    reads[0]?.answer('a');
    expect(await first).toBe('a');
    now = 5_999;
    expect(await cache.get('geo')).toBe('a');
    now = 6_000;
    const renewed = cache.get('geo');
    expect(reads).toHaveLength(2);
    reads[1]?.answer('b');
    expect(await renewed).toBe('b');
  });

  it('keeps no failed read: the next call reads again', async () => {
    const { reads, read } = table();
    const cache = createSettingsCache({ read, now: () => 0, ttlMs: 5_000 });
    const failing = cache.get('geo');
    reads[0]?.fail(new Error('database unavailable'));
    await expect(failing).rejects.toThrow('database unavailable');
    const retried = cache.get('geo');
    expect(reads).toHaveLength(2);
    reads[1]?.answer('a');
    expect(await retried).toBe('a');
  });
});
