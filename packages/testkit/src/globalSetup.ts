import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@kbet/server/postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** A database URL whose user may CREATE DATABASE; each test file makes its own database from it. */
    adminDatabaseUrl: string;
  }
}

/** One PostgreSQL for the whole run: DATABASE_URL when set, else an embedded cluster in a temp dir. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return async () => {};
  }
  // mkdtemp itself (not a root-only parent) so the postgres user can own the directory.
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  project.provide('adminDatabaseUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
