import {
  type EmbeddedPostgresOptions,
  type RunningPostgres,
  startEmbeddedPostgres,
} from './startEmbeddedPostgres';

export interface SupervisedPostgres {
  /** Connection URL of the maintenance database `postgres`; the same across restarts (same port). */
  adminUrl: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** The running postmaster's pid; undefined while it is being restarted. */
  pid(): number | undefined;
  /** Stops supervising, then stops PostgreSQL (waiting for a restart under way). */
  stop(): Promise<void>;
}

export interface SuperviseOptions extends EmbeddedPostgresOptions {
  /** How long the first start keeps retrying (a killed postmaster's backends may still hold its memory). */
  startTimeoutMs?: number;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The embedded PostgreSQL, restarted on the same port and data directory whenever it exits unless stopped
 * here, so a pool on its URL reconnects by itself. Attempts back off from 100 ms to 2 s.
 * @example const db = await superviseEmbeddedPostgres({ dataDir }); const sql = createSql(db.urlFor('kbet'));
 */
export async function superviseEmbeddedPostgres(options: SuperviseOptions): Promise<SupervisedPostgres> {
  const report = options.onEvent ?? (() => {});
  let stopping = false;

  /** Starts until it succeeds, supervision stops, or `deadline` (epoch ms) passes. */
  const startPersistently = async (port: number | undefined, deadline: number): Promise<RunningPostgres> => {
    for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      try {
        return await startEmbeddedPostgres({ ...options, port });
      } catch (error) {
        if (stopping || Date.now() + delay > deadline) throw error;
        report(`PostgreSQL start failed, retrying in ${delay} ms: ${messageOf(error)}`);
        await pause(delay);
      }
    }
  };

  let current: RunningPostgres | undefined = await startPersistently(
    options.port,
    Date.now() + (options.startTimeoutMs ?? 30_000),
  );
  const { port, adminUrl, urlFor } = current;
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    current = undefined;
    report(`PostgreSQL exited unexpectedly; restarting it on port ${port}.`);
    try {
      const next = await startPersistently(port, Number.POSITIVE_INFINITY);
      if (stopping) {
        await next.stop();
        return;
      }
      current = next;
      watch(next);
      report(`PostgreSQL restarted (pid ${next.pid}).`);
    } catch (error) {
      // Only reached once stopping: nothing is left to supervise.
      report(`PostgreSQL restart abandoned: ${messageOf(error)}`);
    }
  };
  const watch = (running: RunningPostgres) => {
    void running.exited.then(() => {
      if (stopping) return;
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(current);

  return {
    adminUrl,
    urlFor,
    createDatabase: (name) => {
      if (!current) return Promise.reject(new Error('PostgreSQL is restarting'));
      return current.createDatabase(name);
    },
    pid: () => current?.pid,
    async stop() {
      stopping = true;
      await restarting;
      await current?.stop();
    },
  };
}
