import type { Sql } from '../../src/db/createSql';

/** Every table's rows, as a digest per table (sessions without their last-seen time, which every call moves). */
export async function tableDigests(sql: Sql): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] =
      name === 'sessions'
        ? await sql<{ d: string }[]>`
            SELECT count(*) || ':' || md5(coalesce(string_agg(concat_ws(',', id, ended_at, end_reason), ';' ORDER BY id), '')) AS d
            FROM sessions`
        : await sql<{ d: string }[]>`
            SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, ';' ORDER BY r::text), '')) AS d
            FROM ${sql(name)} r`;
    digest[name] = row?.d ?? '';
  }
  return digest;
}
