import type { Clock } from '../../clock';

export interface StartTickingOptions {
  /** The clock the ticks' deadlines are on (the server's). */
  clock: Clock;
  /** The wait after a tick that failed. */
  retryMs: number;
  /**
   * The longest wait, and the wait after a tick that names no deadline: what the engine cannot see coming (a
   * staff change made in another process, a game switched on) is picked up within this.
   */
  maxWaitMs: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs `tick` now and then again at the deadline it answers (its next round close or draw), never more than
 * `maxWaitMs` later, and `retryMs` after a failed tick; never two at once. An idle engine so wakes a few
 * times a round instead of every second. Answers a stop that waits for the last tick. Production and the demo
 * only: tests call the engines' tick() after moving a fake clock.
 * @example const stop = startTicking(engine.tick, { clock, retryMs: 1000, maxWaitMs: 5000 }); await stop();
 */
export function startTicking(
  tick: () => Promise<Date | undefined>,
  options: StartTickingOptions,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const waitFor = (due: Date | undefined) =>
    due === undefined
      ? options.maxWaitMs
      : Math.min(options.maxWaitMs, Math.max(0, due.getTime() - options.clock.now().getTime()));
  const run = () => {
    let wait = options.retryMs;
    running = tick()
      .then(
        (due) => {
          wait = waitFor(due);
        },
        (error: unknown) => options.onError?.(error),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, wait);
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
