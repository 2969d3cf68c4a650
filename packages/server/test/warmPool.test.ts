import { afterAll, describe, expect, it } from 'vitest';
import { createSql } from '../src/db/createSql';
import { warmPool } from '../src/db/warmPool';
import { createTestDatabase } from './support/testDatabase';

const db = await createTestDatabase({ migrate: false });
afterAll(() => db.drop());

describe('warmPool', () => {
  it('opens every connection of the pool, so a burst after it opens none', async () => {
    const sql = createSql(db.url, { max: 3 });
    try {
      const opened = await warmPool(sql);
      expect(new Set(opened).size).toBe(3);
      // Released: three statements at once all run, on those backends (a pool left reserved would never answer).
      const burst = await Promise.all(
        [0, 1, 2].map(() => sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`),
      );
      expect(burst.map(([row]) => row?.pid).every((pid) => opened.includes(pid ?? 0))).toBe(true);
    } finally {
      await sql.end();
    }
  });
});
