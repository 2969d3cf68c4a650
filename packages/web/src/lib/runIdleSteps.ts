/** One step of background work: what it returns is awaited before the next step is scheduled. */
export type IdleStep = () => unknown;

export interface IdleStepsOptions {
  /**
   * A User Timing mark (`performance.mark`) set once the last step has settled: a signal that this background work
   * is over, which a measurement can wait for (web.bench's INP taps a page only after its idle preloads are done).
   */
  readonly doneMark?: string;
}

/**
 * Runs each step in an idle callback of its own, the next one only once the step before has settled (its promise,
 * if it returns one): background work of several parts (a chunk's links and evaluation, then an SDK area's
 * schemas) as several short tasks instead of one long one that a tap on a slow phone would have to wait behind.
 * A failed step does not stop the next. Without requestIdleCallback (Safari) a timer after the page's own work is
 * the nearest. Returns a cancel function: steps not started yet do not run (and the done mark is not set).
 * @example useEffect(() => runIdleSteps([() => preloadDialog('betSlip'), () => readRules()], { doneMark: 'x' }), []);
 */
export function runIdleSteps(steps: readonly IdleStep[], { doneMark }: IdleStepsOptions = {}): () => void {
  let cancelled = false;
  let cancelPending: (() => void) | undefined;
  const schedule = (run: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run);
      cancelPending = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(run, 0);
      cancelPending = () => window.clearTimeout(timer);
    }
  };
  const next = (index: number) => {
    const step = steps[index];
    if (cancelled) return;
    if (!step) {
      if (doneMark) performance.mark(doneMark);
      return;
    }
    schedule(() => {
      cancelPending = undefined;
      if (cancelled) return;
      Promise.resolve()
        .then(step)
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelPending?.();
  };
}
