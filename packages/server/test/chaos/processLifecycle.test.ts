import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql } from '../../src/db/createSql';
import { KbetProcess } from './support/kbetProcess';

/** Only a guard against a hung request: the assertions below are on what happened, not on how long it took. */
const HEALTH_GUARD_MS = 10_000;

// One data directory for the file (initdb once); each test starts the server if the previous one stopped it.
describe('server process lifecycle (issue 11: restart after kill -9, database supervision, bounded shutdown)', {
  timeout: 240_000,
}, () => {
  let kbet: KbetProcess;
  beforeAll(async () => {
    kbet = await KbetProcess.create();
  });
  afterAll(() => kbet.dispose());
  const ensureStarted = async () => {
    if (!kbet.running) await kbet.start();
  };

  it('starts again after kill -9 of node, stopping the postmaster the killed run left on the data directory', async () => {
    await ensureStarted();
    const orphan = await kbet.postmasterPid();
    expect(orphan).toBeDefined();

    await kbet.killNode();
    // The killed node's postmaster still holds the data directory: the next start must deal with it alone.
    expect(await KbetProcess.alive(orphan ?? 0)).toBe(true);
    await kbet.start();

    expect(await KbetProcess.alive(orphan ?? 0)).toBe(false);
    const fresh = await kbet.postmasterPid();
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(orphan);
    expect(kbet.log).toContain(`Stopped PostgreSQL (pid ${orphan})`);
  });

  it("answers /health with 503 from the probe's own time-out while the database does not answer, and 200 once it does again", async () => {
    await ensureStarted();
    await kbet.freezePostmaster(true);
    try {
      // The 503 comes while the database is still frozen (it thaws only below), and it is the probe's own
      // time-out that answers it (its 500 ms timer, on the server's clock), not a connection error or the
      // pool's: the old probe, which waited for the pool, fails the second.
      const unreachable = kbet.nextLogLine('database unreachable');
      const status = await kbet.health(HEALTH_GUARD_MS);
      expect(status).toBe(503);
      expect(await unreachable).toContain('database did not answer within 500 ms');
    } finally {
      await kbet.freezePostmaster(false);
    }
    await kbet.waitHealthy();
  });

  it('restarts its database after kill -9 of the postmaster, and the pool reconnects on the same port', async () => {
    await ensureStarted();
    const url = await kbet.databaseUrl();

    const killed = await kbet.killPostmaster();
    // Meanwhile /health answers at once: 503 while the supervisor restarts the cluster, 200 if it already has.
    expect([503, 200]).toContain(await kbet.health(HEALTH_GUARD_MS));

    await kbet.waitHealthy();
    const restarted = await kbet.postmasterPid();
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(killed);
    expect(await kbet.databaseUrl()).toBe(url);
    const login = await fetch(`${kbet.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'member01', password: 'kbet1234' }),
    });
    expect(login.status, await login.text()).toBe(200);
  });

  it('SIGTERM stops node (exit 0) and its database even while the database is being restarted', async () => {
    await ensureStarted();
    await kbet.killPostmaster();

    const exit = await kbet.terminate();

    expect(exit).toEqual({ code: 0, signal: null });
    expect(await kbet.postmasterPid()).toBeUndefined();
  });

  it('SIGTERM with clients connected ends the pool, stops Postgres and exits 0', async () => {
    await ensureStarted();
    const client = createSql(await kbet.databaseUrl(), { max: 1 });
    await client`SELECT 1`;
    const postmaster = await kbet.postmasterPid();

    const exit = await kbet.terminate();
    await client.end({ timeout: 1 });

    expect(exit).toEqual({ code: 0, signal: null });
    expect(await KbetProcess.alive(postmaster ?? 0)).toBe(false);
  });
});
