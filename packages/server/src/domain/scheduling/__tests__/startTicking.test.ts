import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../../clock';
import { startTicking } from '../startTicking';

// vitest's fake timers move Date too: the clock and the timers advance together, with no wall-clock wait.
const clock: Clock = { now: () => new Date(), sleep: async () => {} };
const options = { clock, retryMs: 1_000, maxWaitMs: 5_000 };

/** A tick that answers the given deadlines in turn (ms from its own start; null: none) and counts its runs. */
const ticker = (answers: (number | null | 'fail')[]) => {
  let runs = 0;
  const tick = async () => {
    const answer = answers[Math.min(runs, answers.length - 1)];
    runs += 1;
    if (answer === 'fail') throw new Error('tick failed');
    return answer === null || answer === undefined ? undefined : new Date(Date.now() + answer);
  };
  return { tick, runs: () => runs };
};

describe('startTicking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sleeps until the deadline the tick answers, not a fixed second', async () => {
    const { tick, runs } = ticker([3_000, 3_000]);
    const stop = startTicking(tick, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs()).toBe(2);
    await stop();
  });

  it('wakes at maxWaitMs when the deadline is further or unknown, at once when it has passed', async () => {
    const { tick, runs } = ticker([60_000, null, -10, 60_000]);
    const stop = startTicking(tick, options);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs()).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    // The third answered a passed deadline: the fourth ran right after it, not maxWaitMs later.
    expect(runs()).toBe(4);
    await stop();
  });

  it('retries a failed tick after retryMs, reports it, and ticks no more once stopped', async () => {
    const { tick, runs } = ticker(['fail', 'fail']);
    const errors: unknown[] = [];
    const stop = startTicking(tick, { ...options, onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(2);
    expect(errors).toHaveLength(2);
    await stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs()).toBe(2);
  });
});
