import type { Sql } from './createSql';

/**
 * Resolves when the database answers `SELECT 1` within `timeoutMs`, rejects otherwise. The query is
 * cancelled on time-out, so a probe never waits behind a busy pool or a database that stopped answering.
 * @example await probeDatabase(app.sql, 500);
 */
export async function probeDatabase(sql: Sql, timeoutMs: number): Promise<void> {
  const query = sql`SELECT 1`;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Dropped from the pool's queue if not sent yet; otherwise Postgres is asked to cancel it.
      query.cancel();
      reject(new Error(`database did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([query, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
