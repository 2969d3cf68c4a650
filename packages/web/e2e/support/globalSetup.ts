import type { TestProject } from 'vitest/node';
import { assertPrerequisites, startKbet } from '../../../../scripts/lib/kbetServer.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** The running kbet (API and built site on one origin). */
    kbetUrl: string;
    /** Its database, for what only the feed or the operator could do. */
    kbetDatabaseUrl: string;
  }
}

/**
 * One kbet for the whole browser run: the built server and site (the root `test` script builds them first)
 * over a fresh embedded PostgreSQL with the demo data. Its mini-game and virtual rounds do not run on the wall
 * clock: the tests run them with engines on clocks they move (support/minigameRounds.ts, virtualRounds.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertPrerequisites();
  const kbet = await startKbet({ env: { MINIGAMES: 'off', VIRTUALS: 'off' } });
  project.provide('kbetUrl', kbet.url);
  project.provide('kbetDatabaseUrl', kbet.databaseUrl);
  return () => kbet.stop();
}
