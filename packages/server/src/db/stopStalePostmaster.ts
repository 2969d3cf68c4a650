import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How long a left-over postmaster gets for its fast shutdown before it is killed. */
const SHUTDOWN_WAIT_MS = 30_000;
const POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether `pid` is a live process: a zombie (exited, never reaped, as an orphan under a PID 1 that does
 * not reap) counts as gone, since it holds neither the port nor the data directory.
 */
export async function isProcessAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // "pid (comm) state ...": comm may hold spaces or parentheses, the state follows the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** Polls until `pid` is gone or `ms` have passed; true when it is gone. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (await isProcessAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await pause(POLL_MS);
  }
  return true;
}

/**
 * The postmaster's pid from `dataDir/postmaster.pid` when that process is still running this data directory;
 * undefined for no lock file, a dead pid, or a pid reused by another program (Postgres itself treats those
 * lock files as stale).
 */
export async function runningPostmaster(dataDir: string): Promise<number | undefined> {
  const lock = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(lock.split('\n', 1)[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  if (!(await isProcessAlive(pid))) return undefined;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  // Without /proc (not Linux) the live pid in the lock file is trusted, as Postgres trusts it.
  return commandLine === undefined || commandLine.split('\0').includes(dataDir) ? pid : undefined;
}

/**
 * Stops a postmaster left running on `dataDir` by an earlier run whose node process died without stopping
 * it (kill -9, OOM): fast shutdown (SIGINT), then SIGKILL if it is still there after 30 s. Returns its pid,
 * or undefined when none was running.
 * @example await stopStalePostmaster('/repo/.data/pg');
 */
export async function stopStalePostmaster(dataDir: string): Promise<number | undefined> {
  const pid = await runningPostmaster(dataDir);
  if (pid === undefined) return undefined;
  signal(pid, 'SIGINT');
  if (!(await waitForExit(pid, SHUTDOWN_WAIT_MS))) {
    signal(pid, 'SIGKILL');
    await waitForExit(pid, SHUTDOWN_WAIT_MS);
  }
  return pid;
}

/** Sends a signal to a process that may have exited meanwhile. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone: what the signal was for.
  }
}
