import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from './createSql';

/** Next to this module in src (src/db/migrations) and next to the bundle in dist (dist/migrations). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Any constant works; it only has to be the same for every kbet process sharing a database.
const MIGRATION_LOCK = 7_424_301;

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies pending `NNN_name.sql` files in order, recording each in `schema_migrations`. All
 * pending files run in one transaction (a failed start leaves the schema as it was), and an
 * advisory lock keeps two starting servers from racing.
 * @example const { applied } = await migrate(sql);
 */
export async function migrate(sql: Sql, dir: string = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`;
    const done = new Set(
      (await tx<{ version: number }[]>`SELECT version FROM schema_migrations`).map((row) => row.version),
    );
    for (const file of files) {
      const [, version, name] = FILE_NAME.exec(file) ?? [];
      if (done.has(Number(version))) continue;
      await tx.unsafe(await readFile(`${dir}/${file}`, 'utf8'));
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${Number(version)}, ${name ?? file})`;
      applied.push(file);
    }
  });
  return { applied };
}
