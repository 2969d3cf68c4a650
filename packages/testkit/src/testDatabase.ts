import { randomUUID } from 'node:crypto';
import { createSql, migrate, type Sql, seedDemoData } from '@kbet/server/testing';
import { inject } from 'vitest';

export interface TestDatabase {
  sql: Sql;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * A fresh database for one test file: created on the run's PostgreSQL, migrated, and (unless
 * `seed: false`) filled with the demo accounts; the demo boards, messages and coupons only with
 * `demoContent: true`, so tests start from empty boards and count exactly what they add.
 * @example const db = await createTestDatabase(); afterAll(() => db.drop());
 */
export async function createTestDatabase(
  options: { seed?: boolean; migrate?: boolean; demoContent?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `kbet_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = createSql(adminUrl, { max: 1 });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const sql = createSql(url, { max: 20 });
  if (options.migrate !== false) await migrate(sql);
  if (options.migrate !== false && options.seed !== false)
    await seedDemoData(sql, { content: options.demoContent ?? false });
  return {
    sql,
    url,
    async drop() {
      await sql.end({ timeout: 5 });
      const dropper = createSql(adminUrl, { max: 1 });
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
