import { type Config, createSql, type Sql } from '@kbet/server/testing';
import { createTestApp, type TestApp } from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface CountedTestApp extends TestApp {
  /** The fresh database, with its own pool (`db.sql`), which is not counted: fixtures a test writes through it do not show. */
  db: TestDatabase;
  /** The app's pool: every statement it sends is appended to `sent`. */
  counted: Sql;
  /** What `counted` sent, in order; a test empties it (`sent.length = 0`) before the request it counts. */
  sent: string[];
}

/**
 * The real app over a fresh database whose pool records every statement it sends, for the tests that list what a
 * request sends to PostgreSQL (issue 18's statement counts).
 * @example const t = await createCountedTestApp({ config: { sessionCacheMs: 60_000 } }); afterAll(() => t.close());
 */
export async function createCountedTestApp(
  options: { config?: Partial<Config>; max?: number } = {},
): Promise<CountedTestApp> {
  const db = await createTestDatabase();
  const sent: string[] = [];
  const counted = createSql(db.url, {
    max: options.max ?? 4,
    onQuery: (_connection, query) => sent.push(query),
  });
  const t = await createTestApp({
    db: { ...db, sql: counted },
    ...(options.config && { config: options.config }),
  });
  return {
    ...t,
    db,
    counted,
    sent,
    async close() {
      await t.close();
      await counted.end({ timeout: 5 });
      await db.drop();
    },
  };
}
