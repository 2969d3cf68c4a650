// Why the slow 1 % of bets is slow (issue 18's p99 at half the peak): the betting bench's API server over a fresh
// embedded PostgreSQL, a history of bets, then an open loop at a fixed rate that records every request (its due
// time, how late the generator sent it, its latency, and the server's own time for it from the first byte to the
// last), next to what could stall it: PostgreSQL's checkpoints and autovacuum runs (its log, with
// log_autovacuum_min_duration = 0), the server's GC pauses and event-loop stalls. Prints the slow requests with
// whatever overlapped each, and the p99 per 5-second window (the bench's measured run is one such window).
// Knobs: TAIL_RATE (bets/s, default 300), TAIL_SECONDS (default 60), TAIL_HISTORY (bets before, default 6000),
// TAIL_SLOW_MS (default 25), TAIL_PG (extra settings for the run, "name=value,name=value", e.g.
// checkpoint_timeout=30s to see timed checkpoints inside the window). The server's main thread's run-queue wait
// (/proc/<pid>/schedstat, sampled every 20 ms) shows when it was ready but had no core: the other work on the machine.
// TAIL_WINDOW_MS (default 5000): the windows' length, each with its GC pauses, the server's wait for a core, the
// sockets it accepted and group commit's calls; TAIL_WARM_SECONDS (default 0): sends at the rate before the counted
// ones, as the bench's 1 s warm-up. The pools' PostgreSQL connections opened after the history are listed with
// when they opened. TAIL_SERVER_FLAGS: Node flags for the server's fork (e.g. "--max-semi-space-size=16" for an A/B of V8's young
// generation). The generator's own loop stalls are recorded like the server's, so a slow request that only the
// generator's late handling of its answer made slow is tagged as such. Inside the server, group commit's batches
// over the loop (its 'kbet:batch-commit' timings channel): calls per bet, each bet's wait in the lanes' queue, each
// call's time with its commit, and the fill waits (how many batches were held back for bets on their way, how long).
//   node scripts/bench/tailProbe.mjs
import { fork } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { fmt, load, openSchedule, percentile, postgresCpuMs } from './benchLoops.mjs';
import { apiClient, benchDatabase, betRequest, seed } from './betting.bench.mjs';
import { SERVER_STALL_RECORDER } from './serverStallRecorder.mjs';

const RATE = Number(process.env.TAIL_RATE ?? 300);
const SECONDS = Number(process.env.TAIL_SECONDS ?? 60);
const HISTORY = Number(process.env.TAIL_HISTORY ?? 6_000);
const SLOW_MS = Number(process.env.TAIL_SLOW_MS ?? 25);
const WINDOW_MS = Number(process.env.TAIL_WINDOW_MS ?? 5_000);
const WARM_SECONDS = Number(process.env.TAIL_WARM_SECONDS ?? 0);

// The bench's server, plus its GC pauses, event-loop stalls (a 1 ms timer that fired late) and each request's
// time inside the server, all in epoch milliseconds, sent back on 'dump'.
const SERVER_ENTRY = `
import { subscribe } from 'node:diagnostics_channel';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { buildApp, createSql, loadConfig, warmPool } from './lib.mjs';
${SERVER_STALL_RECORDER}
const requests = [];
let batches = [];
subscribe('kbet:batch-commit', (timings) => batches.push({ ...timings, at: epoch(performance.now()) }));
const sql = createSql(process.env.BENCH_DATABASE_URL, { max: Number(process.env.BENCH_POOL) });
const app = await buildApp({ sql, config: { ...loadConfig({}), logLevel: 'silent' }, logger: false });
// As the server's start does (main.ts): every pool connection open before the first request. TAIL_COLD_POOL=1 skips
// it, as the server started before the sixteenth pass, for an A/B of connections opened in the loop.
if (!process.env.TAIL_COLD_POOL) await warmPool(sql);
await app.listen({ host: '127.0.0.1', port: 0 });
// The sockets the server accepted (a new keep-alive connection from the generator), in epoch ms.
const sockets = [];
app.server.on('connection', () => sockets.push(epoch(performance.now())));
app.server.prependListener('request', (req, res) => {
  const t0 = performance.now();
  res.once('finish', () => requests.push({ at: epoch(t0), ms: performance.now() - t0 }));
});
process.send({ port: app.server.address().port });
// TAIL_HEAP_SAMPLE=1: V8's sampling heap profiler over the open loop, objects the GC has since freed included, so
// its sizes are what each function allocated; TAIL_HEAP_SAMPLE=live: only what is still live when the loop ends
// (what each function's allocations kept); TAIL_HEAP_SAMPLE=promoted: what outlived the scavenges, live at the end
// or freed since by a mark-compact (the objects promoted to the old generation, whose deaths feed the mark-compacts).
const inspector = process.env.TAIL_HEAP_SAMPLE ? new (await import('node:inspector/promises')).Session() : null;
inspector?.connect();
process.on('message', async (message) => {
  if (message === 'sample') {
    // The open loop starts: its batches only.
    batches = [];
    await inspector?.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: process.env.TAIL_HEAP_SAMPLE !== 'live',
      includeObjectsCollectedByMinorGC: !['live', 'promoted'].includes(process.env.TAIL_HEAP_SAMPLE),
    });
    return process.send({ sampling: Boolean(inspector) });
  }
  if (message === 'sampled') {
    // What a scavenge would free now (this loop's last bets) did not outlive the scavenges: one first.
    if (process.env.TAIL_HEAP_SAMPLE === 'promoted') {
      (await import('node:v8')).setFlagsFromString('--expose-gc');
      (await import('node:vm')).runInNewContext('gc')({ type: 'minor' });
    }
    const { profile } = inspector ? await inspector.post('HeapProfiler.stopSampling') : {};
    return process.send({ profile });
  }
  if (message === 'cpu') return process.send({ cpu: process.cpuUsage() });
  if (message === 'dump') return process.send({ gc, stalls, requests, batches, sockets, timeOrigin: performance.timeOrigin });
  await app.close(); await sql.end({ timeout: 5 }); process.exit(0);
});
`;

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const pgLog = [];
// On the postmaster's command line, where they outrank the embedded defaults (ALTER SYSTEM would not).
const settings = Object.fromEntries(
  (process.env.TAIL_PG ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
const bench = await benchDatabase(root, {
  onLog: (text) => {
    for (const line of text.split('\n')) if (line.trim()) pgLog.push(line);
  },
  settings,
});
const { lib, out, url, setupSql } = bench;
let server;
try {
  await setupSql`ALTER SYSTEM SET log_autovacuum_min_duration = 0`;
  await setupSql`ALTER SYSTEM SET log_checkpoints = on`;
  await setupSql`SELECT pg_reload_conf()`;
  const effective = await setupSql`
    SELECT name, setting, unit FROM pg_settings WHERE name IN ('checkpoint_timeout', 'max_wal_size', 'wal_buffers',
      'shared_buffers', 'full_page_writes', 'autovacuum_naptime', 'synchronous_commit', 'wal_compression',
      'checkpoint_completion_target', 'bgwriter_lru_maxpages', 'io_method')`;
  console.log(effective.map((s) => `${s.name}=${s.setting}${s.unit ?? ''}`).join(' '));
  const { members, bettings } = await seed(lib, setupSql);
  const spread = members.slice(1);
  writeFileSync(join(out, 'tailServer.mjs'), SERVER_ENTRY);
  const child = fork(join(out, 'tailServer.mjs'), [], {
    env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_POOL: '16' },
    execArgv: (process.env.TAIL_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
    // TAIL_SERVER_LOG: a file for the server's stdout (e.g. with TAIL_SERVER_FLAGS=--trace-gc-nvp, whose lines
    // carry the bytes allocated and promoted since the previous GC, at the server's ms since its start).
    stdio: [
      'ignore',
      process.env.TAIL_SERVER_LOG ? openSync(process.env.TAIL_SERVER_LOG, 'w') : 'ignore',
      'inherit',
      'ipc',
    ],
  });
  server = child;
  const { port } = await new Promise((done) => child.once('message', done));

  // History through the API at 8 clients, as the bench's own warm-up and closed loops fill the tables.
  const history = apiClient([port], 8);
  let next = 0;
  const historyStart = Date.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let n = next++; n < HISTORY; n = next++) {
        const a = spread[n % spread.length];
        await history(a, betRequest(a.member.id, bettings[n % bettings.length]));
      }
    }),
  );
  console.log(`history: ${HISTORY} bets in ${fmt((Date.now() - historyStart) / 1000, 1)} s`);
  const historyEnd = Date.now();
  await setupSql`ANALYZE`;

  // The server's main thread: ready to run but waiting for a core, per 20 ms sample (ns in field 2).
  const runWait = [];
  const schedstat = () => Number(readFileSync(`/proc/${child.pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  let lastWait = schedstat();
  const waitSampler = setInterval(() => {
    const now = schedstat();
    runWait.push({ at: performance.timeOrigin + performance.now(), ms: now - lastWait });
    lastWait = now;
  }, 20);
  // PostgreSQL's WAL per second: full-page images (the first change of a page after a checkpoint starts) and
  // how often a backend found the WAL buffers full and had to write them itself.
  const wal = [];
  const walSampler = setInterval(() => {
    const at = performance.timeOrigin + performance.now();
    setupSql`SELECT wal_fpi AS fpi, wal_bytes AS bytes, wal_buffers_full AS full FROM pg_stat_wal`.then(
      ([row]) => wal.push({ at, ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) }),
    );
  }, 1_000);
  const serverCpuMs = async () => {
    child.send('cpu');
    const { cpu } = await new Promise((done) => child.once('message', done));
    return { total: (cpu.user + cpu.system) / 1_000, system: cpu.system / 1_000 };
  };
  const cpuBefore = await serverCpuMs();
  const postgresBefore = postgresCpuMs(bench.dataDir);
  child.send('sample');
  await new Promise((done) => child.once('message', done));
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  // The generator's own stalls (a 1 ms timer that fired more than 6 ms late), as the server records its own.
  const generatorStalls = [];
  let lastTick = performance.now();
  const stallTimer = setInterval(() => {
    const now = performance.now();
    if (now - lastTick > 6)
      generatorStalls.push({ at: performance.timeOrigin + lastTick, ms: now - lastTick });
    lastTick = now;
  }, 1);
  const api = apiClient([port], 64);
  // TAIL_WARM_SECONDS: sends at the same rate before the counted ones, not recorded (the bench's warm-up is 1 s).
  const warm = Math.floor(RATE * WARM_SECONDS);
  const { records } = await openSchedule(
    { rate: RATE, total: warm + Math.floor(RATE * SECONDS), warm },
    (i) => {
      const a = spread[(i * 7919) % spread.length];
      return api(a, betRequest(a.member.id, bettings[i % bettings.length]));
    },
  );
  clearInterval(waitSampler);
  clearInterval(walSampler);
  clearInterval(stallTimer);
  lag.disable();
  const cpuAfter = await serverCpuMs();
  const postgresAfter = postgresCpuMs(bench.dataDir);
  child.send('sampled');
  const { profile } = await new Promise((done) => child.once('message', done));
  if (profile) {
    // Bytes allocated per bet by the function that allocated them (self), and by package (the script's
    // node_modules package, or the bundle/node internals), the top ones.
    const self = new Map();
    const byPackage = new Map();
    const walk = (node) => {
      const bytes = node.selfSize;
      if (bytes > 0) {
        const { functionName, url, lineNumber } = node.callFrame;
        const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
        self.set(where, (self.get(where) ?? 0) + bytes);
        const pkg =
          /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
          (url.includes('kbet-bench') ? 'kbet (bundle)' : url ? url.split('/').slice(-1)[0] : '(VM)');
        byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
      }
      for (const child of node.children) walk(child);
    };
    walk(profile.head);
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `    ${fmt(v / records.length / 1024, 2)} KB  ${k}`)
        .join('\n');
    const total = [...self.values()].reduce((sum, x) => sum + x, 0);
    console.log(
      `server allocation (sampled${{ live: ', still live at the end', promoted: ', outlived the scavenges' }[process.env.TAIL_HEAP_SAMPLE] ?? ''}) ${fmt(total / records.length / 1024, 1)} KB per bet; by package:`,
    );
    console.log(top(byPackage, 12));
    console.log('by function (self):');
    console.log(top(self, 30));
    writeFileSync(join(out, 'tailProbe.heapprofile'), JSON.stringify(profile));
  }
  child.send('dump');
  const dump = await new Promise((done) => child.once('message', done));

  // PostgreSQL's events as intervals: a checkpoint from its "starting" line to its "complete" line; an
  // autovacuum or autoanalyze ends at its log line and lasted its "elapsed" (or "system usage ... elapsed").
  const stamp = (line) => {
    const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) (\w+)/.exec(line);
    return m ? Date.parse(`${m[1].replace(' ', 'T')}Z`) : Number.NaN;
  };
  const events = [];
  let checkpointStart;
  for (const line of pgLog) {
    const at = stamp(line);
    if (line.includes('checkpoint starting')) checkpointStart = at;
    else if (line.includes('checkpoint complete')) {
      events.push({
        what: `checkpoint (${/wrote (\d+) buffers/.exec(line)?.[1]} buffers)`,
        from: checkpointStart ?? at,
        to: at,
      });
      checkpointStart = undefined;
    } else if (/automatic (vacuum|analyze)/.test(line)) {
      const idx = pgLog.indexOf(line);
      const tail = pgLog.slice(idx, idx + 12).join(' ');
      const elapsed = Number(/elapsed: ([\d.]+) s/.exec(tail)?.[1] ?? 0) * 1000;
      const table = /automatic (vacuum|analyze) of table "([^"]+)"/.exec(line);
      events.push({ what: `auto${table?.[1]} ${table?.[2]}`, from: at - elapsed, to: at });
    }
  }
  const gcPauses = dump.gc.map((g) => ({
    what: `gc kind ${g.kind} ${fmt(g.ms, 1)} ms`,
    from: g.at,
    to: g.at + g.ms,
  }));
  const stallsOf = dump.stalls.map((s) => ({
    what: `server loop stall ${fmt(s.ms, 1)} ms`,
    from: s.at,
    to: s.at + s.ms,
  }));
  // A sample covers the 20 ms before it: 5 ms or more of waiting for a core in it counts.
  const starved = runWait
    .filter((w) => w.ms >= 5)
    .map((w) => ({ what: `server waited ${fmt(w.ms, 0)} ms for a core`, from: w.at - 20, to: w.at }));
  const generatorStallsOf = generatorStalls.map((s) => ({
    what: `generator loop stall ${fmt(s.ms, 1)} ms`,
    from: s.at,
    to: s.at + s.ms,
  }));
  const all = [...events, ...gcPauses, ...stallsOf, ...starved, ...generatorStallsOf];

  // The server's own time per request, matched by start time to the nearest send.
  const serverTimes = [...dump.requests].sort((x, y) => x.at - y.at);
  const serverFor = (record) => {
    const sent = record.due + record.late;
    let best;
    for (const s of serverTimes) {
      if (s.at < sent - 1) continue;
      if (s.at > sent + 200) break;
      if (!best || Math.abs(s.at - sent) < Math.abs(best.at - sent)) best = s;
    }
    return best;
  };

  const done = records.filter((r) => !r.error);
  const latencies = done.map((r) => r.ms).sort((x, y) => x - y);
  const t0 = records[0].due;
  console.log(
    `open loop ${RATE}/s for ${SECONDS} s: p50 ${fmt(percentile(latencies, 50), 1)} p99 ${fmt(percentile(latencies, 99), 1)} ` +
      `p99.9 ${fmt(percentile(latencies, 99.9), 1)} max ${fmt(latencies.at(-1), 1)} ms, ${records.length - done.length} errors; ` +
      `generator loop delay p99 ${fmt(lag.percentile(99) / 1e6, 1)} max ${fmt(lag.max / 1e6, 1)} ms`,
  );
  // The server's own time (first byte in to last byte out) for the loop's requests: what the generator adds on top
  // (its late sends, its late handling of answers) is the difference from the open loop's figures.
  const inServer = dump.requests
    .filter((q) => q.at >= t0)
    .map((q) => q.ms)
    .sort((x, y) => x - y);
  console.log(
    `server's own time: p50 ${fmt(percentile(inServer, 50), 1)} p99 ${fmt(percentile(inServer, 99), 1)} ms; ` +
      `server CPU ${fmt((cpuAfter.total - cpuBefore.total) / records.length, 3)} ms per bet (of it in the kernel ${fmt((cpuAfter.system - cpuBefore.system) / records.length, 3)}: socket reads and writes), PostgreSQL's ${fmt((postgresAfter - postgresBefore) / records.length, 3)}; load ${fmt(load(), 2)}`,
  );
  const sorted = (values) => values.sort((x, y) => x - y);
  const quantiles = (values) =>
    ['50', '90', '99'].map((p) => fmt(percentile(values, Number(p)), 1)).join(' / ');
  const queued = sorted(dump.batches.flatMap((b) => b.queuedMs));
  const calls = sorted(dump.batches.map((b) => b.callMs));
  const fills = dump.batches.filter((b) => b.filledMs > 0);
  console.log(
    `group commit: ${fmt(dump.batches.length / Math.max(1, queued.length), 2)} calls per bet; the lanes' queue p50 / p90 / p99 ${quantiles(queued)} ms; ` +
      `a call with its commit ${quantiles(calls)} ms; fill waits ${fills.length} (${fmt(
        fills.reduce((sum, b) => sum + b.filledMs, 0),
        0,
      )} ms in all)`,
  );
  // Per window: the p99, the server's own p99, its GC pauses (count and ms), its wait for a core (ms), the sockets it
  // accepted, group commit's calls per bet and a call's p99: which of them the bad first seconds go with.
  const windows = [];
  const within = (at, from) => at - t0 >= from && at - t0 < from + WINDOW_MS;
  for (let from = 0; from < SECONDS * 1000; from += WINDOW_MS) {
    const inWindow = sorted(done.filter((r) => within(r.due, from)).map((r) => r.ms));
    const own = sorted(dump.requests.filter((q) => within(q.at, from)).map((q) => q.ms));
    const gcs = dump.gc.filter((g) => within(g.at, from));
    const waited = runWait.filter((w) => within(w.at, from)).reduce((sum, w) => sum + w.ms, 0);
    const batchesIn = dump.batches.filter((b) => within(b.at, from));
    const betsIn = batchesIn.reduce((sum, b) => sum + b.queuedMs.length, 0);
    windows.push(
      `  +${from / 1000}s: p99 ${fmt(percentile(inWindow, 99), 1)}, server's own ${fmt(percentile(own, 99), 1)} ms; ` +
        `GC ${gcs.length} (${fmt(
          gcs.reduce((sum, g) => sum + g.ms, 0),
          1,
        )} ms, max ${fmt(Math.max(0, ...gcs.map((g) => g.ms)), 1)}); waited for a core ${fmt(waited, 0)} ms; ` +
        `sockets accepted ${dump.sockets.filter((at) => within(at, from)).length}; ` +
        `calls per bet ${fmt(batchesIn.length / Math.max(1, betsIn), 2)}, a call's p99 ${fmt(percentile(sorted(batchesIn.map((b) => b.callMs)), 99), 1)} ms`,
    );
  }
  console.log(`per ${WINDOW_MS / 1000} s window:\n${windows.join('\n')}`);
  const before = dump.sockets.filter((at) => at < t0).length;
  console.log(
    `sockets the server accepted before the counted loop: ${before}, during it: ${dump.sockets.length - before}`,
  );
  // The pools' PostgreSQL connections opened after the history (the server's pool opens them lazily, when all it has
  // are busy): when each backend started, in s from the counted loop's start.
  const backends = await setupSql`
    SELECT extract(epoch FROM backend_start) * 1000 AS at FROM pg_stat_activity
    WHERE application_name = 'kbet-server' AND backend_start > to_timestamp(${historyEnd / 1000})`;
  const [{ connections }] = await setupSql`
    SELECT count(*)::int AS connections FROM pg_stat_activity WHERE application_name = 'kbet-server'`;
  console.log(
    `PostgreSQL connections of the pools: ${connections}; opened after the history: ${backends.length}, at ${backends
      .map((b) => fmt((Number(b.at) - t0) / 1000, 1))
      .sort((x, y) => Number(x) - Number(y))
      .join(' ')}`,
  );
  const walWindows = [];
  for (let from = 0; from < SECONDS * 1000; from += WINDOW_MS) {
    const inside = wal.filter((w) => w.at - t0 >= from && w.at - t0 < from + WINDOW_MS);
    const [first, last] = [inside[0], inside.at(-1)];
    if (!first || first === last) continue;
    const bets = done.filter((r) => r.due >= first.at && r.due < last.at).length || 1;
    walWindows.push(
      `${from / 1000}s:${fmt((last.bytes - first.bytes) / bets / 1024, 1)}KB/${fmt((last.fpi - first.fpi) / bets, 1)}fpi/${last.full - first.full}full`,
    );
  }
  console.log(
    `WAL per bet per 5 s window (KB / full-page images / WAL-buffers-full events): ${walWindows.join(' ')}`,
  );
  console.log('PostgreSQL events during the loop:');
  const end = records.at(-1).due + 1000;
  for (const e of events.filter((e) => e.to >= t0 && e.from <= end))
    console.log(`  +${fmt((e.from - t0) / 1000, 2)}..+${fmt((e.to - t0) / 1000, 2)} s ${e.what}`);
  const gcIn = dump.gc.filter((g) => g.at >= t0 && g.at <= end);
  console.log(
    `the loop on the server's clock (ms since its start): ${fmt(t0 - dump.timeOrigin)} to ${fmt(end - dump.timeOrigin)}, ${done.length} bets`,
  );
  const gcMs = gcIn.map((g) => g.ms).sort((x, y) => x - y);
  console.log(
    `server GC: ${gcIn.length} pauses, ${fmt(
      gcMs.reduce((s, x) => s + x, 0),
      0,
    )} ms total, max ${fmt(gcMs.at(-1), 1)} ms; ` +
      `loop stalls > 6 ms: ${dump.stalls.filter((s) => s.at >= t0).length}; ` +
      `generator loop stalls > 6 ms: ${generatorStalls.filter((s) => s.at >= t0).length}`,
  );
  // Per kind (1 scavenge, 2 minor mark-sweep, 4 mark-compact, 8 incremental, 16 weak callbacks): count, p50, max.
  for (const kind of [...new Set(gcIn.map((g) => g.kind))].sort((x, y) => x - y)) {
    const ms = gcIn
      .filter((g) => g.kind === kind)
      .map((g) => g.ms)
      .sort((x, y) => x - y);
    console.log(
      `  gc kind ${kind}: ${ms.length}, p50 ${fmt(percentile(ms, 50), 2)} p90 ${fmt(percentile(ms, 90), 2)} max ${fmt(ms.at(-1), 2)} ms`,
    );
  }
  // The slowest 1 % (what p99 measures), each tagged with the kinds of event it overlapped.
  const slowest = [...done].sort((x, y) => y.ms - x.ms).slice(0, Math.ceil(done.length / 100));
  const kinds = {
    checkpoint: (e) => e.what.startsWith('checkpoint'),
    autovacuum: (e) => e.what.startsWith('auto'),
    gc: (e) => e.what.startsWith('gc'),
    starved: (e) => e.what.startsWith('server waited'),
    generator: (e) => e.what.startsWith('generator loop'),
  };
  const tally = {};
  console.log(
    `the slowest 1 % (${slowest.length}, from ${fmt(slowest.at(-1)?.ms, 1)} ms; over ${SLOW_MS} ms: ${done.filter((r) => r.ms > SLOW_MS).length}):`,
  );
  for (const r of slowest.sort((x, y) => x.due - y.due)) {
    const from = r.due;
    const to = r.due + r.ms;
    const overlaps = all.filter((e) => e.to >= from && e.from <= to);
    const tags = Object.entries(kinds)
      .filter(([, is]) => overlaps.some(is))
      .map(([name]) => name);
    if (r.late > 5) tags.push('sent late');
    const tag = tags.join('+') || 'none';
    tally[tag] = (tally[tag] ?? 0) + 1;
    const s = serverFor(r);
    console.log(
      `  +${fmt((r.due - t0) / 1000, 3)} s ${fmt(r.ms, 1)} ms (late ${fmt(r.late, 1)}, server ${fmt(s?.ms, 1)}) ${tag}: ${overlaps
        .filter((e) => !kinds.starved(e) && !kinds.generator(e) && !e.what.startsWith('server loop'))
        .map((e) => e.what)
        .join('; ')}`,
    );
  }
  console.log(`the slowest 1 % by what overlapped: ${JSON.stringify(tally)}`);
  const waits = runWait.map((w) => w.ms).sort((x, y) => x - y);
  console.log(
    `server main thread waiting for a core: ${fmt(
      waits.reduce((sum, x) => sum + x, 0),
      0,
    )} ms in ${SECONDS} s, ` +
      `20-ms samples with >= 5 ms: ${waits.filter((x) => x >= 5).length} of ${waits.length}`,
  );
  writeFileSync(join(out, 'tailProbe.json'), JSON.stringify({ records, dump, events, pgLog, runWait, wal }));
} finally {
  if (server && server.exitCode === null) {
    server.send('stop');
    await new Promise((done) => server.once('exit', done));
  }
  await bench.close();
}
