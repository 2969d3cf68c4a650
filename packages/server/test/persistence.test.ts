import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSql } from '../src/db/createSql';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { startEmbeddedPostgres } from '../src/db/startEmbeddedPostgres';

describe('embedded PostgreSQL keeps its data across restarts', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('initialises on first start and finds the same data after stop and start', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kbet-persist-'));

    const first = await startEmbeddedPostgres({ dataDir });
    await first.createDatabase('kbet');
    const sql = createSql(first.urlFor('kbet'), { max: 1 });
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
    expect((await migrate(sql)).applied).toHaveLength(files.length);
    await sql`INSERT INTO settings (key, value) VALUES ('persist-check', '"kept"')`;
    await sql.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    const again = createSql(second.urlFor('kbet'), { max: 1 });
    try {
      const [row] = await again`SELECT value FROM settings WHERE key = 'persist-check'`;
      expect(row?.value).toBe('kept');
      expect((await migrate(again)).applied).toEqual([]);
    } finally {
      await again.end();
      await second.stop();
    }
  });
});
