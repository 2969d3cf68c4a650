import { describe, expect, it } from 'vitest';
import { createFixtureBulkhead } from '../src/domain/betting/createFixtureBulkhead';

/** A lookup the test finishes by hand: the pathological fixture's lookups hang until it does. */
function hangingLookup() {
  let finish: () => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('slow');
  });
  return { finish, done };
}

describe('validation bulkhead: one pathological fixture does not stall the others', () => {
  it('a fixture whose lookups hang fills its own slots and queue; other fixtures pass; then it recovers', async () => {
    const bulkhead = createFixtureBulkhead({ perFixture: 2, queuePerFixture: 3 });
    const slow = hangingLookup();
    let started = 0;
    const stuck = Array.from({ length: 5 }, () =>
      bulkhead.run(['666'], () => {
        started += 1;
        return slow.done;
      }),
    );
    // Two run, three wait: the sixth is refused at once, not queued behind them.
    await expect(bulkhead.run(['666'], async () => 'never')).rejects.toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
    });
    // A slip touching the stuck fixture waits with it; one on other fixtures runs now.
    expect(await bulkhead.run(['101'], async () => 'fast')).toBe('fast');
    expect(await bulkhead.run(['102', '101'], async () => 'fast too')).toBe('fast too');
    expect(started).toBe(2);

    slow.finish();
    expect(await Promise.all(stuck)).toEqual(['slow', 'slow', 'slow', 'slow', 'slow']);
    expect(started).toBe(5);
    expect(await bulkhead.run(['666'], async () => 'recovered')).toBe('recovered');
  });

  it('a failed lookup gives its slot back', async () => {
    const bulkhead = createFixtureBulkhead({ perFixture: 1, queuePerFixture: 0 });
    await expect(bulkhead.run(['7'], async () => Promise.reject(new Error('lookup failed')))).rejects.toThrow(
      'lookup failed',
    );
    expect(await bulkhead.run(['7'], async () => 'ok')).toBe('ok');
  });
});
