import { createSql } from '@kbet/server/testing';
import { createTestApp, type TestApp } from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TwoInstances {
  /** The database both instances share; instance A uses its pool. */
  db: TestDatabase;
  a: TestApp;
  b: TestApp;
  /** Where each instance listens on 127.0.0.1. */
  urlA: string;
  urlB: string;
  /** Closes B, its pool, A, then drops the database. */
  close(): Promise<void>;
}

/**
 * Two server instances over one fresh database, listening on loopback ports: B gets its own pool and so its
 * own LISTEN connection, like a second process (the live hub's cross-process tests). Environment the apps read
 * when built (LIVE_SEQUENCE_MS…) must be set before the call.
 * @example const two = await startTwoInstances(); afterAll(() => two.close());
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const db = await createTestDatabase();
  const sqlB = createSql(db.url, { max: 5 });
  const a = await createTestApp({ db });
  const b = await createTestApp({ db: { ...db, sql: sqlB, drop: async () => {} } });
  const urlA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  const urlB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    a,
    b,
    urlA,
    urlB,
    async close() {
      await b.close();
      await sqlB.end({ timeout: 5 });
      await a.close();
      await db.drop();
    },
  };
}
