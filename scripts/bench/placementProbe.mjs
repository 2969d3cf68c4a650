// Where a sports placement's PostgreSQL CPU goes (issue 18): on one connection, after 3,000 bets of history, ANALYZE
// and a warm-up, place_sports_bets is called with batches of 1, 8 and 64 bets of spread members, and the backend's
// own CPU time (/proc/<pg_backend_pid()>/schedstat) is read around each series, so neither the client nor other
// backends count. Not part of `pnpm bench`: a tool for finding the cost of a call, printed, not written.
// `node scripts/bench/placementProbe.mjs [function]` (default place_sports_bets), and:
// - PROBE_CALLS calls per series of lone bets (default 200; a quarter for batches of 8, a sixteenth for 64),
//   PROBE_ROUNDS rounds of each (default 6): the median and minimum over rounds are printed;
// - PROBE_AB='a.sql,…|b.sql,…': rounds alternate between the function definitions of two lists of files or more (a
//   migration's CREATE FUNCTION blocks; a file named *.whole.sql is run whole, for triggers), so a before and after
//   are measured in one run, on one connection;
// - PROBE_SIZES='1': only these batch sizes (of 1, 8 and 64) are measured;
// - PROBE_ROWS=1: rows written per table and statements run per bet, for a lone bet and a batch of 8;
// - PROBE_FLOOR=1: the floor transaction (betting.bench.mjs's) on the same connection;
// - PROBE_EXPLAIN=1: auto_explain of a lone bet and a batch of 8, nested statements included;
// - PROBE_PERF=<file>: `perf record` of the backend over a long series of lone bets (PROBE_PERF_SIZE bets per
//   call instead; PROBE_FNS' first callee; PROBE_CALLGRAPH=dwarf for
//   call graphs through PostgreSQL's frames);
// - PROBE_SET='name = value; …': settings of the connection (enable_hashjoin = off, …) before the rounds.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendCpuMs, load, median } from './benchLoops.mjs';
import { benchDatabase, seedMembers } from './betting.bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fn = process.argv[2] ?? 'place_sports_bets';
const CALLS = Number(process.env.PROBE_CALLS ?? 200);
const MEMBERS = 256;
const HISTORY = 3_000;
// PROBE_SIZES='1,8': the batch sizes measured (default 1, 8 and 64).
const SIZES = (process.env.PROBE_SIZES ?? '1,8,64').split(',').map(Number);

const slip = () => ({
  game_type: 1,
  game_style: 'EU',
  game_detail_type: 91,
  amount: 5_000,
  total_ratio: '1.95',
  expected_win: 9_750,
  change_flag: false,
  ip_address: '127.0.0.1',
  created_at: new Date().toISOString(),
});

const leg = {
  position: 0,
  odds_id: '900001_1_1',
  fixture_id: 900_001,
  sport_id: 6046,
  market_id: 1,
  is_bonus: false,
  start_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  sports_name: '축구',
  location_name: '대한민국',
  league_name: 'K리그1',
  home_name: '울산',
  away_name: '서울',
  bet_name: '1',
  bet_line: null,
  bet_baseline: null,
  market_name: '1X2',
  market_name_korean: '승무패',
  market_period: null,
  bet_price: '1.95',
  version: '1',
  bet_timing_score: null,
  bonus_min_odds: null,
  bonus_min_count: null,
};

let turn = 0;
/** `size` bets of distinct members (spread wallets), fresh keys. */
const batch = (members, size) =>
  Array.from({ length: size }, () => {
    const member = members[turn++ % members.length];
    const key = randomUUID();
    return {
      member,
      key,
      hash: key,
      kind: 'bet_stake',
      vertical: 'sports',
      memo: null,
      slip: slip(),
      legs: [leg],
    };
  });

const bench = await benchDatabase(root);
try {
  const { lib, url, setupSql, pools } = bench;
  const ids = (await seedMembers(lib, setupSql, MEMBERS)).map((account) => account.member.id);
  await setupSql`CREATE TABLE floor_wallets (id integer PRIMARY KEY, balance bigint NOT NULL)`;
  await setupSql`CREATE TABLE floor_slips (id bigserial PRIMARY KEY, wallet_id integer NOT NULL, amount bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`;
  await setupSql`CREATE TABLE floor_lines (id bigserial PRIMARY KEY, slip_id bigint NOT NULL, wallet_id integer,
    amount bigint NOT NULL)`;
  await setupSql`INSERT INTO floor_wallets ${setupSql(ids.map((id) => ({ id, balance: 1_000_000_000_000 })))}`;
  // The driver itself (createSql drops notices), one connection over the same socket: auto_explain answers as
  // notices.
  const postgres = createRequire(join(root, 'packages/server/package.json'))('postgres');
  // While `counted` is set, auto_explain's notices are counted instead (PROBE_ROWS).
  let counted = null;
  const target = lib.socketHost(url);
  const sql = postgres(target.url, {
    max: 1,
    host: target.host,
    onnotice: (notice) => (counted ? counted.push(notice.message) : console.log(notice.message)),
  });
  pools.push(sql);
  // PROBE_FNS='f,g': the function each side calls (with PROBE_AB, or alone: rounds alternate between them);
  // 'f1/f' calls f1 with the bet itself (place_sports_bet's argument) for a lone bet, and f for batches.
  const names = process.env.PROBE_FNS?.split(',');
  const callee = (side, size) => {
    const [lone, batched] = (names?.[side] ?? fn).split('/');
    return size === 1 || !batched ? lone : batched;
  };
  let called = fn;
  const takesOne = () => names?.some((name) => name.startsWith(`${called}/`)) ?? false;
  const place = (bets, db = sql) =>
    db`SELECT * FROM ${db(called)}(${db.json(takesOne() ? bets[0] : bets)}::jsonb, true)`;
  const floor = (id) =>
    sql.begin(async (tx) => {
      await tx`UPDATE floor_wallets SET balance = balance - 5000 WHERE id = ${id} AND balance >= 5000 RETURNING balance`;
      const [row] = await tx`INSERT INTO floor_slips (wallet_id, amount) VALUES (${id}, 5000) RETURNING id`;
      await tx`INSERT INTO floor_lines (slip_id, wallet_id, amount) VALUES (${row.id}, ${id}, -5000), (${row.id}, NULL, 5000)`;
    });
  // PROBE_SQL=<file>: run once before anything (a candidate function to call by name, say).
  if (process.env.PROBE_SQL) await sql.unsafe(readFileSync(process.env.PROBE_SQL, 'utf8'));
  called = callee(0, 8);
  for (let n = 0; n < HISTORY; n += 8) await place(batch(ids, 8));
  await setupSql`ANALYZE`;
  const [{ pid }] = await sql`SELECT pg_backend_pid() AS pid`;
  // PROBE_SET='enable_hashjoin = off; …': settings of the probe's connection, before anything is planned on it.
  for (const setting of (process.env.PROBE_SET ?? '').split(';').filter((s) => s.trim()))
    await sql.unsafe(`SET ${setting}`);
  /** The backend's CPU ms per call over `calls` calls of `once`, after 20 unmeasured ones. */
  const series = async (calls, once) => {
    for (let n = 0; n < 20; n += 1) await once();
    const cpu0 = backendCpuMs(pid);
    for (let n = 0; n < calls; n += 1) await once();
    return (backendCpuMs(pid) - cpu0) / calls;
  };
  // PROBE_EXPLAIN=1: auto_explain (ANALYZE, nested statements, as notices) of one lone bet, then of a batch of 8.
  if (process.env.PROBE_EXPLAIN) {
    await sql`LOAD 'auto_explain'`;
    for (const setting of [
      'log_min_duration = 0',
      'log_nested_statements = on',
      'log_analyze = on',
      'log_buffers = on',
      "log_level = 'notice'",
    ])
      await sql.unsafe(`SET auto_explain.${setting}`);
    console.log('--- lone bet');
    called = callee(0, 1);
    await place(batch(ids, 1));
    console.log('--- batch of 8');
    called = callee(0, 8);
    await place(batch(ids, 8));
    await sql`SET auto_explain.log_min_duration = -1`;
  }
  // PROBE_ROWS=1: what a lone bet and a batch of 8 write and run, in a transaction rolled back afterwards: rows
  // per table (pg_stat_xact_user_tables before and after the call: inserted and updated, an upsert once) and the
  // statements executed inside the call (auto_explain's nested statements: function, trigger and foreign key ones).
  if (process.env.PROBE_ROWS) {
    await sql`LOAD 'auto_explain'`;
    for (const setting of ['log_min_duration = 0', 'log_nested_statements = on', "log_level = 'notice'"])
      await sql.unsafe(`SET auto_explain.${setting}`);
    const written = async (tx) =>
      new Map(
        (
          await tx`SELECT relname, n_tup_ins + n_tup_upd AS rows FROM pg_stat_xact_user_tables
                   WHERE n_tup_ins + n_tup_upd > 0`
        ).map((row) => [row.relname, Number(row.rows)]),
      );
    for (const size of [1, 8]) {
      called = callee(0, size);
      const bets = batch(ids, size);
      const statements = [];
      const tables = await sql
        .begin(async (tx) => {
          counted = [];
          const before = await written(tx);
          counted = statements;
          await place(bets, tx);
          counted = [];
          const after = await written(tx);
          const rows = [...after]
            .map(([table, count]) => [table, count - (before.get(table) ?? 0)])
            .filter(([, count]) => count > 0)
            .sort();
          throw Object.assign(new Error('rolled back'), { rows });
        })
        .catch((error) => {
          if (!error.rows) throw error;
          return error.rows;
        })
        .finally(() => {
          counted = null;
        });
      const total = tables.reduce((sum, [, count]) => sum + count, 0);
      // The call itself is the last statement logged.
      console.log(
        `${called} ×${size}: ${total / size} rows per bet in ${tables.length} tables, ${(statements.length - 1) / size} statements per bet inside the call`,
      );
      console.log(`  ${tables.map(([table, count]) => `${table} ${count}`).join(', ')}`);
    }
    await sql`SET auto_explain.log_min_duration = -1`;
  }
  // PROBE_PERF=<file>: perf record (call graphs) of the backend over a longer series of lone bets.
  if (process.env.PROBE_PERF) {
    const size = Number(process.env.PROBE_PERF_SIZE ?? 1);
    called = callee(0, size);
    for (let n = 0; n < 50; n += 1) await place(batch(ids, size));
    const perf = spawn(
      'perf',
      [
        'record',
        '--call-graph',
        process.env.PROBE_CALLGRAPH ?? 'fp',
        '-F',
        '499',
        '-p',
        String(pid),
        '-o',
        process.env.PROBE_PERF,
      ],
      { stdio: 'inherit' },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await series(Math.ceil((CALLS * 5) / size), () => place(batch(ids, size)));
    perf.kill('SIGINT');
    await new Promise((resolve) => perf.once('exit', resolve));
  }
  // PROBE_AB='before.sql,…|after.sql,…': rounds alternate between the function definitions of two lists of files
  // (every `CREATE [OR REPLACE] FUNCTION … END $$;` in them, replacing the current ones), labelled A, B, …
  // A file named *.whole.sql is run as it stands (triggers or settings swapped by each side).
  const definitions = (files) =>
    files
      .split(',')
      .flatMap((file) =>
        file.endsWith('.whole.sql')
          ? [readFileSync(file, 'utf8')]
          : (readFileSync(file, 'utf8').match(/CREATE (OR REPLACE )?FUNCTION [\s\S]*?END \$\$;/g) ?? []),
      )
      .filter((text) => !/FUNCTION ledger_member_move\(/.test(text))
      .map((text) => text.replace(/^CREATE (OR REPLACE )?FUNCTION/, 'CREATE OR REPLACE FUNCTION'));
  const sides = process.env.PROBE_AB
    ? process.env.PROBE_AB.split('|').map(definitions)
    : (names?.map(() => []) ?? [[]]);

  const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 6);
  // Interleaved rounds (A, B, A, B …) of each batch size, each round's CPU per call kept: the machine's load
  // moves a round's figure, so the median and minimum over rounds compare the sides.
  for (const [size, calls] of [
    [1, CALLS],
    [8, Math.ceil(CALLS / 4)],
    [64, Math.ceil(CALLS / 16)],
  ].filter(([size]) => SIZES.includes(size))) {
    const perCall = sides.map(() => []);
    for (let round = 0; round < ROUNDS * sides.length; round += 1) {
      const side = round % sides.length;
      for (const text of sides[side]) await sql.unsafe(text);
      called = callee(side, size);
      perCall[side].push(await series(calls, () => place(batch(ids, size))));
    }
    sides.forEach((_, side) => {
      const label = `${sides.length > 1 ? `${String.fromCharCode(65 + side)} ` : ''}${callee(side, size)} ×${size}`;
      const values = perCall[side];
      console.log(
        `${label.padEnd(30)} CPU/call median ${median(values).toFixed(3)} ms, min ${Math.min(...values).toFixed(3)} ms; per bet median ${(median(values) / size).toFixed(3)} ms  (load ${load().toFixed(2)})`,
      );
    });
  }
  if (process.env.PROBE_FLOOR) {
    const values = [];
    for (let round = 0; round < ROUNDS; round += 1)
      values.push(await series(CALLS, () => floor(ids[turn++ % ids.length])));
    console.log(
      `floor transaction              CPU/call median ${median(values).toFixed(3)} ms, min ${Math.min(...values).toFixed(3)} ms`,
    );
  }
} finally {
  await bench.close();
}
