// Why the slow 1 % of casino callback pairs and withdrawal requests is slow (issue 18's p99 at half the peak, the
// casino bench's two open loops): the casino bench's server with its requests, GC pauses, event-loop delay
// (monitorEventLoopDelay and 1 ms timer stalls) and the libuv threadpool's queue (a 10 ms fs.stat probe: argon2id
// verifications run on that pool) recorded; PostgreSQL with log_checkpoints, log_lock_waits (after 10 ms),
// autovacuum runs and statements over 20 ms in its log; the server's threads' CPU and run-queue wait (/proc
// schedstat). Prints each loop's p50 / p99, the server's own, and the slowest 1 % with whatever overlapped it.
// Not part of `pnpm bench`: a tool, printed. `node scripts/bench/casinoTailProbe.mjs`, and:
// - PROBE_CALLBACK_RATE pairs/s (default 250), PROBE_WITHDRAWAL_RATE requests/s (default 57): the last runs' halves;
// - PROBE_SECONDS per loop (default 15), after 1 s not counted; PROBE_PHASES (default "callbacks,withdrawals");
// - PROBE_SERVER_ENV: "NAME=value,…" for the server process (e.g. UV_THREADPOOL_SIZE=2);
// - PROBE_SERVER_FLAGS: Node flags for it (e.g. --single-threaded-gc, for an A/B of V8's parallel scavenges).
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { fmt, load, openSchedule, percentile, postgresCpuMs } from './benchLoops.mjs';
import { apiClient } from './betting.bench.mjs';
import { callbackPair, casinoBenchDatabase, SECRET, withdrawalSender } from './casino.bench.mjs';
import { SERVER_STALL_RECORDER } from './serverStallRecorder.mjs';

const RATES = {
  callbacks: Number(process.env.PROBE_CALLBACK_RATE ?? 250),
  withdrawals: Number(process.env.PROBE_WITHDRAWAL_RATE ?? 57),
};
const SECONDS = Number(process.env.PROBE_SECONDS ?? 15);
const WARMUP_MS = 1_000;
const PHASES = (process.env.PROBE_PHASES ?? 'callbacks,withdrawals').split(',');
const MEMBERS = 64;

// The casino bench's server, recording what could stall a request, in epoch ms, sent back on 'dump'.
const SERVER_ENTRY = `
import { stat } from 'node:fs';
import { PerformanceObserver, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp, createSql, loadConfig, warmPool } from './lib.mjs';
${SERVER_STALL_RECORDER}
// The threadpool's queue: an fs.stat every 10 ms waits behind whatever occupies the pool's threads.
const pool = [];
setInterval(() => { const t0 = performance.now(); stat(import.meta.filename, () => pool.push({ at: epoch(t0), ms: performance.now() - t0 })); }, 10).unref();
const lag = monitorEventLoopDelay({ resolution: 1 });
const requests = [];
const sql = createSql(process.env.BENCH_DATABASE_URL, { max: 16 });
const config = { ...loadConfig({}), logLevel: 'silent', casinoSimulatorSecret: process.env.BENCH_CASINO_SECRET };
const app = await buildApp({ sql, config, logger: false });
// As the server's start does (main.ts): every pool connection open before the first request.
await warmPool(sql);
await app.listen({ host: '127.0.0.1', port: 0 });
app.server.prependListener('request', (req, res) => {
  const t0 = performance.now();
  const pair = req.headers['x-bench-pair'];
  res.once('finish', () => requests.push({ at: epoch(t0), ms: performance.now() - t0, pair, status: res.statusCode }));
});
process.send({ port: app.server.address().port });
process.on('message', async (message) => {
  if (message === 'start') { lag.reset(); lag.enable(); return process.send({}); }
  if (message === 'dump') {
    lag.disable();
    return process.send({ gc: gc.splice(0), stalls: stalls.splice(0), pool: pool.splice(0), requests: requests.splice(0), lag: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 } });
  }
  await app.close(); await sql.end({ timeout: 5 }); process.exit(0);
});
`;

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const pgLog = [];
const bench = await casinoBenchDatabase(root, {
  members: MEMBERS,
  // Enough for every withdrawal the loop sends, its warm-up's included.
  withdrawers: PHASES.includes('withdrawals')
    ? Math.ceil(RATES.withdrawals * (SECONDS + WARMUP_MS / 1000)) + 10
    : 0,
  onLog: (text) => {
    for (const line of text.split('\n')) if (line.trim()) pgLog.push(line);
  },
  settings: {
    log_checkpoints: 'on',
    log_lock_waits: 'on',
    deadlock_timeout: '10ms',
    log_autovacuum_min_duration: '0',
    log_min_duration_statement: '20',
  },
});
const { out, url, dataDir, members: spread, withdrawers } = bench;
let child;
try {
  await bench.setupSql`ANALYZE`;
  writeFileSync(join(out, 'tailServer.mjs'), SERVER_ENTRY);
  const serverEnv = Object.fromEntries(
    (process.env.PROBE_SERVER_ENV ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
  child = fork(join(out, 'tailServer.mjs'), [], {
    env: { ...process.env, ...serverEnv, BENCH_DATABASE_URL: url, BENCH_CASINO_SECRET: SECRET },
    execArgv: (process.env.PROBE_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ask = (message) =>
    new Promise((done) => {
      child.once('message', done);
      child.send(message);
    });
  const { port } = await new Promise((done) => child.once('message', done));
  const pid = child.pid;
  // Each server thread's CPU and run-queue wait (ns): the main thread, the libuv pool's workers, V8's helpers.
  const threads = () => {
    const byName = {};
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        const key = tid === String(pid) ? 'main' : name;
        byName[key] ??= { run: 0, wait: 0, count: 0 };
        byName[key].run += run / 1e6;
        byName[key].wait += wait / 1e6;
        byName[key].count += 1;
      } catch {}
    }
    return byName;
  };

  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let round = 0;
  // The pair's id on its record: the server's own time for the pair is its requests' sum under that id.
  const pair = async (i, record) => {
    round += 1;
    record.pair = `probe-${round}`;
    await callbackPair(agent, port, spread[(i * 7919) % spread.length], record.pair);
  };
  const post = apiClient([port], 64, '/charge');
  const withdraw = withdrawalSender(withdrawers)(post);

  for (const phase of PHASES) {
    const rate = RATES[phase];
    const once = phase === 'callbacks' ? pair : withdraw;
    const logFrom = pgLog.length;
    await ask('start');
    const threadsBefore = threads();
    const postgresBefore = postgresCpuMs(dataDir);
    const runWait = [];
    let lastWait = threadsBefore.main.wait;
    const waitSampler = setInterval(() => {
      const now = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
      runWait.push({ at: performance.timeOrigin + performance.now(), ms: now - lastWait });
      lastWait = now;
    }, 20);
    const lag = monitorEventLoopDelay({ resolution: 1 });
    lag.enable();
    const warm = Math.floor((rate * WARMUP_MS) / 1_000);
    const { records } = await openSchedule({ rate, total: warm + Math.floor(rate * SECONDS), warm }, once);
    clearInterval(waitSampler);
    lag.disable();
    const threadsAfter = threads();
    const postgresMs = postgresCpuMs(dataDir) - postgresBefore;
    const dump = await ask('dump');
    const t0 = records[0].due;

    const done = records.filter((r) => !r.error);
    const ms = done.map((r) => r.ms).sort((a, b) => a - b);
    const counted = dump.requests.filter((q) => q.at >= t0);
    // A pair's server time is its two requests' sum; a withdrawal's is its one request's.
    const perUnit = new Map();
    for (const q of counted) perUnit.set(q.pair ?? q.at, (perUnit.get(q.pair ?? q.at) ?? 0) + q.ms);
    const own = [...perUnit.values()].sort((a, b) => a - b);
    console.log(
      `\n${phase} at ${rate}/s for ${SECONDS} s: p50 ${fmt(percentile(ms, 50), 1)} p99 ${fmt(percentile(ms, 99), 1)} max ${fmt(ms.at(-1), 1)} ms, ${records.length - done.length} errors${records.find((r) => r.error) ? ` (${records.find((r) => r.error).error})` : ''}; server's own per ${phase === 'callbacks' ? 'pair' : 'request'} p50 ${fmt(percentile(own, 50), 1)} p99 ${fmt(percentile(own, 99), 1)} ms; load ${fmt(load(), 2)}`,
    );
    console.log(
      `  server loop delay p50 ${fmt(dump.lag.p50, 1)} p99 ${fmt(dump.lag.p99, 1)} max ${fmt(dump.lag.max, 1)} ms; generator's p99 ${fmt(lag.percentile(99) / 1e6, 1)} max ${fmt(lag.max / 1e6, 1)} ms`,
    );
    const poolMs = dump.pool
      .filter((p) => p.at >= t0)
      .map((p) => p.ms)
      .sort((a, b) => a - b);
    console.log(
      `  threadpool probe (fs.stat) p50 ${fmt(percentile(poolMs, 50), 1)} p99 ${fmt(percentile(poolMs, 99), 1)} max ${fmt(poolMs.at(-1), 1)} ms`,
    );
    const units = records.length + warm;
    const threadLine = Object.entries(threadsAfter)
      .map(([name, t]) => {
        const b = threadsBefore[name] ?? { run: 0, wait: 0 };
        return `${name}×${t.count} cpu ${fmt((t.run - b.run) / units, 2)} wait ${fmt((t.wait - b.wait) / units, 2)}`;
      })
      .join('; ');
    console.log(
      `  per ${phase === 'callbacks' ? 'pair' : 'request'} ms: ${threadLine}; PostgreSQL cpu ${fmt(postgresMs / units, 2)}`,
    );
    const gcIn = dump.gc.filter((g) => g.at >= t0);
    console.log(
      `  GC ${gcIn.length} pauses, ${fmt(
        gcIn.reduce((s, g) => s + g.ms, 0),
        0,
      )} ms, max ${fmt(Math.max(0, ...gcIn.map((g) => g.ms)), 1)} ms; loop stalls > 6 ms ${dump.stalls.filter((s) => s.at >= t0).length}`,
    );
    // Per kind (1 scavenge, 2 minor mark-sweep, 4 mark-compact, 8 incremental marking, 16 weak callbacks).
    const kinds = [...new Set(gcIn.map((g) => g.kind))].sort((a, b) => a - b);
    for (const kind of kinds) {
      const pauses = gcIn.filter((g) => g.kind === kind).map((g) => g.ms);
      console.log(`    gc kind ${kind}: ${pauses.length}, max ${fmt(Math.max(...pauses), 1)} ms`);
    }
    const stamp = (line) => {
      const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) (\w+)/.exec(line);
      return m ? Date.parse(`${m[1].replace(' ', 'T')}Z`) : Number.NaN;
    };
    const logged = pgLog.slice(logFrom);
    const events = [];
    let checkpointFrom;
    for (const line of logged) {
      const at = stamp(line);
      if (line.includes('checkpoint starting')) checkpointFrom = at;
      else if (line.includes('checkpoint complete'))
        events.push({ what: 'checkpoint', from: checkpointFrom ?? at, to: at });
      else if (/automatic (vacuum|analyze)/.test(line))
        events.push({ what: `autovacuum ${/of table "([^"]+)"/.exec(line)?.[1]}`, from: at - 1_000, to: at });
      else if (line.includes('still waiting for') || line.includes('acquired'))
        events.push({ what: `lock ${line.slice(24, 140)}`, from: at - 10, to: at });
      else if (/duration: ([\d.]+) ms/.test(line)) {
        const d = Number(/duration: ([\d.]+) ms/.exec(line)[1]);
        events.push({
          what: `slow statement ${fmt(d, 0)} ms ${line.slice(line.indexOf('statement:') + 11, line.indexOf('statement:') + 70)}`,
          from: at - d,
          to: at,
        });
      }
    }
    // What the lock waits waited for: the relation and the statement's context lines that follow each.
    const waitedOn = {};
    logged.forEach((line, i) => {
      if (!line.includes('still waiting for')) return;
      const context = logged.slice(i + 1, i + 4).join(' ');
      const where =
        /(while [a-z ]+ tuple \([^)]*\) in relation "[^"]+")/.exec(context)?.[1]?.replace(/\([^)]*\)/, '') ??
        /SQL statement "([^"]{0,60})/.exec(context)?.[1] ??
        'unknown';
      waitedOn[where] = (waitedOn[where] ?? 0) + 1;
    });
    if (Object.keys(waitedOn).length)
      console.log(`  lock waits over 10 ms by where: ${JSON.stringify(waitedOn)}`);
    writeFileSync(join(out, `casinoTail-${phase}.log`), logged.join('\n'));
    console.log(
      `  PostgreSQL: ${events.filter((e) => e.what === 'checkpoint').length} checkpoints, ${events.filter((e) => e.what.startsWith('autovacuum')).length} autovacuum runs, ${events.filter((e) => e.what.startsWith('lock')).length} lock-wait lines, ${events.filter((e) => e.what.startsWith('slow')).length} statements over 20 ms`,
    );
    const spans = [
      ...events,
      ...gcIn
        .filter((g) => g.ms >= 2)
        .map((g) => ({ what: `gc ${g.kind} ${fmt(g.ms, 1)} ms`, from: g.at, to: g.at + g.ms })),
      ...dump.stalls.map((s) => ({ what: `loop stall ${fmt(s.ms, 0)} ms`, from: s.at, to: s.at + s.ms })),
      ...dump.pool
        .filter((p) => p.ms >= 10)
        .map((p) => ({ what: `pool queue ${fmt(p.ms, 0)} ms`, from: p.at, to: p.at + p.ms })),
      ...runWait
        .filter((w) => w.ms >= 5)
        .map((w) => ({ what: `main waited ${fmt(w.ms, 0)} ms for a core`, from: w.at - 20, to: w.at })),
    ];
    const slowest = [...done].sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(done.length / 100));
    const tally = {};
    for (const r of slowest.sort((a, b) => a.due - b.due)) {
      const over = spans.filter((e) => e.to >= r.due && e.from <= r.due + r.ms);
      const tags = [...new Set(over.map((e) => e.what.split(' ')[0]))];
      if (r.late > 5) tags.push('sent-late');
      const tag = tags.sort().join('+') || 'none';
      tally[tag] = (tally[tag] ?? 0) + 1;
      const biggest = (kind) =>
        Math.max(0, ...over.filter((e) => e.what.startsWith(kind)).map((e) => e.to - e.from));
      console.log(
        `  +${fmt((r.due - t0) / 1000, 2)} s ${fmt(r.ms, 1)} ms (late ${fmt(r.late, 1)}${r.pair ? `, server ${fmt(perUnit.get(r.pair), 1)}` : ''}): ${tag}; longest stall ${fmt(biggest('loop'), 0)}, pool queue ${fmt(biggest('pool'), 0)} ms${
          over.some((e) => /^(checkpoint|autovacuum|lock|slow)/.test(e.what))
            ? `; ${over
                .filter((e) => /^(checkpoint|autovacuum|lock|slow)/.test(e.what))
                .map((e) => e.what)
                .join('; ')}`
            : ''
        }`,
      );
    }
    console.log(`  the slowest 1 % by what overlapped: ${JSON.stringify(tally)}`);
  }
  agent.destroy();
} finally {
  if (child && child.exitCode === null) {
    child.send('stop');
    await new Promise((done) => child.once('exit', done));
  }
  await bench.close();
}
