import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../backoffDelay';
import { LIVE_RETRY_BASE_MS, LIVE_RETRY_MAX_MS } from '../liveTiming';

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 30 s, half fixed and half jitter', () => {
    const schedule = (random: number) =>
      [0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, {}, () => random));
    expect(schedule(0)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(schedule(0.5)).toEqual([750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500, 22_500]);
    expect(schedule(1)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('takes its own base and cap', () => {
    expect(backoffDelay(0, { baseMs: 100, maxMs: 1_000 }, () => 0)).toBe(50);
    expect(backoffDelay(3, { baseMs: 100, maxMs: 1_000 }, () => 1)).toBe(800);
    expect(backoffDelay(9, { baseMs: 100, maxMs: 1_000 }, () => 1)).toBe(1_000);
  });

  it('always lies between half the capped delay and the capped delay', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, random) => {
        const cap = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_BASE_MS * 2 ** attempt);
        const delay = backoffDelay(attempt, {}, () => random);
        expect(delay).toBeGreaterThanOrEqual(Math.round(cap / 2));
        expect(delay).toBeLessThanOrEqual(cap);
      }),
    );
  });
});
