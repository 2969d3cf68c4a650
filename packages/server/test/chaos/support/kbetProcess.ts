import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../src/db/freePort';
import { isProcessAlive, runningPostmaster, waitForExit } from '../../../src/db/stopStalePostmaster';

/** The built server, as `pnpm start` runs it (the root `test` and `chaos` scripts build first). */
export const MAIN = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));

/** Generous: a start after a kill may include Postgres' crash recovery on a busy 2-core machine. */
const READY_WITHIN_MS = 120_000;
const POLL_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The real kbet server process (dist/main.js) on its own embedded PostgreSQL data directory, which survives
 * the process: start, kill -9 and start again, as an operator would.
 */
export class KbetProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> | undefined;
  private output = '';

  private constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** A new data directory (mkdtemp itself, so the postgres user can own it) and a free port; nothing started. */
  static async create(env: NodeJS.ProcessEnv = {}): Promise<KbetProcess> {
    if (!existsSync(MAIN))
      throw new Error(`${MAIN} is missing: build first (\`npx --yes pnpm@10.34.9 run build\`).`);
    return new KbetProcess(await mkdtemp(join(tmpdir(), 'kbet-chaos-pg-')), await freePort(), env);
  }

  /** The node process' pid, while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** What the current (or last) process printed, for failure messages. */
  get log(): string {
    return this.output;
  }

  /** Spawns dist/main.js; does not wait for it to serve (see `waitHealthy`). */
  spawn(): void {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        KBET_DATA_DIR: this.dataDir,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        FEED_SIMULATOR: 'off',
        SETTINGS_CACHE_MS: '0',
        LOGIN_MAX_PER_IP: '1000000',
        LOGIN_MAX_PER_USER: '1000000',
        // The test harnesses' defaults (TEST_ENV_DEFAULTS): the load's staff approve charges without an authenticator.
        KBET_ENV: 'test',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.output = '';
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Whether the node process runs. */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns and waits until /health answers 200. */
  async start(): Promise<void> {
    this.spawn();
    await this.waitHealthy();
  }

  /** Polls /health until 200; fails if the process exits first or nothing answers within two minutes. */
  async waitHealthy(): Promise<void> {
    const deadline = Date.now() + READY_WITHIN_MS;
    let exited = false;
    void this.exit?.then(() => {
      exited = true;
    });
    while (Date.now() < deadline) {
      if (exited) throw new Error(`kbet exited before it was healthy:\n${this.output.slice(-4000)}`);
      const status = await this.health(2_000).catch(() => 0);
      if (status === 200) return;
      await pause(POLL_MS);
    }
    throw new Error(`kbet was not healthy within ${READY_WITHIN_MS} ms:\n${this.output.slice(-4000)}`);
  }

  /**
   * The next line the running process prints that contains `text`, from what it prints after this call (so call
   * it before the step that makes the line).
   * @example const line = kbet.nextLogLine('database unreachable'); await kbet.health(10_000); await line;
   */
  nextLogLine(text: string): Promise<string> {
    const child = this.child;
    if (!child) throw new Error('no kbet process is running');
    return new Promise((resolve) => {
      let pending = '';
      const read = (chunk: Buffer) => {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        const line = lines.find((candidate) => candidate.includes(text));
        if (line === undefined) return;
        child.stdout?.off('data', read);
        child.stderr?.off('data', read);
        resolve(line);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
    });
  }

  /** GET /health's status, failing when no answer comes within `timeoutMs`. */
  async health(timeoutMs: number): Promise<number> {
    const response = await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  }

  /** The postmaster running this data directory, read from its lock file. */
  postmasterPid(): Promise<number | undefined> {
    return runningPostmaster(this.dataDir);
  }

  /** A connection URL for the kbet database of the running cluster (its port is in the lock file). */
  async databaseUrl(): Promise<string> {
    const lock = await readFile(join(this.dataDir, 'postmaster.pid'), 'utf8');
    const port = lock.split('\n')[3];
    return `postgres://postgres:postgres@127.0.0.1:${port}/kbet`;
  }

  /** kill -9 of node: its postmaster is left running on the data directory. */
  async killNode(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exit;
  }

  /** kill -9 of the postmaster; node stays up. Returns the pid killed. */
  async killPostmaster(): Promise<number> {
    const pid = await this.postmasterPid();
    if (pid === undefined) throw new Error('no postmaster is running');
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, READY_WITHIN_MS);
    return pid;
  }

  /**
   * Freezes (SIGSTOP) or thaws (SIGCONT) the postmaster: a database that is there but answers nothing,
   * which the supervisor cannot mask by restarting it, so /health's answer does not race a restart.
   */
  async freezePostmaster(frozen: boolean): Promise<void> {
    const pid = await this.postmasterPid();
    if (pid === undefined) throw new Error('no postmaster is running');
    // The backends of open connections too (the postmaster's children), or the pool would still get answers.
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
    for (const target of [pid, ...children]) process.kill(target, frozen ? 'SIGSTOP' : 'SIGCONT');
  }

  /** SIGTERM to node; resolves with how it exited (bounded: SIGKILL after `withinMs`, reported as such). */
  async terminate(withinMs = 60_000): Promise<Exit> {
    const child = this.child;
    if (!child || !this.exit) return { code: null, signal: null };
    if (child.exitCode !== null || child.signalCode !== null) return this.exit;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
    const exit = await this.exit;
    clearTimeout(timer);
    return exit;
  }

  /** Whether a process with this pid still runs. */
  static alive(pid: number): Promise<boolean> {
    return isProcessAlive(pid);
  }

  /** Stops node (and with it Postgres), kills a postmaster left behind, removes the data directory. */
  async dispose(): Promise<void> {
    await this.terminate();
    const left = await this.postmasterPid();
    if (left !== undefined) {
      process.kill(left, 'SIGKILL');
      await waitForExit(left, READY_WITHIN_MS);
    }
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
