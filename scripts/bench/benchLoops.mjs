// What the server benches share: closed and open load loops, the CPU meters of a run (this process, a child
// server, every PostgreSQL process) and the formatting of their figures. Not a bench itself (no .bench.mjs).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The machine's 1-minute load average: other work competes for the same 2 cores, so every figure carries it. */
export const load = () => loadavg()[0];

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A PostgreSQL backend's CPU ms so far: the scheduler's own count of its time on a CPU (/proc/<pid>/schedstat, ns),
 * not utime + stime, which charge a whole 10 ms tick to whichever process the tick finds running and so swing with
 * the machine's load. The probes read it around a series of calls on one connection (its pg_backend_pid()).
 */
export const backendCpuMs = (pid) =>
  Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/**
 * PostgreSQL's CPU time so far in ms (Linux /proc): its live processes' and the finished ones' the postmaster
 * reaped. Unlike a rate it barely moves with the machine's load, so CPU per bet compares runs. NaN elsewhere.
 */
export function postgresCpuMs(dataDir) {
  const stat = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  try {
    const postmaster = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
    const own = stat(postmaster);
    // Fields from the state on: utime 11, stime 12, cutime 13, cstime 14, in clock ticks (100 a second).
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
      .trim()
      .split(' ');
    for (const child of children.filter(Boolean)) {
      try {
        const fields = stat(child);
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // Exited since the listing: its time is in the postmaster's cutime at the next reading.
      }
    }
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}

/** This process's CPU time so far (user + system), in ms. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};

/**
 * Server-entry code (after `app.listen`) that times requests inside the server, from its 'request' event to the
 * response's last byte, while a bench asks it to: the message 'time' starts, 'times' answers { times: [{ at, ms }] }
 * (at: epoch ms) and `gc` (the server's GC pauses meanwhile, { at, ms, kind }) and stops. So an open loop's row can show the server's own p99 next to the generator's, which
 * also counts the generator's late sends and its late handling of answers (both on the same 2 cores).
 */
export const SERVER_TIMING = `
let timed = null;
// The server's GC pauses while timing (kind 1 scavenge, 4 mark-compact, 8 incremental marking step): whether a
// window's tail met a mark-compact is the first question about an open loop's p99 (docs/benchmarks.md, warm16).
let pauses = [];
new PerformanceObserver((list) => {
  if (timed) for (const e of list.getEntries()) pauses.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, kind: e.detail?.kind });
}).observe({ entryTypes: ['gc'] });
app.server.prependListener('request', (req, res) => {
  if (!timed) return;
  const t0 = performance.now();
  // A bench request that belongs to a pair (the casino's bet then win) names it, so a pair's server time can be summed.
  const pair = req.headers['x-bench-pair'];
  res.once('finish', () => timed?.push({ at: performance.timeOrigin + t0, ms: performance.now() - t0, pair }));
});
const serverTimes = (message) => {
  const times = timed ?? [];
  const gc = pauses;
  timed = message === 'time' ? [] : null;
  pauses = [];
  return { times, gc };
};
`;

/**
 * The p50 and p99 of the server's own times (SERVER_TIMING) for the requests an open loop counted (`from`, epoch
 * ms, on), and where requests name their pair (header x-bench-pair), the p99 of each whole pair's server time.
 * @example const own = serverOwnTimes(times, half.countedFrom); own.p99;
 */
export function serverOwnTimes(times, from, gc = []) {
  const counted = times.filter((t) => t.at >= from);
  const ms = counted.map((t) => t.ms).sort((a, b) => a - b);
  const pairs = new Map();
  for (const t of counted) if (t.pair) pairs.set(t.pair, (pairs.get(t.pair) ?? 0) + t.ms);
  const pairMs = [...pairs.values()].sort((a, b) => a - b);
  const pauses = (kind) => gc.filter((g) => g.at >= from && g.kind === kind).map((g) => g.ms);
  const summary = (list) =>
    list.length === 0 ? '0' : `${list.length} (max ${fmt(Math.max(...list), 1)} ms)`;
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    pairP99: pairMs.length ? percentile(pairMs, 99) : undefined,
    // "GC in the window": the scavenges and mark-compacts (their final pause) of the counted part, for the row.
    gc: `${summary(pauses(1))} scavenges and ${summary(pauses(4))} mark-compacts in the server`,
  };
}

/**
 * The open-loop pacing every open loop shares (openLoop, tailProbe.mjs, casinoTailProbe.mjs): `total` sends at
 * `rate` a second on a fixed schedule from 50 ms on, each measured from its due time, so a request the generator
 * sent late, or one that waited for a free socket, counts its whole delay (no coordinated omission). `send(i,
 * record)` starts send i and may add its own fields to the record. The first `warm` sends run but get no record.
 * A record: `due` (epoch ms), `late` (how late the generator sent it, ms), `ms` (from due to the answer; NaN until
 * answered) and, when it failed, `error` (its message). `countedFrom`: the epoch ms the first record was due.
 * @example const { records } = await openSchedule({ rate: 300, total: 3_000 }, (i) => post(i));
 */
export async function openSchedule({ rate, total, warm = 0 }, send) {
  const records = [];
  const interval = 1_000 / rate;
  const start = performance.now() + 50;
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const record = {
      due: performance.timeOrigin + due,
      late: Math.max(0, performance.now() - due),
      ms: Number.NaN,
    };
    if (i >= warm) records.push(record);
    pending.push(
      send(i, record).then(
        () => {
          record.ms = performance.now() - due;
        },
        (error) => {
          record.error = error?.message || String(error);
        },
      ),
    );
  }
  await Promise.all(pending);
  return { records, countedFrom: performance.timeOrigin + start + warm * interval };
}

/**
 * The load loops of a bench whose measured runs last `seconds` after `warmupMs` of warm-up.
 * @example const { closedLoop, meteredLoop } = benchLoops({ seconds: 5, warmupMs: 1_000 });
 */
export function benchLoops({ seconds, warmupMs }) {
  /** Runs `clients` loops of `once(client, n)` for the bench duration after a warm-up; calls/s and latencies. */
  async function closedLoop(clients, once) {
    const latencies = [];
    let errors = 0;
    let completed = 0;
    let measuring = false;
    const warmEnd = Date.now() + warmupMs;
    const end = warmEnd + seconds * 1_000;
    let started = 0;
    const loop = async (client) => {
      for (let n = 0; Date.now() < end; n += 1) {
        if (!measuring && Date.now() >= warmEnd) {
          measuring = true;
          started = performance.now();
        }
        const t0 = performance.now();
        const ok = await once(client, n).then(
          () => true,
          () => false,
        );
        if (ok) completed += 1;
        if (Date.now() >= warmEnd && Date.now() < end) {
          if (ok) latencies.push(performance.now() - t0);
          else errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
    const elapsed = (performance.now() - started) / 1_000;
    latencies.sort((a, b) => a - b);
    return {
      rate: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      completed,
      load: load(),
    };
  }

  /**
   * closedLoop with CPU meters read before and after: `cpu` maps a name to a reader of a process's CPU ms so
   * far; the result gains cpu[name] = ms per call completed (warm-up included, as the meters are).
   */
  async function meteredLoop(clients, once, cpu) {
    const names = Object.keys(cpu);
    const before = await Promise.all(names.map((name) => cpu[name]()));
    const result = await closedLoop(clients, once);
    const after = await Promise.all(names.map((name) => cpu[name]()));
    const perCall = Object.fromEntries(
      names.map((name, i) => [name, (after[i] - before[i]) / result.completed]),
    );
    return { ...result, cpu: perCall };
  }

  /**
   * Sends at a fixed arrival rate (openSchedule) after warmupMs of it not counted, as in the closed loops: the new
   * sockets and the statements planned again after ANALYZE belong to the start, not to the steady rate.
   * `lateP99` is the generator's own part: how late it sent (its process shares the 2 cores with the server and
   * PostgreSQL).
   */
  async function openLoop(rate, once) {
    const warm = Math.floor((rate * warmupMs) / 1_000);
    const { records, countedFrom } = await openSchedule(
      { rate, total: warm + Math.floor(rate * seconds), warm },
      (i) => once(i % 64, i),
    );
    const done = records.filter((r) => !r.error);
    const latencies = done.map((r) => r.ms).sort((a, b) => a - b);
    const late = records.map((r) => r.late).sort((a, b) => a - b);
    return {
      rate: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      lateP99: percentile(late, 99),
      // Epoch ms of the first counted send (the server's clock shares the epoch: SERVER_TIMING).
      countedFrom: countedFrom - 1,
      errors: records.length - done.length,
      load: load(),
    };
  }

  return { closedLoop, meteredLoop, openLoop };
}

/**
 * What PostgreSQL's background maintenance started while `work` ran: checkpoints (timed or for WAL volume) and
 * autovacuum or autoanalyze runs. Either inside an open-loop window lengthens its tail (a checkpoint's full-page
 * writes, a round's CPU and the plans every connection makes again after it), so the p99 rows print them.
 * @example const half = await maintenanceDuring(sql, () => openLoop(rate, once)); half.checkpoints;
 */
export async function maintenanceDuring(sql, work) {
  const counts = async () => {
    const tables = await sql`
      SELECT relname AS name, autovacuum_count + autoanalyze_count AS runs FROM pg_stat_all_tables
      WHERE autovacuum_count + autoanalyze_count > 0`;
    const [{ checkpoints, walBytes }] = await sql`
      SELECT num_timed + num_requested AS checkpoints, pg_current_wal_lsn() - '0/0' AS wal_bytes
      FROM pg_stat_checkpointer`;
    return {
      checkpoints: Number(checkpoints),
      walMb: Number(walBytes) / 2 ** 20,
      tables: new Map(tables.map((t) => [t.name, Number(t.runs)])),
    };
  };
  const before = await counts();
  const started = Date.now();
  const result = await work();
  const after = await counts();
  // Connections the pools opened meanwhile (postgres.js opens one only when all it has are busy): a fresh backend
  // plans every statement and loads its catalog caches on the first bets it carries.
  const [{ opened }] = await sql`
    SELECT count(*)::int AS opened FROM pg_stat_activity
    WHERE application_name = 'kbet-server' AND backend_start >= to_timestamp(${started / 1000})`;
  const autovacuumed = [...after.tables]
    .filter(([name, runs]) => runs > (before.tables.get(name) ?? 0))
    .map(([name]) => name);
  return {
    ...result,
    checkpoints: after.checkpoints - before.checkpoints,
    // The WAL written before the window: PostgreSQL starts a checkpoint once about max_wal_size ÷ 1.9 of it has
    // been written since the last (539 MB at the default 1 GB).
    walMbBefore: before.walMb,
    connectionsOpened: opened,
    autovacuums: autovacuumed.length === 0 ? '0 autovacuum runs' : `autovacuum of ${autovacuumed.join(', ')}`,
  };
}
