import type { PendingQuery, Row } from 'postgres';
import type { Sql } from '../../src/db/createSql';

// The schema is migrated before a test starts and stays put, so its table list is read once per pool.
const tableLists = new WeakMap<Sql, Promise<string[]>>();
const tablesOf = (sql: Sql): Promise<string[]> => {
  let tables = tableLists.get(sql);
  if (!tables) {
    tables = sql<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.then((rows) =>
      rows.map((row) => row.name),
    );
    tableLists.set(sql, tables);
  }
  return tables;
};

/** One query for every table, `digestOf` giving each table's `SELECT <name> AS name, … AS d`. */
async function digestAll(
  sql: Sql,
  digestOf: (name: string) => PendingQuery<Row[]>,
): Promise<Record<string, string>> {
  const [first, ...rest] = (await tablesOf(sql)).map(digestOf);
  if (!first) return {};
  const union = rest.reduce((query, part) => sql`${query} UNION ALL ${part}`, first);
  const rows = await sql<{ name: string; d: string }[]>`${union}`;
  return Object.fromEntries(rows.map((row) => [row.name, row.d]));
}

// Every call moves a session's last-seen time: sessions are compared without it.
const sessionsDigest = (sql: Sql) =>
  sql`SELECT 'sessions' AS name, count(*) || ':' || md5(coalesce(string_agg(concat_ws(',', id, ended_at, end_reason), ';' ORDER BY id), '')) AS d
      FROM sessions`;

// The background sequencer numbers earlier live events after their insert: they are compared without it.
const liveEventsDigest = (sql: Sql) =>
  sql`SELECT 'live_events' AS name, count(*) || ':' || md5(coalesce(string_agg(concat_ws(',', id, channel, member_id, type, data), ';' ORDER BY id), '')) AS d
      FROM live_events`;

/** The digest of a table whose rows a background job or every call moves, if it is one. */
const movingDigest = (sql: Sql, name: string) =>
  name === 'sessions' ? sessionsDigest(sql) : name === 'live_events' ? liveEventsDigest(sql) : undefined;

/**
 * Every table's rows, as a digest per table (sessions without their last-seen time, live events without
 * their sequence number), in one query.
 * @example expect(await tableDigests(sql)).toEqual(before);
 */
export const tableDigests = (sql: Sql): Promise<Record<string, string>> =>
  digestAll(
    sql,
    (name) =>
      movingDigest(sql, name) ??
      sql`SELECT ${name}::text AS name, count(*) || ':' || md5(coalesce(string_agg(r::text, ';' ORDER BY r::text), '')) AS d
            FROM ${sql(name)} r`,
  );

/**
 * Cheaper than tableDigests, for a check around every request: per table its row count and newest row
 * version (xmin), which any committed insert, update or delete moves, even one writing the same values.
 * @example expect(await tableVersions(sql)).toEqual(before);
 */
export const tableVersions = (sql: Sql): Promise<Record<string, string>> =>
  digestAll(
    sql,
    (name) =>
      movingDigest(sql, name) ??
      sql`SELECT ${name}::text AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS d
            FROM ${sql(name)} r`,
  );
