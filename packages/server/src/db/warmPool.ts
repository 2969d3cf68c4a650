import type { Sql } from './createSql';

/**
 * Opens every connection of the pool before the server takes traffic, and returns their backends' process ids.
 * postgres.js opens a connection only when all it has are busy, so without this the pool grows in the middle of
 * the first burst that needs it: the bets on a new connection wait for its start-up (a backend forked, the
 * password or SCRAM exchange, whose key derivation runs on the server's own thread) and then for the new backend's
 * catalog caches and first plans (docs/benchmarks.md, the sixteenth pass's warm16: tailProbe's pool opened 6 of its
 * 16 connections 6 s into an open loop at 930 bets/s). All `max` are reserved at once, so none is reused.
 * @example const sql = createSql(url, { max: 16 }); await warmPool(sql);
 */
export async function warmPool(sql: Sql): Promise<number[]> {
  const reserved = await Promise.all(Array.from({ length: sql.options.max }, () => sql.reserve()));
  try {
    return await Promise.all(
      reserved.map(async (connection) => {
        const [row] = await connection<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        return row?.pid ?? 0;
      }),
    );
  } finally {
    for (const connection of reserved) connection.release();
  }
}
