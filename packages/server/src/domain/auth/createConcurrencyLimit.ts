/** Runs a job under a ConcurrencyLimit: at once when a slot is free, else after the jobs that came before it. */
export type ConcurrencyLimit = <T>(job: () => Promise<T>) => Promise<T>;

/**
 * At most `limit` of the jobs handed to it run at a time; the others wait in arrival order and start as slots free
 * up, whether the job before them settled or threw.
 * @example const oneAtATime = createConcurrencyLimit(1); await oneAtATime(() => verify(stored, plain));
 */
export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`concurrency limit ${limit}: a whole number ≥ 1`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next job in line, so a job arriving meanwhile cannot jump the queue.
    if (next) next();
    else running -= 1;
  };
  return async (job) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      release();
    }
  };
}
