// Live push delivery (issue 4): the real server (packages/server/dist, rebuilt when older than its sources) runs
// as LIVE_BENCH_PROCESSES processes (default 1) on one embedded PostgreSQL in a temp dir; LIVE_BENCH_CLIENTS
// (default 2,000) SSE clients on loopback are spread over them and over two client worker threads, so that
// parsing their frames does not hold up the publisher. Events are published from the main thread the way
// publishers outside a business transaction do (insert + NOTIFY kbet_live_pending in one transaction, as
// publishLiveEventsNow): publish → sequencer → NOTIFY kbet_live → every server process's fan-out.
// Measured: a burst of LIVE_BENCH_EVENTS (default 200) events as fast as 4 connections commit them (delivered
// messages/s, publish-to-receive latency including queueing), then steady 5 and 20 events/s on the same path
// and 5 events/s on the in-transaction path (events written inside a business transaction that announces nothing,
// numbered at the server's next wake-up from another write or by its 1 s safety poll). Every client's frames are
// checked for loss, order and the prev chain.
//
// The server runs its engines as in production, so its streams also carry the feed simulator's own odds frames:
// only the bench's events (odds ids `bench-<n>`) are counted, and the waits for delivery wait for those. Counting
// every odds frame let the simulator's frames stand in for the bench's, so a wait could end before the last
// events arrived (the seventeenth pass; docs/benchmarks.md).

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildServerIfStale, freePort, fromServer, startPostgres } from '../lib/kbetServer.mjs';
import { percentile } from './benchLoops.mjs';

const CLIENTS = Number(process.env.LIVE_BENCH_CLIENTS ?? 2000);
const PROCESSES = Number(process.env.LIVE_BENCH_PROCESSES ?? 1);
const BURST = Number(process.env.LIVE_BENCH_EVENTS ?? 200);
const CLIENT_WORKERS = 2;
/** Connections publishing the burst at once, one event per commit. */
const PUBLISHERS = 4;
/** Steady publishing rates (events/s): light, and 40,000 messages/s to 2,000 clients. */
const LIGHT_RATE = 5;
const BUSY_RATE = 20;
const STEADY_SECONDS = 3;
/** The whole run stops waiting after this long and reports what arrived. */
const DEADLINE_MS = 120_000;
/** The odds id prefix of the bench's own events: what the clients count, apart from the feed simulator's frames. */
const BENCH_ODDS = 'bench-';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Milliseconds on a clock shared by the main thread and the workers. */
const now = () => performance.timeOrigin + performance.now();

// ---- client worker: holds its share of the SSE streams and reports what arrived when -------------------------

if (!isMainThread && workerData?.liveBenchClients) {
  const { urls, count, offset } = workerData;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const received = new Map(); // event number → receive times
  const clients = [];
  /** The bench's events received, over all clients (the feed simulator's are counted apart). */
  let events = 0;
  let feedFrames = 0;

  const connect = (url) =>
    new Promise((resolve, reject) => {
      const client = {
        ready: false,
        lastSeq: null,
        broken: 0,
        request: null,
        finished: false,
        endedEarly: false,
      };
      client.request = http.get(url, { agent }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
        res.setEncoding('utf8');
        // A stream the server ends or drops (a client too slow for LIVE_MAX_BUFFERED_BYTES) misses what follows:
        // reported, since these clients do not resume.
        res.on('close', () => {
          if (!client.finished) client.endedEarly = true;
        });
        let buffer = '';
        res.on('data', (chunk) => {
          const at = now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const data = frame.indexOf('data: ');
            if (data < 0) continue;
            const message = JSON.parse(frame.slice(data + 6));
            if (client.lastSeq !== null && message.prev !== client.lastSeq) client.broken += 1;
            client.lastSeq = message.seq;
            if (message.type === 'ready') client.ready = true;
            else if (message.type === 'odds' && !message.data.changes[0]?.oddsId.startsWith(BENCH_ODDS))
              feedFrames += 1;
            else if (message.type === 'odds') {
              events += 1;
              const k = message.data.fixtureId;
              const times = received.get(k);
              if (times) times.push(at);
              else received.set(k, [at]);
            }
          }
        });
        resolve(client);
      });
      client.request.on('error', reject);
    });

  for (let i = 0; i < count; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 100); j++) batch.push(connect(urls[(offset + j) % urls.length]));
    clients.push(...(await Promise.all(batch)));
  }
  while (!clients.every((c) => c.ready)) await sleep(20);
  parentPort.postMessage({ type: 'ready' });
  const progress = setInterval(() => parentPort.postMessage({ type: 'progress', events }), 50);
  parentPort.on('message', (message) => {
    if (message !== 'finish') return;
    clearInterval(progress);
    for (const client of clients) {
      client.finished = true;
      client.request.destroy();
    }
    parentPort.postMessage({
      type: 'result',
      received: [...received],
      broken: clients.reduce((n, c) => n + c.broken, 0),
      endedEarly: clients.filter((c) => c.endedEarly).length,
      feedFrames,
    });
  });
}

// ---- main thread ------------------------------------------------------------------------------------------------

const ms = (n) => `${n.toFixed(1)} ms`;

async function waitFor(check, what, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function startServer(root, databaseUrl, index) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Start-up notices stay out of the report; they are shown if the server fails.
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const server = { child, url: `http://127.0.0.1:${port}` };
  const healthy = () =>
    new Promise((resolve) => {
      http
        .get(`${server.url}/health`, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
  const until = Date.now() + 60_000;
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`server ${index} exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > until) throw new Error(`server ${index} did not become healthy:\n${stderr}`);
    await sleep(100);
  }
  return server;
}

const stopServer = ({ child }) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

export async function run({ root }) {
  buildServerIfStale(root);
  const { default: postgres } = await fromServer('postgres');

  // mkdtemp itself (not a root-only parent) so the postgres user can own the data directory.
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-live-bench-'));
  let pg;
  const servers = [];
  const workers = [];
  let sql;
  try {
    const cluster = await startPostgres(dataDir);
    pg = cluster.pg;
    const databaseUrl = cluster.url;
    // The first process migrates and seeds; the others join the same database.
    for (let i = 0; i < PROCESSES; i++) servers.push(await startServer(root, databaseUrl, i));
    sql = postgres(databaseUrl, { max: PUBLISHERS, onnotice: () => {} });

    const connectStart = now();
    const urls = servers.map((s) => `${s.url}/live/stream`);
    const progress = new Array(CLIENT_WORKERS).fill(0);
    const results = [];
    const share = Math.ceil(CLIENTS / CLIENT_WORKERS);
    await Promise.all(
      Array.from({ length: CLIENT_WORKERS }, (_, w) => {
        const worker = new Worker(fileURLToPath(import.meta.url), {
          workerData: {
            liveBenchClients: true,
            urls,
            offset: w * share,
            count: Math.min(share, CLIENTS - w * share),
          },
        });
        workers.push(worker);
        worker.on('message', (message) => {
          if (message.type === 'progress') progress[w] = message.events;
          if (message.type === 'result') results[w] = message;
        });
        return new Promise((resolve, reject) => {
          worker.once('error', reject);
          worker.on('message', (message) => message.type === 'ready' && resolve());
        });
      }),
    );
    const connectMs = now() - connectStart;

    const published = new Map(); // event number → publish time
    let next = 1;
    const oddsData = (k) => ({
      fixtureId: k,
      changes: [{ oddsId: `${BENCH_ODDS}${k}`, marketId: 1, price: '2.10', version: k, status: 1 }],
    });
    const publishNow = async () => {
      const k = next++;
      published.set(k, now());
      await sql.begin(async (tx) => {
        await tx`INSERT INTO live_events (channel, type, data) VALUES ('odds', 'odds', ${tx.json(oddsData(k))})`;
        await tx`SELECT pg_notify('kbet_live_pending', '')`;
      });
      return k;
    };
    const publishInTransaction = async () => {
      const k = next++;
      published.set(k, now());
      await sql`INSERT INTO live_events (channel, type, data) VALUES ('odds', 'odds', ${sql.json(oddsData(k))})`;
      return k;
    };
    const deliveredSoFar = () => progress.reduce((a, b) => a + b, 0);
    const deadline = Date.now() + DEADLINE_MS;
    const settle = (total) =>
      waitFor(() => deliveredSoFar() >= total, 'deliveries', Math.max(1_000, deadline - Date.now())).catch(
        () => {},
      );

    // Burst.
    const burst = [];
    const burstStart = now();
    let remaining = BURST;
    await Promise.all(
      Array.from({ length: PUBLISHERS }, async () => {
        while (remaining > 0) {
          remaining -= 1;
          burst.push(await publishNow());
        }
      }),
    );
    const publishMs = now() - burstStart;
    await settle(BURST * CLIENTS);

    // Steady rate, both publish paths.
    const steady = async (rate, publish) => {
      const numbers = [];
      const start = now();
      for (let i = 0; i < rate * STEADY_SECONDS; i++) {
        const wait = start + (i * 1000) / rate - now();
        if (wait > 0) await sleep(wait);
        numbers.push(await publish());
      }
      await settle((next - 1) * CLIENTS);
      return numbers;
    };
    const lightNow = await steady(LIGHT_RATE, publishNow);
    const busyNow = await steady(BUSY_RATE, publishNow);
    const lightTx = await steady(LIGHT_RATE, publishInTransaction);
    const expected = (next - 1) * CLIENTS;
    // Late duplicates would show up here.
    await sleep(300);

    await Promise.all(
      workers.map((worker, w) => {
        worker.postMessage('finish');
        return waitFor(() => results[w] !== undefined, 'client results', 30_000);
      }),
    );
    const received = new Map();
    for (const { received: entries } of results) {
      for (const [k, times] of entries) received.set(k, [...(received.get(k) ?? []), ...times]);
    }
    const delivered = (numbers) => numbers.reduce((n, k) => n + (received.get(k)?.length ?? 0), 0);
    const latencies = (numbers) =>
      numbers.flatMap((k) => (received.get(k) ?? []).map((t) => t - published.get(k))).sort((x, y) => x - y);
    const lastReceipt = burst.reduce(
      (last, k) => (received.get(k) ?? []).reduce((a, b) => Math.max(a, b), last),
      0,
    );
    const burstMs = lastReceipt - burstStart;
    const burstLatency = latencies(burst);
    const got = delivered([...published.keys()]);
    const broken = results.reduce((n, r) => n + r.broken, 0);
    const endedEarly = results.reduce((n, r) => n + r.endedEarly, 0);
    const feedFrames = results.reduce((n, r) => n + r.feedFrames, 0);
    const rate = delivered(burst) / (burstMs / 1000);
    const pair = (sorted) => `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;

    return {
      title: `Live push (SSE): ${CLIENTS.toLocaleString('en')} clients, ${PROCESSES} server process${PROCESSES === 1 ? '' : 'es'}, one PostgreSQL`,
      rows: [
        ['clients connected and ready', `${CLIENTS} in ${ms(connectMs)}`, null, null],
        [
          `burst: ${BURST} events published (${PUBLISHERS} connections, 1 commit each)`,
          `${ms(publishMs)} (${Math.round(BURST / (publishMs / 1000))} events/s)`,
          null,
          null,
        ],
        [
          'burst: messages delivered per second',
          `${Math.round(rate).toLocaleString('en')} msg/s (${delivered(burst).toLocaleString('en')} in ${ms(burstMs)})`,
          null,
          null,
        ],
        ['burst: publish-to-receive p50 / p99', pair(burstLatency), null, null],
        [
          `steady ${LIGHT_RATE} events/s (${(LIGHT_RATE * CLIENTS).toLocaleString('en')} msg/s), publish + NOTIFY: p50 / p99`,
          pair(latencies(lightNow)),
          null,
          null,
        ],
        [
          `steady ${BUSY_RATE} events/s (${(BUSY_RATE * CLIENTS).toLocaleString('en')} msg/s), publish + NOTIFY: p50 / p99`,
          pair(latencies(busyNow)),
          null,
          null,
        ],
        [
          `steady ${LIGHT_RATE} events/s, written inside a transaction (next wake-up or 1 s poll): p50 / p99`,
          pair(latencies(lightTx)),
          null,
          null,
        ],
        [
          'every event delivered once to every client, in order, no gap',
          `${got.toLocaleString('en')} of ${expected.toLocaleString('en')}, ${broken} broken chains, ${endedEarly} streams ended early`,
          '100%',
          got === expected && broken === 0 && endedEarly === 0,
        ],
        [
          "the feed simulator's own odds frames delivered meanwhile (not counted above)",
          feedFrames.toLocaleString('en'),
          null,
          null,
        ],
      ],
      notes:
        `The server, PostgreSQL, the publisher and the ${CLIENT_WORKERS} client threads share this machine's ` +
        `${availableParallelism()} cores, so the delivery rate is a floor for what the server alone could push. ` +
        'Latency runs from just before the publishing transaction is sent to the frame reaching its client, so it ' +
        'includes the commit, the sequencer, both NOTIFYs, the fan-out and the client parse; a burst adds its own queueing. ' +
        'Other jobs running on the machine move these figures by a factor of two or three between runs. ' +
        'LIVE_BENCH_PROCESSES=2 runs two server processes on the same database (cross-process fan-out).',
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
    await sql?.end({ timeout: 5 }).catch(() => {});
    await Promise.all(servers.map(stopServer));
    await pg?.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}
