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
  it('a fixture whose lookups hang holds only its own slots, is refused once stuck, and recovers', async () => {
    let now = 0;
    const bulkhead = createFixtureBulkhead({ perFixture: 2, stuckAfterMs: 2_000, now: () => now });
    const slow = hangingLookup();
    let started = 0;
    const stuck = Array.from({ length: 5 }, () =>
      bulkhead.run(['666'], () => {
        started += 1;
        return slow.done;
      }),
    );
    // Two run and three queue; other fixtures, and slips that also name another fixture, are not held up.
    expect(await bulkhead.run(['101'], async () => 'fast')).toBe('fast');
    expect(await bulkhead.run(['102', '101'], async () => 'fast too')).toBe('fast too');
    expect(started).toBe(2);

    // Busy but not yet stuck: a new bet queues. Stuck (every running lookup past 2 s): refused at once.
    const queued = bulkhead.run(['666'], async () => 'queued');
    now = 2_000;
    await expect(bulkhead.run(['666'], async () => 'never')).rejects.toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
    });
    expect(await bulkhead.run(['101'], async () => 'still fast')).toBe('still fast');

    slow.finish();
    expect(await Promise.all(stuck)).toEqual(['slow', 'slow', 'slow', 'slow', 'slow']);
    expect(await queued).toBe('queued');
    expect(started).toBe(5);
    expect(await bulkhead.run(['666'], async () => 'recovered')).toBe('recovered');
  });

  it('a burst on a healthy fixture queues instead of being refused', async () => {
    const bulkhead = createFixtureBulkhead({ perFixture: 2, now: () => 0 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => bulkhead.run(['7'], async () => i)),
    );
    expect(results).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('a slip naming a fixture twice holds one slot of it, and slots are taken in id order', async () => {
    const bulkhead = createFixtureBulkhead({ perFixture: 1, now: () => 0 });
    // With one slot a fixture, a second slot of '7' for the same slip would wait on itself for ever.
    expect(await bulkhead.run(['9', '7', '10', '7', '9'], async () => 'placed')).toBe('placed');
    // Two slips naming the same fixtures in opposite orders: each takes '10', then '7', then '9' (string order),
    // so neither holds a slot the other waits on while it waits on one the other holds.
    const slow = hangingLookup();
    const first = bulkhead.run(['9', '7', '10'], () => slow.done);
    let secondRan = false;
    const second = bulkhead.run(['10', '9', '7'], async () => {
      secondRan = true;
      return 'second';
    });
    await Promise.resolve();
    expect(secondRan).toBe(false);
    slow.finish();
    expect(await Promise.all([first, second])).toEqual(['slow', 'second']);
  });

  it('a failed lookup gives its slot back', async () => {
    const bulkhead = createFixtureBulkhead({ perFixture: 1, now: () => 0 });
    await expect(bulkhead.run(['7'], async () => Promise.reject(new Error('lookup failed')))).rejects.toThrow(
      'lookup failed',
    );
    expect(await bulkhead.run(['7'], async () => 'ok')).toBe('ok');
  });
});
