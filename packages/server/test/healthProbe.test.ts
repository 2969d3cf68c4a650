import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql } from '../src/db/createSql';
import { probeDatabase } from '../src/db/probeDatabase';

describe("/health's database probe against a database that stopped answering", () => {
  // Accepts connections and never says a word, as a stopped (SIGSTOP) or partitioned PostgreSQL would.
  let silent: Server;
  const sockets: Socket[] = [];
  let port = 0;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after its own time-out instead of waiting on the connection (30 s by default)', async () => {
    const sql = createSql(`postgres://postgres:postgres@127.0.0.1:${port}/kbet`, { max: 1 });
    try {
      await expect(probeDatabase(sql, 200)).rejects.toThrow('database did not answer within 200 ms');
      expect(sockets.length).toBe(1);
    } finally {
      await sql.end({ timeout: 0 });
    }
  });
});
