import { afterAll, describe, expect, it } from 'vitest';
import { createSql } from '../src/db/createSql';
import { createTestDatabase } from './support/testDatabase';

// The run's embedded PostgreSQL hands out URLs over its Unix-domain socket (libpq's `?host=/dir`); an external
// DATABASE_URL may not name one.
const db = await createTestDatabase({ migrate: false });
const socketDir = new URL(db.url).searchParams.get('host');
afterAll(() => db.drop());

/** The server address of a pool's connection: null over a Unix-domain socket. */
const serverAddress = async (url: string): Promise<string | null> => {
  const sql = createSql(url, { max: 1 });
  try {
    const [row] = await sql<{ address: string | null }[]>`SELECT host(inet_server_addr()) AS address`;
    return row?.address ?? null;
  } finally {
    await sql.end();
  }
};

describe('createSql', () => {
  it.skipIf(!socketDir?.startsWith('/'))(
    'connects over the Unix-domain socket a ?host=/dir URL names, keeping its other parameters',
    async () => {
      const url = new URL(db.url);
      url.searchParams.set('connect_timeout', '5');
      expect(await serverAddress(url.toString())).toBeNull();
    },
  );

  it.skipIf(!socketDir?.startsWith('/'))('connects over TCP to the URL’s host without ?host', async () => {
    const url = new URL(db.url);
    url.searchParams.delete('host');
    expect(await serverAddress(url.toString())).toBe('127.0.0.1');
  });
});
