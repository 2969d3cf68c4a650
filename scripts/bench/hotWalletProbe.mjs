// One hot wallet under load (issue 18): closed loops of PROBE_CLIENTS clients (default 8) doing the route's work
// without HTTP (betting.bench.mjs's raw driver: the exclusion and offers read, checkBet, the placement) on one
// member, with the placers compared in interleaved rounds on the same database, so they share the machine's load.
// Per placer, the median over rounds of: bets/s, this process's and PostgreSQL's CPU ms per bet, bets per
// database transaction that wrote the wallet's slips (the batch size group commit reached) and the share of the
// time a placement call was in flight (with one wallet, the time its lock was held or waited for; the rest is
// the gap between one call's answer and the next call). Not part of `pnpm bench`: printed, not written.
// `node scripts/bench/hotWalletProbe.mjs`, and PROBE_SECONDS (default 3) per round, PROBE_ROUNDS (default 4),
// PROBE_WALLET=spread (256 members instead of one), PROBE_PLACERS='gather,statement' (the placers below; also
// 'transaction', 'apart', 'nofill', 'busy', 'fill:8', 'one', and 'gather:6' for a wait of up to 6 ms), and
// PROBE_SQL=<file>: run once before the rounds (a candidate function definition).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchLoops, load, median, ownCpuMs, postgresCpuMs } from './benchLoops.mjs';
import { benchDatabase, betRequest, rawClient, seed } from './betting.bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS = Number(process.env.PROBE_CLIENTS ?? 8);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 4);
const HISTORY = 3_000;
const { closedLoop } = benchLoops({ seconds: Number(process.env.PROBE_SECONDS ?? 3), warmupMs: 500 });

/**
 * The placers to compare, each built on the driver's pool: createBetPlacer's group commit with a batch's call as
 * `run`. `busy` sums the time some call of the placer was in flight, so busy ÷ wall time is how much of the run
 * a call held the wallet (its member's lock, and on one wallet one call at a time).
 */
const statement = (lib, sql) => (placements) => lib.placeBetsAlone(sql, placements);
const placers = {
  // The shipped one (createBetPlacer): a batch is one statement, its own transaction, a wallet's batch waits up
  // to 4 ms ('gather:6' for 6) for the wallet's bets announced and on their way, and while the other lane's call
  // is in flight a lane's batch waits up to 4 ms for any wallet's ('fill:8' for 8).
  gather: (lib, sql, ms = '4') => ({
    run: statement(lib, sql),
    gatherMs: Number(ms),
    fillMs: 4,
    fillFrom: 6,
  }),
  // The same with fillFrom `from` ('fill:8': a lane with no other call in flight waits for the bets on their way
  // from 8 bets queued or on their way), and with one lane ('one:6').
  fill: (lib, sql, from = '6') => ({
    run: statement(lib, sql),
    gatherMs: 4,
    fillMs: 4,
    fillFrom: Number(from),
  }),
  one: (lib, sql, from = '6') => ({ ...placers.fill(lib, sql, from), lanes: 1 }),
  // Only while the other lane's call is in flight (the eleventh pass's first step).
  busy: (lib, sql) => ({
    run: statement(lib, sql),
    gatherMs: 4,
    fillMs: 4,
    fillFrom: Number.POSITIVE_INFINITY,
  }),
  // Before the eleventh pass: no wait for other wallets' bets (a lane takes what is queued the moment it frees).
  nofill: (lib, sql) => ({ run: statement(lib, sql), gatherMs: 4, fillMs: 0 }),
  // The same with each bet's offers and exclusion read a statement of its own (createOffersReader of one read),
  // as before the tenth pass.
  apart: (lib, sql) => ({ run: statement(lib, sql), gatherMs: 4, fillMs: 0, maxReads: 1 }),
  // Before: the same with no wait (a lane takes what is queued the moment it frees).
  statement: (lib, sql) => ({ run: statement(lib, sql), gatherMs: 0 }),
  // Before that: a batch ran as BEGIN, place_sports_bets, COMMIT (three round trips).
  transaction: (lib, sql) => ({
    run: (placements) => sql.begin((tx) => lib.placeBets(tx, placements)),
    gatherMs: 0,
  }),
};
const timed = (lib, sql, { run, gatherMs, fillMs = 0, fillFrom, lanes }) => {
  let inFlight = 0;
  let since = 0;
  const meter = { busy: 0 };
  const time = (call) => async (argument) => {
    if (inFlight++ === 0) since = performance.now();
    try {
      return await call(argument);
    } finally {
      if (--inFlight === 0) meter.busy += performance.now() - since;
    }
  };
  const placer = lib.createBatchCommit({
    key: (placement) => placement.member.id,
    run: time(run),
    single: time((placement) => lib.placeBetAlone(sql, placement)),
    gatherMs,
    fillMs,
    fillFrom,
    lanes,
  });
  return { placer, meter };
};
const chosen = (process.env.PROBE_PLACERS ?? 'gather,statement').split(',');

const bench = await benchDatabase(root);
try {
  const { lib, url, setupSql, pools, dataDir } = bench;
  const { members, bettings } = await seed(lib, setupSql);
  const [hot, ...spread] = members;
  // The offers and exclusion reads sent (alone, or several bets' in one statement), for reads per statement.
  const sent = { reads: 0 };
  const onQuery = (_connection, query) => {
    if (query.includes('exclusion_kind')) sent.reads += 1;
  };
  const sql = lib.createSql(url, { max: CLIENTS, onQuery });
  pools.push(sql);
  const history = rawClient(lib, sql);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let n = next++; n < HISTORY; n = next++) {
        const account = spread[n % spread.length];
        await history(account, betRequest(account.member.id, bettings[n % bettings.length]));
      }
    }),
  );
  if (process.env.PROBE_SQL) await setupSql.unsafe(readFileSync(process.env.PROBE_SQL, 'utf8'));
  await setupSql`ANALYZE`;
  const drivers = chosen.map((name) => {
    const [placerName, option] = name.split(':');
    const { placer, meter } = timed(lib, sql, placers[placerName](lib, sql, option));
    const { maxReads } = placers[placerName](lib, sql, option);
    return { name, meter, raw: rawClient(lib, sql, placer, lib.createOffersReader(sql, { maxReads })) };
  });
  const account = (client, n) =>
    process.env.PROBE_WALLET === 'spread' ? spread[(client * 7919 + n) % spread.length] : hot;
  const results = new Map(drivers.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { name, raw, meter } of drivers) {
      const [{ last }] = await setupSql`SELECT coalesce(max(id), 0) AS last FROM bet_slips`;
      const before = {
        own: ownCpuMs(),
        postgres: postgresCpuMs(dataDir),
        busy: meter.busy,
        wall: performance.now(),
        reads: sent.reads,
      };
      const result = await closedLoop(CLIENTS, (client, n) => {
        const a = account(client, n);
        return raw(a, betRequest(a.member.id, bettings[(client + n) % bettings.length]));
      });
      const own = ownCpuMs() - before.own;
      const postgres = postgresCpuMs(dataDir) - before.postgres;
      const busy = (meter.busy - before.busy) / (performance.now() - before.wall);
      const [slips] = await setupSql`
        SELECT count(*)::int AS bets, count(DISTINCT xmin::text)::int AS transactions
        FROM bet_slips WHERE id > ${last}`;
      results.get(name).push({
        rate: result.rate,
        own: own / result.completed,
        postgres: postgres / result.completed,
        batch: slips.bets / slips.transactions,
        reads: result.completed / (sent.reads - before.reads),
        busy: busy * 100,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors,
      });
    }
  }
  const wallet = process.env.PROBE_WALLET === 'spread' ? 'spread wallets' : 'one hot wallet';
  console.log(`${CLIENTS} clients, ${wallet}, medians of ${ROUNDS} rounds (load ${load().toFixed(2)})`);
  for (const [name, rounds] of results) {
    const m = (key, digits) => median(rounds.map((r) => r[key])).toFixed(digits);
    console.log(
      `${name.padEnd(12)} ${m('rate', 0)} bets/s, CPU ms per bet ${m('own', 2)} driver + ${m('postgres', 2)} PostgreSQL, ${m('batch', 1)} bets per transaction, ${m('reads', 1)} reads per statement, a call in flight ${m('busy', 0)} % of the time, p50 / p99 ${m('p50', 1)} / ${m('p99', 1)} ms, errors ${rounds.reduce((sum, r) => sum + r.errors, 0)}`,
    );
  }
} finally {
  await bench.close();
}
