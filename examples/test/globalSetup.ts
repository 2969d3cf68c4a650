import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { assertPrerequisites, freePort, startKbet } from '../../scripts/lib/kbetServer.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** The running kbet the examples talk to. */
    examplesKbetUrl: string;
    /** The built example pages, served by Vite's preview server with '/api' forwarded to that kbet. */
    examplesPagesUrl: string;
  }
}

const EXAMPLES = fileURLToPath(new URL('..', import.meta.url));

/**
 * The built kbet over a fresh embedded PostgreSQL with the demo data (as the browser tests run it), and the
 * example pages served the way their README runs them: Vite with the API proxied.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertPrerequisites();
  if (!existsSync(`${EXAMPLES}dist/vanilla/index.html`)) {
    throw new Error('examples/dist is missing: build first (`npx --yes pnpm@10.34.9 run build`).');
  }
  const kbet = await startKbet({ env: { MINIGAMES: 'off' } });
  try {
    process.env.KBET_URL = kbet.url;
    const pages = await preview({
      root: EXAMPLES,
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, open: false },
    });
    project.provide('examplesKbetUrl', kbet.url);
    project.provide('examplesPagesUrl', pages.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
    return async () => {
      await pages.close();
      await kbet.stop();
    };
  } catch (error) {
    await kbet.stop();
    throw error;
  }
}
