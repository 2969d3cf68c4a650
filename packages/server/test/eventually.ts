/**
 * Waits until `check` holds, polling every 10 ms, and fails after `withinMs` of wall time. The bound is a
 * time, not a number of attempts, and a generous one: on a busy 2-core CI machine the sequencer, a NOTIFY or
 * a background write can be starved for seconds, and an attempt count (200 x 10 ms, about 2 s idle) can run out there.
 * @example await eventually(async () => (await pending()) === 0, 'the sequencer numbered every event');
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  withinMs = 20_000,
): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
