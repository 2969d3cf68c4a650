// The API's CPU per bet, tree against tree (issue 18's 8-spread drop): each tree's betting-bench server over its own
// fresh embedded PostgreSQL (with pg_stat_statements), both set up side by side with the same history, then rounds
// of a closed loop of POST /sports-prematch/betting on spread wallets, the trees taking turns (order alternating per
// round), so each pair ran in the same minute on the shared machine. Per run: the server's CPU ms per bet, PostgreSQL's
// (the scheduler's count, /proc/<pid>/schedstat, of the postmaster and its children), its statements and
// transactions per bet, bets per placement call (slips sharing a transaction); at the end each tree's statements by calls per bet, so a changed statement shows.
// Each run is preceded by an idle window (AB_IDLE_MS, default 2000) whose CPU per second (the live hub's polling,
// autovacuum) is subtracted, so a slower run is not charged more of the background per bet ("net").
// AB_WALLET=hot: every bet on one member (the bench's hot wallet) instead of spread wallets.
// AB_RATE: an open loop at that many bets/s instead of the closed loop, so both trees batch alike.
// Knobs: AB_TREES (roots, comma-separated; default this tree), AB_ROUNDS (default 4), AB_SECONDS (measured per run,
// default 5), AB_CLIENTS (default 8), AB_HISTORY (bets through the API before, default 3000).
//   AB_TREES=/work/main,/work/wt/other node scripts/bench/apiCpuProbe.mjs
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchLoops, fmt, load, median } from './benchLoops.mjs';

const here = resolve(fileURLToPath(import.meta.url), '../../..');
const TREES = (process.env.AB_TREES ?? here).split(',').filter(Boolean);
const ROUNDS = Number(process.env.AB_ROUNDS ?? 4);
const SECONDS = Number(process.env.AB_SECONDS ?? 5);
const CLIENTS = Number(process.env.AB_CLIENTS ?? 8);
const HISTORY = Number(process.env.AB_HISTORY ?? 3_000);
const RATE = Number(process.env.AB_RATE ?? 0);
const IDLE_MS = Number(process.env.AB_IDLE_MS ?? 2_000);
const HOT = process.env.AB_WALLET === 'hot';
const { closedLoop, openLoop } = benchLoops({ seconds: SECONDS, warmupMs: 1_000 });

/** The postmaster's and its live children's time on a CPU so far, ms (schedstat: not charged by the tick). */
function postgresCpu(dataDir) {
  const onCpu = (pid) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  const postmaster = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  let ms = onCpu(postmaster);
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(' ');
  for (const child of children.filter(Boolean)) {
    try {
      ms += onCpu(child);
    } catch {
      // Exited since the listing (an autovacuum worker): its time is lost, a few ms a run.
    }
  }
  return ms;
}

async function setUp(root) {
  const bench = await import(pathToFileURL(join(root, 'scripts/bench/betting.bench.mjs')).href);
  const db = await bench.benchDatabase(root, {
    settings: { shared_preload_libraries: 'pg_stat_statements' },
  });
  await db.setupSql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
  const { members, bettings } = await bench.seed(db.lib, db.setupSql);
  const server = await bench.startApiServer(db.out, db.url, 16);
  const spread = members.slice(1);
  const client = bench.apiClient([server.port], CLIENTS);
  const bet = (client_, n) => {
    const a = HOT ? members[0] : spread[(client_ * 7919 + n) % spread.length];
    return client(a, bench.betRequest(a.member.id, bettings[(client_ + n) % bettings.length])).then(() => {
      placed.count += 1;
    });
  };
  const placed = { count: 0 };
  const history = bench.apiClient([server.port], 8);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let n = next++; n < HISTORY; n = next++) {
        const a = spread[n % spread.length];
        await history(a, bench.betRequest(a.member.id, bettings[n % bettings.length]));
      }
    }),
  );
  const counts = async () => {
    const [row] = await db.setupSql`
      SELECT (SELECT sum(calls) FROM pg_stat_statements) AS calls,
             (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits,
             (SELECT coalesce(max(id), 0) FROM bet_slips) AS "lastSlip"`;
    return { calls: Number(row.calls), commits: Number(row.commits), lastSlip: row.lastSlip };
  };
  /** Bets per placement call since `lastSlip`: a call's slips share its transaction (xmin). */
  const betsPerCall = async (lastSlip) => {
    const [row] = await db.setupSql`
      SELECT count(*)::int AS bets, count(DISTINCT xmin::text)::int AS calls FROM bet_slips WHERE id > ${lastSlip}`;
    return row.bets / row.calls;
  };
  return { root, db, server, bet, placed, counts, betsPerCall, runs: [] };
}

const trees = [];
try {
  for (const root of TREES) trees.push(await setUp(root));
  for (const tree of trees) await tree.db.setupSql`SELECT pg_stat_statements_reset()`;
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      await tree.db.setupSql`ANALYZE`;
      const meters = async () => ({
        at: performance.now(),
        server: await tree.server.cpuMs(),
        postgres: postgresCpu(tree.db.dataDir),
      });
      const idle = await meters();
      await new Promise((done) => setTimeout(done, IDLE_MS));
      const start = await meters();
      const before = await tree.counts();
      const placedBefore = tree.placed.count;
      const loop = await (RATE > 0 ? openLoop(RATE, tree.bet) : closedLoop(CLIENTS, tree.bet));
      const after = await tree.counts();
      const end = await meters();
      const bets = tree.placed.count - placedBefore;
      const perBet = (name) => {
        const background = ((start[name] - idle[name]) / (start.at - idle.at)) * (end.at - start.at);
        return {
          gross: (end[name] - start[name]) / bets,
          net: (end[name] - start[name] - background) / bets,
        };
      };
      const result = {
        ...loop,
        completed: bets,
        cpu: { server: perBet('server'), postgres: perBet('postgres') },
      };
      // The probe's own two count reads are in the figures (4 statements): negligible over thousands of bets.
      const run = {
        ...result,
        statements: (after.calls - before.calls) / result.completed,
        commits: (after.commits - before.commits) / result.completed,
        batch: await tree.betsPerCall(before.lastSlip),
      };
      tree.runs.push(run);
      console.log(
        `round ${round + 1} ${tree.root}: ${fmt(run.rate)} bets/s, CPU ms per bet (net / gross) server ${fmt(run.cpu.server.net, 3)} / ${fmt(run.cpu.server.gross, 3)} + PG ${fmt(run.cpu.postgres.net, 3)} / ${fmt(run.cpu.postgres.gross, 3)}, statements ${fmt(run.statements, 2)}, commits ${fmt(run.commits, 2)}, bets per call ${fmt(run.batch, 2)}, p50/p99 ${fmt(run.p50, 1)}/${fmt(run.p99, 1)} ms, errors ${run.errors}, load ${fmt(run.load, 2)}`,
      );
    }
  }
  for (const tree of trees) {
    const m = (f) => fmt(median(tree.runs.map(f)), 3);
    console.log(
      `median ${tree.root}: net server ${m((r) => r.cpu.server.net)} + PG ${m((r) => r.cpu.postgres.net)} ms per bet (gross ${m((r) => r.cpu.server.gross)} + ${m((r) => r.cpu.postgres.gross)}), statements ${m((r) => r.statements)}, bets per call ${m((r) => r.batch)}, p50 / p99 ${m((r) => r.p50)} / ${m((r) => r.p99)} ms, load ${fmt(load(), 2)}`,
    );
    const bets = tree.runs.reduce((sum, r) => sum + r.completed, 0);
    const top = await tree.db.setupSql`
      SELECT calls, total_exec_time AS exec, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
      FROM pg_stat_statements ORDER BY calls DESC LIMIT 12`;
    for (const s of top)
      console.log(
        `  ${fmt(Number(s.calls) / bets, 3)} calls/bet, ${fmt(s.exec / Number(s.calls), 3)} ms exec: ${s.query}`,
      );
  }
} finally {
  for (const tree of trees) {
    await tree.server.stop();
    await tree.db.close();
  }
}
