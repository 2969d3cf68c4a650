import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../createConcurrencyLimit';

/** A job that stays running until the test settles it. */
const held = () => {
  let settle!: (ok: boolean) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('job failed')));
  });
  return { done, settle };
};

/** Lets the limit's promise chains run to their next wait. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('createConcurrencyLimit', () => {
  it('runs at most `limit` jobs at once and starts the rest in arrival order, after a failure too', async () => {
    const limit = createConcurrencyLimit(2);
    const jobs = Array.from({ length: 5 }, held);
    const settle = (i: number, ok: boolean) => jobs[i]!.settle(ok);
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      limit(() => {
        started.push(i);
        return job.done;
      }).catch(() => 'failed'),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    settle(1, false);
    await flush();
    expect(started).toEqual([0, 1, 2]);
    // A job arriving now waits behind the two already in line.
    const late = held();
    const lateResult = limit(() => {
      started.push(5);
      return late.done;
    });
    settle(0, true);
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    settle(2, true);
    settle(3, true);
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    settle(4, true);
    late.settle(true);
    expect(await Promise.all(results)).toEqual([undefined, 'failed', undefined, undefined, undefined]);
    await lateResult;
  });

  it('refuses a limit that is not a whole number of at least one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => createConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
