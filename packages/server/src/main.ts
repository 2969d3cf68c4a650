import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import type { App } from './appTypes';
import { loadConfig } from './config';
import { createSql, type Sql } from './db/createSql';
import { migrate } from './db/migrate';
import { type SupervisedPostgres, superviseEmbeddedPostgres } from './db/superviseEmbeddedPostgres';
import { warmPool } from './db/warmPool';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_REFERRAL_CODE, seedDemoData } from './demo/seedDemoData';
import { createMinigameEngine } from './domain/minigame/createMinigameEngine';
import { createVirtualEngine } from './domain/virtuals/createVirtualEngine';
import { isDatabaseUnavailable } from './errors/isDatabaseUnavailable';
import { shutdown } from './shutdown';
import {
  type RunningSimulator,
  simulatorOptionsFromEnv,
  startSimulator,
} from './simulators/feed/startSimulator';
import { selectReactProductionBuild } from './web/selectReactProductionBuild';

const DATABASE = 'kbet';

/** KBET_WORKERS: HTTP worker processes over the one database (node:cluster); 1 (the default) runs no cluster. */
const WORKERS = Math.max(1, Math.floor(Number(process.env.KBET_WORKERS ?? 1)) || 1);
/** Set by the cluster's primary: the one worker that runs the engines (odds feed, settlement, rounds). */
const ENGINES = process.env.KBET_ENGINES !== 'off';

let embedded: SupervisedPostgres | undefined;
let sql: Sql | undefined;
let app: App | undefined;
let simulator: RunningSimulator | undefined;
let stopMinigames: (() => Promise<void>) | undefined;
let stopVirtuals: (() => Promise<void>) | undefined;
let stopping = false;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Closes what was opened, newest first, each step bounded: odds feed, HTTP server, pool, embedded PostgreSQL. */
async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await shutdown(
    [
      { name: 'mini-game rounds', run: () => stopMinigames?.(), timeoutMs: 2_000 },
      { name: 'virtual rounds', run: () => stopVirtuals?.(), timeoutMs: 2_000 },
      { name: 'odds feed', run: () => simulator?.stop(), timeoutMs: 2_000 },
      { name: 'HTTP server', run: () => app?.close(), timeoutMs: 3_000 },
      { name: 'database pool', run: () => sql?.end({ timeout: 2 }), timeoutMs: 3_000 },
      { name: 'embedded PostgreSQL', run: () => embedded?.stop(), timeoutMs: 20_000 },
    ],
    log,
  );
  process.exit(exitCode);
}

async function databaseUrl(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  process.stderr.write(`Starting embedded PostgreSQL (data: ${dataDir})…\n`);
  // Supervised: restarted on its port if it dies, and a postmaster left by a killed earlier run is stopped first.
  embedded = await superviseEmbeddedPostgres({ dataDir, onEvent: log });
  const admin = createSql(embedded.adminUrl, { max: 1 });
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${DATABASE}`;
  await admin.end();
  if (!exists) await embedded.createDatabase(DATABASE);
  return embedded.urlFor(DATABASE);
}

/** Starts kbet: database (embedded unless DATABASE_URL), migrations, demo seed, HTTP server. */
async function main(): Promise<void> {
  selectReactProductionBuild(process.env);
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  process.on('unhandledRejection', (reason) => {
    // When the postmaster dies, postgres.js rejects every query still queued on the lost connections; one
    // pipelined but not yet awaited has nobody to hear it. Its request or tick has already failed (503), and
    // the supervisor is bringing the database back, so that must not end the process serving everyone else.
    // Any other unhandled rejection is a bug: shut down cleanly and let the process manager restart us.
    if (isDatabaseUnavailable(reason)) {
      log(
        `A query was lost with its database connection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
      );
      return;
    }
    log(
      `Unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
    void stop(1);
  });

  const config = loadConfig();
  sql = createSql(await databaseUrl(config.databaseUrl, config.dataDir));
  const { applied } = await migrate(sql);
  if (applied.length > 0) process.stderr.write(`Applied migrations: ${applied.join(', ')}\n`);
  const { seeded } = config.seedDemo ? await seedDemoData(sql) : { seeded: false };

  app = await buildApp({ sql, config });
  // Every pool connection open before the first request, not in the middle of the first burst (db/warmPool.ts).
  await warmPool(sql);
  await app.listen({ host: config.host, port: config.port });
  // The embedded odds feed starts once the routes' feed listeners (settlement, live push) are in place.
  const feed = simulatorOptionsFromEnv(process.env);
  if (feed.enabled && ENGINES)
    simulator = await startSimulator({
      sql,
      clock: app.clock,
      seed: feed.seed,
      speed: feed.speed,
      warmUpMs: feed.warmUpMs,
    });

  // Mini-game rounds run on the server's timer here only (tests drive the engine's tick themselves).
  const minigamesOn = ENGINES && process.env.MINIGAMES !== 'off';
  if (minigamesOn) {
    const engine = createMinigameEngine({
      sql,
      clock: app.clock,
      onError: (error) => app?.log.error({ err: error }, 'mini-game tick failed'),
    });
    stopMinigames = engine.start();
  }
  // Virtual leagues likewise (VIRTUALS=off stops them).
  const virtualsOn = ENGINES && process.env.VIRTUALS !== 'off';
  if (virtualsOn) {
    stopVirtuals = createVirtualEngine({
      sql,
      clock: app.clock,
      onError: (error) => app?.log.error({ err: error }, 'virtual tick failed'),
    }).start();
  }

  const url = `http://localhost:${config.port}`;
  const lines = [
    `kbet server: ${url}  (API docs ${url}/docs, health ${url}/health)`,
    ...(cluster.isWorker
      ? [
          `Worker ${cluster.worker?.id} (pid ${process.pid}) of ${WORKERS}: ${ENGINES ? 'serves and runs the engines (odds feed, settlement, rounds)' : 'serves only'}.`,
        ]
      : []),
    ...(seeded ? ['Demo data seeded into an empty database.'] : []),
    `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((account) => account.userId).join(', ')}`,
    `Referral code ${DEMO_REFERRAL_CODE}. All money is play money.`,
    !ENGINES
      ? 'Odds feed, mini-games and virtual sports: run by another worker.'
      : feed.enabled
        ? `Odds feed: simulator (seed ${feed.seed}, matches at ${feed.speed}× speed${simulator?.isLeader() ? '' : ', standing by'}).`
        : 'Odds feed: off (FEED_SIMULATOR=off).',
    ...(ENGINES
      ? [
          minigamesOn
            ? 'Mini-games: every game’s rounds are live (MINIGAMES=off to stop them).'
            : 'Mini-games: off.',
          virtualsOn
            ? 'Virtual sports: every league is live (VIRTUALS=off to stop them).'
            : 'Virtual sports: off.',
        ]
      : []),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

/**
 * The cluster's primary (KBET_WORKERS > 1): owns the embedded PostgreSQL, migrates and seeds once, then forks
 * the HTTP workers, which share the port (node:cluster hands out the connections). Exactly one worker runs
 * the engines; a worker that dies is forked again in its role. What the workers share lives in PostgreSQL
 * (sessions, idempotency keys, balances, live events with LISTEN/NOTIFY), and the casino simulator's
 * secret is handed to all of them, so a callback signed by one verifies on another.
 */
async function primary(): Promise<void> {
  const workers = new Map<Worker, NodeJS.ProcessEnv>();
  const stopCluster = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const exited = [...workers.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
    );
    for (const worker of workers.keys()) worker.process.kill('SIGTERM');
    await shutdown(
      [
        { name: 'workers', run: () => Promise.all(exited), timeoutMs: 15_000 },
        { name: 'embedded PostgreSQL', run: () => embedded?.stop(), timeoutMs: 20_000 },
      ],
      log,
    );
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stopCluster(0));
  process.once('SIGTERM', () => void stopCluster(0));

  const config = loadConfig();
  const url = await databaseUrl(config.databaseUrl, config.dataDir);
  const setup = createSql(url, { max: 1 });
  try {
    const { applied } = await migrate(setup);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemo) await seedDemoData(setup);
  } finally {
    await setup.end({ timeout: 2 });
  }
  const shared = { DATABASE_URL: url, CASINO_SIM_SECRET: config.casinoSimulatorSecret };
  const fork = (env: NodeJS.ProcessEnv) => workers.set(cluster.fork(env), env);
  cluster.on('exit', (worker, code, signal) => {
    const env = workers.get(worker);
    workers.delete(worker);
    if (stopping || !env) return;
    log(`Worker ${worker.id} exited (${signal ?? code}); starting another in its place.`);
    fork(env);
  });
  for (let index = 0; index < WORKERS; index += 1)
    fork({ ...shared, KBET_ENGINES: index === 0 ? 'on' : 'off' });
}

const start = cluster.isPrimary && WORKERS > 1 ? primary : main;
start().catch((error: unknown) => {
  process.stderr.write(
    `kbet server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  void stop(1);
});
