/** One step of a shutdown: what it closes, how to close it, and how long it may take. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown> | undefined;
  timeoutMs: number;
}

/**
 * Runs the steps in order, each given at most its time-out; a step that fails or overruns is reported and
 * passed over, so a shutdown always completes (a hung client connection or a database already gone
 * cannot keep the process alive).
 * @example await shutdown([{ name: 'http', run: () => app.close(), timeoutMs: 3_000 }], console.error);
 */
export async function shutdown(steps: ShutdownStep[], report: (message: string) => void): Promise<void> {
  for (const step of steps) {
    let timer: NodeJS.Timeout | undefined;
    const overran = new Promise<'overran'>((resolve) => {
      timer = setTimeout(() => resolve('overran'), step.timeoutMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve(step.run()), overran]);
      if (outcome === 'overran') report(`shutdown: ${step.name} did not finish within ${step.timeoutMs} ms`);
    } catch (error) {
      report(`shutdown: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
