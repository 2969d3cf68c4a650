export interface StartTickingOptions {
  intervalMs: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs `tick` now and then every `intervalMs` on the server's timer, never two at once (a tick still running
 * skips the next); answers a stop that waits for the last tick. Production and the demo only: tests call the
 * engines' tick() after moving a fake clock.
 * @example const stop = startTicking(engine.tick, { intervalMs: 1000 }); await stop();
 */
export function startTicking(tick: () => Promise<void>, options: StartTickingOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
