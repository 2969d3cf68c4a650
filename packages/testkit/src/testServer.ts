import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './testApp';

/** The real server (fresh seeded database) listening on a loopback port. */
export interface TestServer extends TestApp {
  url: string;
}

/**
 * Starts the server the way the CLI meets it: over HTTP on 127.0.0.1.
 * @example const server = await startServer(); afterAll(() => server.close());
 */
export async function startServer(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestServer> {
  const t = await createTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `http://127.0.0.1:${port}` };
}
