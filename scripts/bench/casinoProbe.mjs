// Where a casino callback pair's PostgreSQL CPU goes (issue 18): casino_wallet_call's bet then win of 64 spread
// members on one connection, the backend's own CPU (/proc/<pg_backend_pid()>/schedstat) read around each series,
// first on a young casino_transactions (no statistics, as on a new site or the bench's first run), then after
// PROBE_HISTORY pairs (default 3,000) and ANALYZE on a fresh connection. Each round also drives the bench's direct
// pair on the same connection (the same two transfers through post_transaction, each in its own transaction), so
// a callback pair's cost reads against the ledger work it must do. Not part of `pnpm bench`: a tool, printed.
// `node scripts/bench/casinoProbe.mjs`, and:
// - PROBE_SQL=<file>: run whole before anything (a candidate migration);
// - PROBE_PAIRS pairs per series (default 200), PROBE_ROUNDS series per phase (default 5): median and minimum;
// - PROBE_EXPLAIN=1: auto_explain (ANALYZE, nested statements) of one pair in each phase, after its series;
// - PROBE_WITHDRAWALS=1: withdrawal requests instead (see withdrawalPhase below).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendCpuMs, load, median } from './benchLoops.mjs';
import { benchDatabase, seedMembers } from './betting.bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PAIRS = Number(process.env.PROBE_PAIRS ?? 200);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 5);
const HISTORY = Number(process.env.PROBE_HISTORY ?? 3_000);
const MEMBERS = 64;

const bench = await benchDatabase(root);
try {
  const { lib, url, setupSql, pools } = bench;
  if (process.env.PROBE_SQL) await setupSql.unsafe(readFileSync(process.env.PROBE_SQL, 'utf8'));
  const seeded = await seedMembers(lib, setupSql, MEMBERS, { kinds: ['emoney', 'casino'] });
  const members = seeded.map(({ member }) => member);
  for (const member of members) {
    await setupSql`INSERT INTO casino_sessions (token, provider_id, member_id, game_code, platform, created_at, expires_at)
      VALUES (${`probe-${member.id}`}, 'kbetsim', ${member.id}, 'slot-fruits', 'PC', now(), now() + interval '1 day')`;
  }
  const postgres = createRequire(join(root, 'packages/server/package.json'))('postgres');
  // The callbacks (the default).
  const callbackPhases = async () => {
    let turn = 0;
    const pair = async (sql) => {
      const member = members[turn++ % members.length];
      const bet = randomUUID();
      const call = (tx, action, betTx, amount) =>
        sql`SELECT outcome FROM casino_wallet_call('kbetsim', ${tx}, ${`probe-${member.id}`}, ${member.userId},
        ${action}, ${betTx}, ${amount}::int8, ${bet}, 'slot-fruits', now(), ' probe')`;
      const [debit] = await call(bet, 'debit', null, 1_000);
      const [credit] = await call(randomUUID(), 'credit', bet, turn % 2 ? 1_500 : 0);
      if (debit.outcome !== 'answered' || credit.outcome !== 'answered')
        throw new Error(`pair answered ${debit.outcome} / ${credit.outcome}`);
    };
    // The bench's direct pair: the stake and the win as two ledger transactions, nothing else.
    const direct = async (sql) => {
      const member = members[turn++ % members.length];
      const leg = (kind, amount) =>
        sql.begin((tx) =>
          lib.postTransaction(tx, {
            kind,
            vertical: 'slot',
            actorId: null,
            postings: [
              { account: { member: member.id, kind: 'casino' }, amount },
              { account: { house: 'house_casino' }, amount: -amount },
            ],
          }),
        );
      await leg('bet_stake', -1_000);
      if (turn % 2) await leg('bet_payout', 1_500);
    };
    const phase = async (label) => {
      // The driver itself (createSql drops notices; auto_explain answers as notices), over the same socket.
      const target = lib.socketHost(url);
      const sql = postgres(target.url, {
        max: 1,
        host: target.host,
        onnotice: (notice) => console.log(notice.message),
      });
      pools.push(sql);
      const [{ pid }] = await sql`SELECT pg_backend_pid() AS pid`;
      const perPair = [];
      const perDirect = [];
      const walPair = [];
      const walDirect = [];
      // Index entries read in casino_transactions (a deterministic count, unlike CPU on a shared machine).
      const entriesRead = async () => {
        await sql`SELECT pg_stat_force_next_flush()`;
        await sql`SELECT pg_stat_clear_snapshot()`;
        const [row] = await sql`SELECT sum(idx_tup_read)::int8 AS n FROM pg_stat_user_indexes
        WHERE relname = 'casino_transactions'`;
        return Number(row.n);
      };
      const walAt = async () => (await sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`)[0].lsn;
      // A series' backend CPU and WAL bytes (nearly deterministic: the rows and index entries written) per pair.
      const series = async (run, cpu, wal) => {
        const [cpuBefore, walBefore] = [backendCpuMs(pid), await walAt()];
        for (let n = 0; n < PAIRS; n += 1) await run(sql);
        cpu.push((backendCpuMs(pid) - cpuBefore) / PAIRS);
        const [{ bytes }] =
          await sql`SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${walBefore}::pg_lsn) AS bytes`;
        wal.push(Number(bytes) / PAIRS);
      };
      const entriesBefore = await entriesRead();
      for (let round = 0; round < ROUNDS; round += 1) {
        await series(pair, perPair, walPair);
        await series(direct, perDirect, walDirect);
      }
      const entries = ((await entriesRead()) - entriesBefore) / (ROUNDS * PAIRS);
      const shown = (values, wal) =>
        `rounds ${values.map((v) => v.toFixed(3)).join(' ')}; median ${median(values).toFixed(3)} ms, min ${Math.min(...values).toFixed(3)} ms; WAL ${median(wal).toFixed(0)} bytes`;
      const [{ rows }] = await sql`SELECT count(*)::int AS rows FROM casino_transactions`;
      // Settling a bet rewrites its row: in place (HOT) unless an indexed column changes or the page is full.
      const [{ updates, hot }] = await sql`SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot
      FROM pg_stat_user_tables WHERE relname = 'casino_transactions'`;
      console.log(
        `${label.padEnd(12)} PostgreSQL CPU per pair: callbacks ${shown(perPair, walPair)}; casino_transactions index entries read per pair ${entries.toFixed(1)} (${rows} rows after, ${hot} of ${updates} updates in place; load ${load().toFixed(2)})`,
      );
      console.log(
        `${''.padEnd(12)} direct pair ${shown(perDirect, walDirect)}; callbacks / direct ${(median(perPair) / median(perDirect)).toFixed(2)}`,
      );
      if (process.env.PROBE_EXPLAIN) {
        await sql`LOAD 'auto_explain'`;
        for (const setting of [
          'log_min_duration = 0',
          'log_analyze = on',
          'log_nested_statements = on',
          "log_level = 'notice'",
        ])
          await sql.unsafe(`SET auto_explain.${setting}`);
        await pair(sql);
        await sql`SET auto_explain.log_min_duration = -1`;
      }
      await sql.end();
    };
    await phase('young');
    for (let n = 0; n < HISTORY; n += 1) await pair(setupSql);
    await setupSql`ANALYZE`;
    await phase('populated');
  };
  if (process.env.PROBE_WITHDRAWALS) await withdrawalPhases(lib, url, setupSql, pools, members);
  else await callbackPhases();
} finally {
  await bench.close();
}

/**
 * A withdrawal request's PostgreSQL work after the account password (issue 18, eighth pass), on one connection, the
 * backend's CPU and the statements the driver sent per request, two ways interleaved round after round:
 * requestWithdrawal (request_withdrawal, one statement; the general path it replaced is gone since the tenth pass)
 * and the bench's direct reference, the hold transfer alone (BEGIN, post_transaction, COMMIT). The 64 members withdraw in turn; the
 * requests' clock moves 2 hours and a minute each time every member has withdrawn (§9), past the closed hours.
 * The argon2id check is no part of it (Node's CPU, the same on every path).
 */
async function withdrawalPhases(lib, url, setupSql, pools, members) {
  const roles = new Map();
  for (const member of members) {
    const [{ role }] = await setupSql`
      UPDATE members SET account_holder = '홍길동' WHERE id = ${member.id} RETURNING role`;
    roles.set(member.id, role);
  }
  const holds = new Map();
  const repos = lib.createRepositories(setupSql);
  for (const member of members) holds.set(member.id, await repos.wallet.withdrawHoldAccountId(member.id));
  const kstMinute = (ms) => Math.floor((ms / 60_000 + 9 * 60) % 1440);
  let clock = Date.parse('2026-01-01T01:00:00Z');
  let turn = 0;
  const next = () => {
    const member = members[turn % members.length];
    turn += 1;
    if (turn % members.length === 0) {
      clock += 2 * 60 * 60_000 + 60_000;
      while (kstMinute(clock) >= 23 * 60 + 30 || kstMinute(clock) < 30) clock += 60 * 60_000;
    }
    return { member, now: new Date(clock), key: randomUUID() };
  };
  const request = { depositAmount: 10_000, depositName: '', type: 0 };
  const atOnce = async (sql) => {
    const { member, now, key } = next();
    const claim = { memberId: member.id, key, hash: 'probe' };
    const known = { id: member.id, role: roles.get(member.id), accountHolder: '홍길동' };
    const done = await lib.requestWithdrawal(sql, { claim, member: known, request, now });
    if (done.outcome !== 'requested') throw new Error(`request_withdrawal answered ${done.outcome}`);
  };
  const holdAlone = async (sql) => {
    const { member } = next();
    await sql.begin((tx) =>
      lib.postTransaction(tx, {
        kind: 'withdrawal_hold',
        actorId: member.id,
        postings: [
          { account: { member: member.id, kind: 'emoney' }, amount: -10_000 },
          { account: { id: holds.get(member.id) }, amount: 10_000 },
        ],
      }),
    );
  };
  const phase = async (label) => {
    // The server's own driver settings (camelCase rows), counting what it sends.
    let sent = 0;
    const sql = lib.createSql(url, { max: 1, onQuery: () => (sent += 1) });
    pools.push(sql);
    const [{ pid }] = await sql`SELECT pg_backend_pid() AS pid`;
    const ways = {
      request_withdrawal: atOnce,
      'hold transfer alone': holdAlone,
    };
    const cpu = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
    const statements = {};
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [way, run] of Object.entries(ways)) {
        const [cpuBefore, sentBefore] = [backendCpuMs(pid), sent];
        for (let n = 0; n < PAIRS; n += 1) await run(sql);
        cpu[way].push((backendCpuMs(pid) - cpuBefore) / PAIRS);
        statements[way] = (sent - sentBefore) / PAIRS;
      }
    const reference = median(cpu['hold transfer alone']);
    for (const [way, values] of Object.entries(cpu))
      console.log(
        `${label.padEnd(10)} ${way.padEnd(22)} PostgreSQL CPU per request: rounds ${values.map((v) => v.toFixed(3)).join(' ')}; median ${median(values).toFixed(3)} ms (${(median(values) / reference).toFixed(2)} × the hold transfer); ${statements[way]} statements; load ${load().toFixed(2)}`,
      );
    await sql.end();
  };
  await phase('young');
  for (let n = 0; n < HISTORY / 4; n += 1) await atOnce(setupSql);
  await setupSql`ANALYZE`;
  await phase('populated');
}
