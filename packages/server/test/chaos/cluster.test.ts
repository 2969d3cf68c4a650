import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KbetProcess } from './support/kbetProcess';

const POLL_MS = 100;
const WITHIN_MS = 120_000;

interface WorkerLine {
  pid: number;
  engines: boolean;
}

/** The workers' start-up lines, in the order they started. */
const workerLines = (log: string): WorkerLine[] =>
  [...log.matchAll(/Worker \d+ \(pid (\d+)\) of 2: (serves and runs the engines|serves only)/g)].map(
    (match) => ({ pid: Number(match[1]), engines: match[2] === 'serves and runs the engines' }),
  );

/** Polls the log until `count` workers have started (bounded; the processes' start-up is slow on 2 cores). */
async function waitForWorkers(kbet: KbetProcess, count: number): Promise<WorkerLine[]> {
  const deadline = Date.now() + WITHIN_MS;
  while (Date.now() < deadline) {
    const lines = workerLines(kbet.log);
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${count} workers did not start:\n${kbet.log.slice(-4000)}`);
}

/**
 * Issue 18: KBET_WORKERS=2 runs the server as a node:cluster of two HTTP workers over one PostgreSQL, the
 * engines (odds feed, settlement, mini-game and virtual rounds) in exactly one of them. Live fan-out across
 * processes is LISTEN/NOTIFY (test/live.test.ts, "whichever instance published").
 */
describe('the server as a cluster of two workers', { timeout: 300_000 }, () => {
  let kbet: KbetProcess;
  beforeAll(async () => {
    kbet = await KbetProcess.create({ KBET_WORKERS: '2' });
    await kbet.start();
  });
  afterAll(() => kbet.dispose());

  it('serves from both workers, one of them running the engines, and replaces a dead worker in its role', async () => {
    const started = await waitForWorkers(kbet, 2);
    expect(started.filter((line) => line.engines)).toHaveLength(1);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => kbet.health(30_000)));
    expect(new Set(statuses)).toEqual(new Set([200]));

    const engines = started.find((line) => line.engines)!;
    process.kill(engines.pid, 'SIGKILL');
    const [, , replacement] = await waitForWorkers(kbet, 3);
    expect(replacement?.engines).toBe(true);
    expect(kbet.log).toContain('exited (SIGKILL); starting another in its place');
    await kbet.waitHealthy();
  });

  it('stops every worker and then the database on SIGTERM', async () => {
    const pids = workerLines(kbet.log).map((line) => line.pid);
    const postmaster = await kbet.postmasterPid();
    expect((await kbet.terminate()).code).toBe(0);
    for (const pid of pids) expect(await KbetProcess.alive(pid)).toBe(false);
    expect(await KbetProcess.alive(postmaster ?? 0)).toBe(false);
  });
});
