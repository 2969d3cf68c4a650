import type { Sql } from '../../src/db/createSql';

/**
 * Every table's rows, as a digest per table (sessions without their last-seen time, which every call moves),
 * read in one query so a test can afford it around every request.
 * @example expect(await tableDigests(sql)).toEqual(before);
 */
export async function tableDigests(sql: Sql): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const parts = tables.map(({ name }) =>
    name === 'sessions'
      ? sql`SELECT 'sessions' AS name, count(*) || ':' || md5(coalesce(string_agg(concat_ws(',', id, ended_at, end_reason), ';' ORDER BY id), '')) AS d
            FROM sessions`
      : sql`SELECT ${name}::text AS name, count(*) || ':' || md5(coalesce(string_agg(r::text, ';' ORDER BY r::text), '')) AS d
            FROM ${sql(name)} r`,
  );
  const [first, ...rest] = parts;
  if (!first) return {};
  const union = rest.reduce((query, part) => sql`${query} UNION ALL ${part}`, first);
  const rows = await sql<{ name: string; d: string }[]>`${union}`;
  return Object.fromEntries(rows.map((row) => [row.name, row.d]));
}
