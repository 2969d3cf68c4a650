// Mini-game bet placement on one round (issue 12): 1,000 members stake on the powerball's open round through
// POST /minigame/betting (the real app in a child process, on loopback) and through the identical transaction
// driven directly with postgres.js (idempotency claim, placeMinigameBet, stored answer, commit). Each pass is a
// fixed batch, one bet from each of the 1,000 members, at 1, 8 and 32 concurrent clients; placements/s, p50
// and p99 of both, and their ratio. Then the round is drawn and its bets settled through the ledger, timed.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { fmt, load, percentile, postgresCpuMs } from './benchLoops.mjs';
import { apiClient, benchDatabase, seedMembers, startApiServer } from './betting.bench.mjs';

const GAME_ID = 'donghang';
const MEMBERS = 1_000;
const STAKE = 5_000;
const WARMUP_BETS = 100;
const CLIENTS = [1, 8, 32];
/** A pass never starts with less than this much real time before the round's close. */
const MIN_BETTING_MS = 60_000;

/** A clock the bench sets: the round is opened a whole period ahead, so it stays open for the whole bench. */
function benchClock(at) {
  let now = at;
  return {
    now: () => new Date(now),
    sleep: async () => {},
    set: (next) => {
      now = Math.max(now, next);
    },
  };
}

/** The game's running round. */
async function runningRound(sql) {
  const [round] = await sql`
    SELECT id::int, closes_at, draws_at FROM minigame_rounds WHERE game_id = ${GAME_ID} AND status IN ('open', 'closed')`;
  return round;
}

/**
 * `jobs` calls of `once(job)` from `clients` concurrent loops; placements/s over the batch, latencies, and
 * PostgreSQL's CPU ms per placement when `postgresCpu` reads it (it moves far less with the machine's load).
 */
async function batch(clients, jobs, once, postgresCpu = () => Number.NaN) {
  const cpuBefore = postgresCpu();
  const latencies = [];
  let errors = 0;
  let firstError;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < jobs) {
      const job = next;
      next += 1;
      const t0 = performance.now();
      try {
        await once(job);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - started) / 1_000;
  const postgresCpuPerBet = (postgresCpu() - cpuBefore) / jobs;
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    firstError,
    postgresCpuPerBet,
    load: load(),
  };
}

/**
 * The route's work without HTTP, on a pool of `clients`: placeMinigameBet as POST /minigame/betting runs it (the
 * round read once and kept, the limits read once, then the one placement statement through group commit).
 */
function rawClient(lib, sql) {
  const groupCommit = lib.createGroupCommit(sql);
  const opened = new Map();
  const readRound = async (id) => {
    const [round] = await sql`
      SELECT id::int, game_id, to_char(kst_day, 'YYYY-MM-DD') AS kst_day, round_no, commitment, odds, opens_at
      FROM minigame_rounds WHERE id = ${id}`;
    return round;
  };
  let setting;
  return async (account, request) => {
    const key = randomUUID();
    setting ??= await lib.createRepositories(sql).settings.get('minigameBetting');
    const outcome = await lib.placeMinigameBet({
      sql,
      groupCommit,
      member: account.member,
      request,
      key,
      requestHash: key,
      ipAddress: '127.0.0.1',
      now: new Date(),
      round: (id) => {
        if (!opened.has(id)) opened.set(id, readRound(id));
        return opened.get(id);
      },
      setting,
    });
    if (outcome.kind !== 'placed')
      throw outcome.kind === 'refused' ? outcome.error : new Error(`bet ${outcome.kind}`);
  };
}

export async function run({ root }) {
  const loadBefore = load();
  const bench = await benchDatabase(root);
  const { lib, out, url, setupSql, pools, dataDir } = bench;
  const postgresCpu = () => postgresCpuMs(dataDir);
  let server;
  try {
    const members = await seedMembers(lib, setupSql, MEMBERS);
    // Each member keeps to one even-money-ish market, so the opposite-sides guard and the win caps never refuse.
    const markets = lib.minigameMarkets(GAME_ID).filter((m) => Number(m.odds) <= 10);

    // The engine's clock starts on the next period boundary: the round it opens closes a whole round later.
    const period = 300_000;
    const clock = benchClock(Math.ceil(Date.now() / period) * period);
    const engine = lib.createMinigameEngine({ sql: setupSql, clock, gameIds: [GAME_ID] });
    /** The open round, drawn and replaced first if too little real time is left before its close. */
    const openRound = async () => {
      for (;;) {
        await engine.tick();
        const round = await runningRound(setupSql);
        if (round && round.closesAt.getTime() - Date.now() >= MIN_BETTING_MS) return round;
        clock.set(Math.max(round.drawsAt.getTime(), Date.now()));
      }
    };

    server = await startApiServer(out, url, 16);
    const scenarios = [];
    const rounds = new Set();
    for (const clients of CLIENTS) {
      const api = apiClient(server.port, clients, '/minigame/betting');
      const rawSql = lib.createSql(url, { max: clients });
      pools.push(rawSql);
      const raw = rawClient(lib, rawSql);
      const round = await openRound();
      rounds.add(round.id);
      // Consecutive jobs go to members far apart (7,919 is prime to 1,000), as independent members would bet.
      const job = (n) => {
        const index = (n * 7_919) % MEMBERS;
        const account = members[index];
        const market = markets[index % markets.length];
        return [account, { gameId: GAME_ID, roundId: round.id, marketId: market.marketId, amount: STAKE }];
      };
      await batch(clients, WARMUP_BETS, (n) => api(...job(n)));
      await batch(clients, WARMUP_BETS, (n) => raw(...job(n)));
      const apiResult = await batch(clients, MEMBERS, (n) => api(...job(n)), postgresCpu);
      const rawResult = await batch(clients, MEMBERS, (n) => raw(...job(n)), postgresCpu);
      scenarios.push({ clients, api: apiResult, raw: rawResult });
    }

    // The draw: the round closes, is drawn and every bet on it is settled (paid or lost) in one tick.
    const round = await runningRound(setupSql);
    const [{ bets, placed }] = await setupSql`
      SELECT count(*) FILTER (WHERE round_id = ${round.id})::int AS bets, count(*)::int AS placed FROM minigame_bets`;
    clock.set(round.drawsAt.getTime());
    const t0 = performance.now();
    await engine.tick();
    const settleMs = performance.now() - t0;

    const rows = [];
    for (const s of scenarios) {
      const label = `${s.clients} client${s.clients === 1 ? '' : 's'}, ${MEMBERS.toLocaleString('en-US')} members`;
      rows.push([
        `API ${label}: placements/s`,
        `${fmt(s.api.rate)} (load ${fmt(s.api.load, 2)})`,
        null,
        null,
      ]);
      rows.push([`API ${label}: p50 / p99 ms`, `${fmt(s.api.p50, 1)} / ${fmt(s.api.p99, 1)}`, null, null]);
      rows.push([
        `direct transaction ${label}: placements/s`,
        `${fmt(s.raw.rate)} (load ${fmt(s.raw.load, 2)})`,
        null,
        null,
      ]);
      rows.push([
        `direct transaction ${label}: p50 / p99 ms`,
        `${fmt(s.raw.p50, 1)} / ${fmt(s.raw.p99, 1)}`,
        null,
        null,
      ]);
      rows.push([
        `PostgreSQL CPU ms per bet, ${label}: API / direct`,
        `${fmt(s.api.postgresCpuPerBet, 2)} / ${fmt(s.raw.postgresCpuPerBet, 2)}`,
        null,
        null,
      ]);
      const ratio = s.api.rate / s.raw.rate;
      const ratioTarget = s.clients > 1;
      rows.push([
        `API / direct ratio, ${label}`,
        fmt(ratio, 2),
        ratioTarget ? '≥ 0.8' : null,
        ratioTarget ? ratio >= 0.8 : null,
      ]);
      if (s.api.errors + s.raw.errors > 0)
        rows.push([
          `errors, ${label}`,
          `${s.api.errors} API, ${s.raw.errors} direct (first: ${s.api.firstError ?? s.raw.firstError})`,
          '0',
          false,
        ]);
    }
    rows.push([
      `draw and settle the round (${bets.toLocaleString('en-US')} bets, one tick)`,
      `${fmt(settleMs)} ms (load ${fmt(load(), 2)})`,
      null,
      null,
    ]);
    return {
      title:
        'Mini-game bet placement: 1,000 members on one round, HTTP API and the same transaction driven directly',
      rows,
      notes: [
        `Each pass: ${WARMUP_BETS} warm-up bets per path, then one bet of ${STAKE.toLocaleString('en-US')} won from each of the ${MEMBERS.toLocaleString('en-US')} members (level 5, each on one market of the ${GAME_ID} powerball) through the API, then the same through the direct transaction; a fresh Idempotency-Key each. ${placed.toLocaleString('en-US')} bets in all, on ${rounds.size} round${rounds.size === 1 ? '' : 's'} (a pass starts on a round with at least ${MIN_BETTING_MS / 1000} s left before its close).`,
        'The API runs in a child process (pool 16); the direct driver runs the route’s work without HTTP (placeMinigameBet: the round and the limits read once, then the one placement statement, place_single_leg_bet, with the idempotency claim, the round’s share lock and close check, exclusion, the member lock and caps, the stake through the ledger, the slip and the stored answer, through group commit) in the bench process with a pool as large as its client count.',
        'Every bet share-locks the round row and locks its member; the close and the draw take the round exclusively, so bets never land after the close. The draw figure is one engine tick: close, draw, settle every bet and open the next round, in one transaction; settlement goes in batches of 2,000 bets, each in a fixed number of statements (one bulk ledger post of the batch’s payouts with their postings and audit rows, one statement for the legs, slips and settlement records), where it went bet by bet before (276-405 s for about 6,600 bets at load 17-19).',
        'PostgreSQL CPU ms per bet: the CPU time of all PostgreSQL processes over a measured pass divided by its bets; it measures the work, not the waiting, so it moves far less with the machine’s load than the rates do.',
        `Load average (1 min) of the machine, shown next to each figure as measured at the end of its run: ${loadBefore.toFixed(2)} before the bench, ${load().toFixed(2)} after (${cpus().length} CPUs); other work on the machine competes for them.`,
      ].join('\n'),
    };
  } finally {
    await server?.stop();
    await bench.close();
  }
}
