import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, type LoginBackoff } from '../createLoginThrottle';

const backoff = (freeFailures: number): LoginBackoff => ({
  freeFailures,
  firstDelayMs: 1_000,
  maxDelayMs: 300_000,
  forgetAfterMs: 900_000,
});

const setup = (maxEntries?: number) => {
  let now = Date.UTC(2026, 0, 1);
  const clock = { now: () => new Date(now) };
  const throttle = createLoginThrottle({
    perAccountSource: backoff(5),
    perSource: backoff(30),
    clock,
    maxEntries,
  });
  return { throttle, advance: (ms: number) => (now += ms) };
};

describe('createLoginThrottle', () => {
  it('never refuses the owner from a clean address, whatever others fail meanwhile', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ source: fc.constantFrom('a', 'b', 'c', 'd'), waitMs: fc.nat(5_000) }), {
          maxLength: 200,
        }),
        (failures) => {
          const { throttle, advance } = setup();
          for (const { source, waitMs } of failures) {
            throttle.begin({ userId: 'member01', source });
            advance(waitMs);
          }
          expect(throttle.begin({ userId: 'member01', source: 'owner' })).toBe(0);
        },
      ),
      { seed: 20260101 },
    );
  });

  it('lets a guesser who always waits as told make only a few dozen guesses an hour', () => {
    const { throttle, advance } = setup();
    let guesses = 0;
    for (let elapsed = 0; elapsed < 3_600_000; ) {
      const wait = throttle.begin({ userId: 'member01', source: 'x' });
      if (wait === 0) guesses++;
      const step = Math.max(wait, 1) * 1_000;
      advance(step);
      elapsed += step;
    }
    expect(guesses).toBeLessThan(30);
  });

  it('keeps at most maxEntries counters, the stalest going first', () => {
    const { throttle } = setup(4);
    for (let i = 0; i < 6; i++) throttle.begin({ userId: 'member01', source: 'x' });
    expect(throttle.begin({ userId: 'member01', source: 'x' })).toBe(1);
    for (const source of ['p', 'q', 'r']) throttle.begin({ userId: 'member02', source });
    // x's two counters (pair and source) were the stalest of seven.
    expect(throttle.begin({ userId: 'member01', source: 'x' })).toBe(0);
  });
});
