// Bet placement, side by side in one run: POST /sports-prematch/betting through the HTTP API (a server in a
// child process, on loopback), the same work driven directly with postgres.js (the exclusion and offers read as one,
// checkBet, the placement through group commit: place_sports_bets, one statement for a batch), and the floor: the minimal bet
// transaction (conditional wallet update, slip insert, two ledger lines, durable commit) on tables of its
// own, what any design has to pay, and that floor behind a bare Fastify route (the HTTP floor, httpFloorServer.mjs:
// what HTTP itself costs here). The machine is shared, so the targets are ratios measured in one run.
// Closed loops of 8 and 32 clients on spread wallets (many members) and on one hot wallet report bets/s
// and p99 (one client shows the cost of a single bet without contention); an open-loop run at half the
// API's peak reports the p99 the target speaks of. Bounded:
// BENCH_SECONDS (default 5) per measured run.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer } from '../lib/benchBundle.mjs';
import {
  benchLoops,
  fmt,
  load,
  maintenanceDuring,
  ownCpuMs,
  postgresCpuMs,
  SERVER_TIMING,
  serverOwnTimes,
} from './benchLoops.mjs';
import { floorBet } from './floorBet.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_MS = 1_000;
const SPREAD_MEMBERS = 256;
const STAKE = 5_000;
const FIXTURES = 8;
const HISTORY_BETS = Number(process.env.BENCH_HISTORY ?? 3_000);
const { closedLoop, meteredLoop, openLoop } = benchLoops({ seconds: SECONDS, warmupMs: WARMUP_MS });

const LIB_ENTRY = `
export { buildApp } from './src/app';
export { loadConfig } from './src/config';
export { createSql, socketHost } from './src/db/createSql';
export { warmPool } from './src/db/warmPool';
export { migrate } from './src/db/migrate';
export { seedDemoData } from './src/demo/seedDemoData';
export { startEmbeddedPostgres } from './src/db/startEmbeddedPostgres';
export { createRepositories } from './src/repositories';
export { openMemberAccounts, postTransaction } from './src/domain/ledger';
export { newSessionToken } from './src/domain/auth/sessionToken';
export { createBetPlacer } from './src/domain/betting/createBetPlacer';
export { createOffersReader } from './src/domain/betting/createOffersReader';
export { placeBetAlone, placeBets, placeBetsAlone } from './src/domain/betting/placeBet';
export { createBatchCommit, createGroupCommit } from './src/db/groupCommit';
export { checkBet } from './src/domain/betting/checkBet';
export { createBetsRepository } from './src/repositories/betsRepository';
export { createMinigameEngine } from './src/domain/minigame/createMinigameEngine';
export { placeMinigameBet } from './src/domain/minigame/placeMinigameBet';
export { requestWithdrawal } from './src/domain/charges/requestWithdrawal';
export { BetRequest, bettingLimits, minigameMarkets } from '@kbet/sdk';
`;

// The API server of the bench: the real app over the bench database, silent, on loopback.
const SERVER_ENTRY = `
import { buildApp, createSql, loadConfig, warmPool } from './lib.mjs';
const sql = createSql(process.env.BENCH_DATABASE_URL, { max: Number(process.env.BENCH_POOL) });
const app = await buildApp({ sql, config: { ...loadConfig({}), logLevel: 'silent' }, logger: false });
// As the server's start does (main.ts): every pool connection open before the first request.
await warmPool(sql);
await app.listen({ host: '127.0.0.1', port: 0 });
${SERVER_TIMING}
process.send({ port: app.server.address().port });
process.on('message', async (message) => {
  if (message === 'cpu') return process.send({ cpu: process.cpuUsage() });
  if (message === 'time' || message === 'times') return process.send(serverTimes(message));
  await app.close(); await sql.end({ timeout: 5 }); process.exit(0);
});
`;

/** Bundles the server's TypeScript (the SDK from source) next to its node_modules, with its migrations. */
const bettingBundle = (root) =>
  bundleServer(root, { name: 'kbet-bench', libEntry: LIB_ENTRY, serverEntry: SERVER_ENTRY });

/**
 * The bundled server library over a fresh embedded PostgreSQL, migrated, with the demo data: `pools` collects the
 * bench's connection pools, which `close()` ends before it stops the database and removes its directory. `onLog`
 * receives PostgreSQL's own log lines and `settings` overrides its server settings (tailProbe.mjs). Another bench's
 * own library (casino.bench.mjs) comes from `bundle` (this bench's by default), its set-up pool of `setupPool`.
 * @example const bench = await benchDatabase(root); try { … } finally { await bench.close(); }
 */
export async function benchDatabase(root, { onLog, settings, bundle = bettingBundle, setupPool = 4 } = {}) {
  const out = await bundle(root);
  const lib = await import(pathToFileURL(join(out, 'lib.mjs')).href);
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-bench-pg-'));
  const pg = await lib.startEmbeddedPostgres({ dataDir, onLog, settings });
  const pools = [];
  const close = async () => {
    for (const pool of pools) await pool.end({ timeout: 5 });
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await pg.createDatabase('kbet_bench');
    const url = pg.urlFor('kbet_bench');
    const setupSql = lib.createSql(url, { max: setupPool });
    pools.push(setupSql);
    await lib.migrate(setupSql);
    await lib.seedDemoData(setupSql);
    return { lib, out, url, setupSql, pools, close, dataDir };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The HTTP floor's server process (httpFloorServer.mjs), for startApiServer's `entry`. */
export const HTTP_FLOOR_ENTRY = fileURLToPath(new URL('./httpFloorServer.mjs', import.meta.url));

/**
 * The bench's API server: the real app over the bench database in a child process (pool `pool`), on loopback.
 * `entry`: another server process to start the same way (the HTTP floor's); `env`: more variables for it.
 * @example const server = await startApiServer(out, url, 16); … await server.stop();
 */
export async function startApiServer(out, url, pool, { entry = join(out, 'server.mjs'), env = {} } = {}) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF;
  // BENCH_SERVER_FLAGS: Node flags for the server process, for an A/B of V8's GC settings on a quiet machine
  // (e.g. "--max-semi-space-size=32" or "--single-threaded-gc"; docs/benchmarks.md, the ninth pass's tail9).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = fork(entry, [], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: url,
      BENCH_POOL: String(pool),
      BENCH_LIB: join(out, 'lib.mjs'),
      ...env,
    },
    execArgv: [...flags, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return {
    port,
    /** The server process's CPU time so far (user + system), in ms. */
    async cpuMs() {
      child.send('cpu');
      const { cpu } = await new Promise((resolve) => child.once('message', resolve));
      return (cpu.user + cpu.system) / 1_000;
    },
    /**
     * Runs an open loop with the server timing its requests: the loop's result gains `server`, the p50 and p99 of
     * the server's own times for the requests it counted.
     */
    async timed(openLoopRun) {
      const ask = async (message) => {
        child.send(message);
        return new Promise((resolve) => child.once('message', resolve));
      };
      await ask('time');
      const result = await openLoopRun();
      const { times, gc } = await ask('times');
      return { ...result, server: serverOwnTimes(times, result.countedFrom, gc) };
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * `count` level-5 members with ample play money (in each wallet of `kinds`) and a live session each:
 * [{ member, token }].
 */
export async function seedMembers(lib, sql, count, { kinds = ['emoney'] } = {}) {
  const repos = lib.createRepositories(sql);
  const members = [];
  for (let i = 0; i < count; i += 1) {
    const member = await repos.members.insert({
      userId: `bench${String(i).padStart(4, '0')}`,
      nickname: `벤치${i}`,
      passwordHash: 'x',
      role: 5,
    });
    await lib.openMemberAccounts(sql, member.id);
    for (const kind of kinds)
      await sql.begin((tx) =>
        lib.postTransaction(tx, {
          kind: 'demo_grant',
          actorId: null,
          postings: [
            { account: { member: member.id, kind }, amount: 1_000_000_000_000 },
            { account: { house: 'house_cash' }, amount: -1_000_000_000_000 },
          ],
        }),
      );
    const { token, tokenHash } = lib.newSessionToken();
    await repos.sessions.create({
      tokenHash,
      memberId: member.id,
      ip: '127.0.0.1',
      userAgent: 'bench',
      now: new Date(),
    });
    members.push({ member, token });
  }
  return members;
}

/** Members with play money and a live session each, and fixtures to bet on. */
export async function seed(lib, sql) {
  const settings = await lib.createRepositories(sql).settings.get('betting');
  const members = (await seedMembers(lib, sql, SPREAD_MEMBERS + 1)).map((account) => ({
    ...account,
    limits: lib.bettingLimits(settings, account.member.role, 'EU'),
  }));
  await sql`INSERT INTO feed_sports (id, name, name_korean) VALUES (6046, 'Football', '축구') ON CONFLICT DO NOTHING`;
  await sql`INSERT INTO feed_locations (id, name, name_korean) VALUES (248, 'Korea', '대한민국') ON CONFLICT DO NOTHING`;
  await sql`INSERT INTO feed_leagues (id, sport_id, location_id, name, name_korean) VALUES (1, 6046, 248, 'K League 1', 'K리그1') ON CONFLICT DO NOTHING`;
  const bettings = [];
  for (let f = 1; f <= FIXTURES; f += 1) {
    const id = 900_000 + f;
    await sql`
      INSERT INTO feed_fixtures (id, sport_id, location_id, league_id, start_date, home_participant_id, home_name,
        home_name_korean, away_participant_id, away_name, away_name_korean)
      VALUES (${id}, 6046, 248, 1, now() + interval '30 days', 1, 'Ulsan', '울산', 2, 'Seoul', '서울')`;
    await sql`INSERT INTO feed_markets (fixture_id, market_id, name, name_korean) VALUES (${id}, 1, '1X2', '승무패')`;
    await sql`INSERT INTO feed_odds (id, fixture_id, market_id, name, price) VALUES (${`${id}_1_1`}, ${id}, 1, '1', 1.95)`;
    bettings.push({
      betPrice: '1.95',
      fixtureId: String(id),
      oddsId: `${id}_1_1`,
      sportId: 6046,
      version: '1',
    });
  }
  return { members, bettings };
}

/** The floor's own tables: a wallet per member (same ids), slips and ledger lines, no other index. */
export async function seedFloor(sql, members) {
  await sql`CREATE TABLE floor_wallets (id integer PRIMARY KEY, balance bigint NOT NULL)`;
  await sql`CREATE TABLE floor_slips (id bigserial PRIMARY KEY, wallet_id integer NOT NULL, amount bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`;
  await sql`CREATE TABLE floor_lines (id bigserial PRIMARY KEY, slip_id bigint NOT NULL, wallet_id integer,
    amount bigint NOT NULL)`;
  await sql`INSERT INTO floor_wallets ${sql(members.map((a) => ({ id: a.member.id, balance: 1_000_000_000_000 })))}`;
}

/** The minimal bet transaction (floorBet.mjs) driven directly on `sql`. */
function floorClient(sql) {
  return (account) => floorBet(sql, account.member.id, STAKE);
}

export const betRequest = (memberId, betting) => ({
  memberId,
  totalRatio: betting.betPrice,
  amounts: STAKE,
  bettings: [betting],
  gameDetailType: 91,
  gameStyle: 'EU',
  changeFlag: false,
});

/**
 * POST `path` (a bet) over keep-alive loopback with a fresh Idempotency-Key; rejects on anything but 200. With
 * several server processes (`ports` an array) the requests take turns (round robin, as a load balancer would).
 */
export function apiClient(ports, clients, path = '/sports-prematch/betting') {
  const targets = Array.isArray(ports) ? ports : [ports];
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let turn = 0;
  return (account, body) =>
    new Promise((resolve, reject) => {
      turn += 1;
      const port = targets[turn % targets.length];
      const payload = JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          agent,
          headers: {
            authorization: `Bearer ${account.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'idempotency-key': randomUUID(),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/**
 * The route's work without HTTP, on a pool of `clients`: the exclusion and offers read, checkBet, then
 * the placement through group commit (createBetPlacer: one statement for a lone bet; the bets in flight
 * together, of one wallet or several, one place_sports_bets statement, its own transaction), as
 * POST /sports-prematch/betting does, announcing the bet when it starts. `placer`: another placer to drive instead
 * (hotWalletProbe.mjs).
 */
export function rawClient(lib, sql, placer = lib.createBetPlacer(sql), reader = lib.createOffersReader(sql)) {
  return async (account, body) => {
    const key = randomUUID();
    const now = new Date();
    // Announced when the work starts, as the route does, and withdrawn if it fails before its placement.
    await placer.announcing(account.member.id, async (announced) => {
      // The wire body decoded as the route's schema does (fixture ids become numbers).
      const request = lib.BetRequest.parse(body);
      const { exclusion, offers } = await reader.read({
        oddsIds: request.bettings.map((leg) => leg.oddsId),
        memberId: account.member.id,
        now,
      });
      if (exclusion) throw new Error('excluded');
      const checked = lib.checkBet({ request, offers, limits: account.limits, now });
      if (checked.kind !== 'accepted') throw new Error('odds changed');
      const placement = {
        member: account.member,
        key,
        requestHash: key,
        request,
        checked,
        ipAddress: '127.0.0.1',
        now,
      };
      const outcome = await announced.place(placement);
      if (outcome.kind !== 'placed') throw new Error(`bet ${outcome.kind}`);
    });
  };
}

/**
 * Bets placed before anything is measured, through the raw driver, the floor and the HTTP floor alike, so the tables hold
 * rows when their statistics are taken. PostgreSQL keeps a statement's generic plan per connection: planned
 * on empty bet_slips, postings or idempotency_keys, the foreign-key checks, the ledger triggers' reads and
 * the idempotency lookup scan those tables sequentially for the rest of the connection's life (until an
 * ANALYZE), and a bet's cost then grows with every bet placed (2.6 → 6.6 ms of PostgreSQL CPU over 4,800
 * bets, flat at about 2 ms once analysed). A live database has history and autovacuum's statistics. The API
 * server (`api`) places as many: the raw driver's code runs in this process, warmed by its history, and a
 * server fresh from its start would otherwise spend its first measured runs compiling its own (V8's
 * optimising compiler, whose threads count in the process's CPU; about 15 % of the server's CPU in a perf
 * profile of the 8-client run after 1,500 bets). The HTTP floor's server (`httpFloor`) is warmed the same way.
 */
async function placeHistory(lib, sql, spread, bettings, api, httpFloor) {
  const raw = rawClient(lib, sql);
  const floor = floorClient(sql);
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < HISTORY_BETS; n = next++) {
      const account = spread[n % spread.length];
      const body = betRequest(account.member.id, bettings[n % bettings.length]);
      await raw(account, body);
      await floor(account);
      await api(account, body);
      await httpFloor(account, body);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const cpuPair = (cpu) => `${fmt(cpu.process, 2)} + ${fmt(cpu.postgres, 2)}`;

/**
 * A run's result with `batch`: the bets it placed (warm-up included) per transaction that wrote their slips, i.e.
 * the bets group commit put in one call.
 */
async function perTransaction(setupSql, loop) {
  const [{ last }] = await setupSql`SELECT coalesce(max(id), 0) AS last FROM bet_slips`;
  const result = await loop();
  const [slips] = await setupSql`
    SELECT count(*)::int AS bets, count(DISTINCT xmin::text)::int AS transactions FROM bet_slips WHERE id > ${last}`;
  return { ...result, batch: slips.bets / Math.max(1, slips.transactions) };
}

export async function run({ root }) {
  const loadBefore = load();
  const bench = await benchDatabase(root);
  const { lib, out, url, setupSql, pools, dataDir } = bench;
  const servers = [];
  let httpFloorServer;
  const postgresCpu = () => postgresCpuMs(dataDir);
  try {
    const { members, bettings } = await seed(lib, setupSql);
    await seedFloor(setupSql, members);
    /** One more API server process over the same database (pool 16 each); its port. */
    const startServer = async () => {
      const server = await startApiServer(out, url, 16);
      servers.push(server);
      return server.port;
    };
    const port = await startServer();
    const serverCpu = () => servers[0].cpuMs();
    httpFloorServer = await startApiServer(out, url, 16, { entry: HTTP_FLOOR_ENTRY });
    const httpFloorCpu = () => httpFloorServer.cpuMs();

    const historySql = lib.createSql(url, { max: 8 });
    pools.push(historySql);
    await placeHistory(
      lib,
      historySql,
      members.slice(1),
      bettings,
      apiClient([port], 8),
      apiClient([httpFloorServer.port], 8, '/floor-bet'),
    );
    // Statistics as autovacuum keeps them on a live database, taken again before every run (the runs add rows):
    // ANALYZE also makes every connection plan its statements again. Not VACUUM: with it before each run (and the
    // eighth pass's checkpoint settings) every bet cost a third more CPU in a quiet A/B, API and floor alike.
    const analyze = () => setupSql`ANALYZE`;
    const hot = members[0];
    const spread = members.slice(1);

    const scenarios = [];
    for (const clients of [1, 8, 32]) {
      // One client on one wallet is the same as on many: only the spread run is made.
      const api = apiClient([port], clients);
      const httpFloor = apiClient([httpFloorServer.port], clients, '/floor-bet');
      const rawSql = lib.createSql(url, { max: clients });
      pools.push(rawSql);
      const raw = rawClient(lib, rawSql);
      const floor = floorClient(rawSql);
      for (const wallet of clients === 1 ? ['spread'] : ['spread', 'hot']) {
        const account = (client, n) => (wallet === 'hot' ? hot : spread[(client * 7919 + n) % spread.length]);
        const body = (client, n) => {
          const a = account(client, n);
          return [a, betRequest(a.member.id, bettings[(client + n) % bettings.length])];
        };
        await analyze();
        const apiResult = await perTransaction(setupSql, () =>
          meteredLoop(clients, (client, n) => api(...body(client, n)), {
            process: serverCpu,
            postgres: postgresCpu,
          }),
        );
        // The HTTP floor at 8 and 32 clients, right after the API so the two share their minute.
        const httpFloorResult =
          clients === 1
            ? null
            : await meteredLoop(clients, (client, n) => httpFloor(...body(client, n)), {
                process: httpFloorCpu,
                postgres: postgresCpu,
              });
        const rawResult = await perTransaction(setupSql, () =>
          meteredLoop(clients, (client, n) => raw(...body(client, n)), {
            process: ownCpuMs,
            postgres: postgresCpu,
          }),
        );
        const floorResult = await meteredLoop(clients, (client, n) => floor(account(client, n)), {
          process: ownCpuMs,
          postgres: postgresCpu,
        });
        scenarios.push({
          clients,
          wallet,
          api: apiResult,
          httpFloor: httpFloorResult,
          raw: rawResult,
          floor: floorResult,
        });
      }
    }

    const peak = Math.max(...scenarios.filter((s) => s.wallet === 'spread').map((s) => s.api.rate));
    const halfApi = apiClient([port], 64);
    await analyze();
    const half = await maintenanceDuring(setupSql, () =>
      servers[0].timed(() =>
        openLoop(peak / 2, (client, n) => {
          const a = spread[(client * 7919 + n) % spread.length];
          return halfApi(a, betRequest(a.member.id, bettings[n % bettings.length]));
        }),
      ),
    );

    // Scale-out: a second server process over the same PostgreSQL, requests alternating between the two.
    const ports = [port, await startServer()];
    const scaled = [];
    for (const clients of [8, 32]) {
      const api = apiClient(ports, clients);
      for (const wallet of ['spread', 'hot']) {
        await analyze();
        const result = await closedLoop(clients, (client, n) => {
          const a = wallet === 'hot' ? hot : spread[(client * 7919 + n) % spread.length];
          return api(a, betRequest(a.member.id, bettings[(client + n) % bettings.length]));
        });
        scaled.push({ clients, wallet, result });
      }
    }

    const rows = [];
    for (const s of scenarios) {
      const label = `${s.clients} client${s.clients === 1 ? '' : 's'}, ${s.wallet === 'spread' ? `spread wallets (${SPREAD_MEMBERS})` : 'one hot wallet'}`;
      // Issue 18: 1,200 bets/s on spread wallets, 1,000 on one hot wallet.
      const rateTarget = s.clients === 1 ? null : s.wallet === 'spread' ? 1_200 : 1_000;
      rows.push([
        `API ${label}: bets/s`,
        `${fmt(s.api.rate)} (load ${fmt(s.api.load, 2)})`,
        rateTarget ? `≥ ${rateTarget.toLocaleString('en')}` : null,
        rateTarget ? s.api.rate >= rateTarget : null,
      ]);
      rows.push([`API ${label}: p50 / p99 ms`, `${fmt(s.api.p50, 1)} / ${fmt(s.api.p99, 1)}`, null, null]);
      const hf = s.httpFloor;
      if (hf) {
        rows.push([`HTTP floor ${label}: bets/s`, `${fmt(hf.rate)} (load ${fmt(hf.load, 2)})`, null, null]);
        rows.push([`HTTP floor ${label}: p50 / p99 ms`, `${fmt(hf.p50, 1)} / ${fmt(hf.p99, 1)}`, null, null]);
        rows.push([
          `CPU ms per bet, ${label}: HTTP floor server + PostgreSQL (the API server's above it)`,
          `${cpuPair(hf.cpu)} (${fmt(s.api.cpu.process - hf.cpu.process, 2)})`,
          null,
          null,
        ]);
      }
      rows.push([`raw SQL ${label}: bets/s`, `${fmt(s.raw.rate)} (load ${fmt(s.raw.load, 2)})`, null, null]);
      rows.push([
        `raw SQL ${label}: p50 / p99 ms`,
        `${fmt(s.raw.p50, 1)} / ${fmt(s.raw.p99, 1)}`,
        null,
        null,
      ]);
      rows.push([
        `floor ${label}: bets/s`,
        `${fmt(s.floor.rate)} (load ${fmt(s.floor.load, 2)})`,
        null,
        null,
      ]);
      rows.push([
        `floor ${label}: p50 / p99 ms`,
        `${fmt(s.floor.p50, 1)} / ${fmt(s.floor.p99, 1)}`,
        null,
        null,
      ]);
      rows.push([
        `CPU ms per bet, ${label}: API server + PostgreSQL / raw driver + PostgreSQL / floor PostgreSQL`,
        `${cpuPair(s.api.cpu)} / ${cpuPair(s.raw.cpu)} / ${fmt(s.floor.cpu.postgres, 2)}`,
        null,
        null,
      ]);
      rows.push([
        `bets per transaction, ${label}: API / raw driver`,
        `${fmt(s.api.batch, 1)} / ${fmt(s.raw.batch, 1)}`,
        null,
        null,
      ]);
      const floorRatio = s.raw.rate / s.floor.rate;
      const floorTarget = s.clients === 8 && s.wallet === 'spread';
      rows.push([
        `raw SQL / floor ratio, ${label}`,
        fmt(floorRatio, 2),
        floorTarget ? '≥ 0.5' : null,
        floorTarget ? floorRatio >= 0.5 : null,
      ]);
      const ratio = s.api.rate / s.raw.rate;
      const ratioTarget = s.clients > 1;
      rows.push([
        `API / raw SQL ratio, ${label}`,
        fmt(ratio, 2),
        ratioTarget ? '≥ 0.8' : null,
        ratioTarget ? ratio >= 0.8 : null,
      ]);
      if (hf) {
        rows.push([`API / HTTP floor ratio, ${label}`, fmt(s.api.rate / hf.rate, 2), null, null]);
        rows.push([`HTTP floor / floor ratio, ${label}`, fmt(hf.rate / s.floor.rate, 2), null, null]);
      }
      const hfErrors = hf?.errors ?? 0;
      if (s.api.errors + s.raw.errors + s.floor.errors + hfErrors > 0)
        rows.push([
          `errors, ${label}`,
          `${s.api.errors} API, ${s.raw.errors} raw, ${s.floor.errors} floor, ${hfErrors} HTTP floor`,
          '0',
          false,
        ]);
    }
    for (const { clients, wallet, result } of scaled) {
      const one = scenarios.find((s) => s.clients === clients && s.wallet === wallet);
      const label = `${clients} clients, ${wallet === 'spread' ? `spread wallets (${SPREAD_MEMBERS})` : 'one hot wallet'}`;
      rows.push([
        `API 2 processes ${label}: bets/s (× 1 process)`,
        `${fmt(result.rate)} (× ${fmt(result.rate / one.api.rate, 2)}, load ${fmt(result.load, 2)})`,
        null,
        null,
      ]);
      rows.push([
        `API 2 processes ${label}: p50 / p99 ms`,
        `${fmt(result.p50, 1)} / ${fmt(result.p99, 1)}`,
        null,
        null,
      ]);
      if (result.errors > 0) rows.push([`errors, 2 processes ${label}`, String(result.errors), '0', false]);
    }
    rows.push([
      `API p99 at half the peak (${fmt(peak / 2)} bets/s offered, open loop)`,
      `${fmt(half.p99, 1)} ms (p50 ${fmt(half.p50, 1)}, achieved ${fmt(half.rate)} bets/s, generator late p99 ${fmt(half.lateP99, 1)} ms, the server's own p50 / p99 ${fmt(half.server.p50, 1)} / ${fmt(half.server.p99, 1)} ms, ${half.server.gc}, ${half.connectionsOpened} PostgreSQL connections opened, ${half.checkpoints} checkpoints and ${half.autovacuums} started after ${fmt(half.walMbBefore)} MB of WAL, load ${fmt(half.load, 2)}${process.env.BENCH_SERVER_FLAGS ? `, server flags ${process.env.BENCH_SERVER_FLAGS}` : ''})`,
      '≤ 25 ms',
      half.p99 <= 25 && half.errors === 0,
    ]);
    return {
      title: 'Bet placement: HTTP API and the same SQL transaction driven directly (postgres.js)',
      rows,
      notes: [
        `Each run: ${WARMUP_MS / 1000} s warm-up, ${SECONDS} s measured; single-leg pre-match bets of ${STAKE} won, a fresh Idempotency-Key each. Before the runs ${HISTORY_BETS.toLocaleString('en')} bets each through the raw driver and the API (which warms both processes' code alike), and as many floor transactions, are placed as history, and the database is analysed before every run, as autovacuum keeps a live database: statements planned on empty tables scan them sequentially for the life of the connection (see placeHistory).`,
        "The open loop at half the peak sends at a fixed rate through 64 keep-alive sockets and times each bet from its scheduled send time, so a bet the generator sent late or that waited for a socket counts its whole delay; its first second at the same rate is a warm-up, not counted. \"Generator late\" is how late the bench process itself sent (p99): it shares the cores with the server and PostgreSQL. \"The server's own\" times each bet inside the server process, from its request event to the last byte of its answer: what the row's p99 adds on top of it is the bench process's part (sent late, an answer handled late) and the sockets' (a request waiting in the kernel for the server's busy loop). The row also counts, inside the counted window, the server's scavenges and mark-compacts (V8's pauses, the longest of each) and the PostgreSQL connections the pools opened: the same tree's row swings between about 24 and 67 ms on a quiet machine, and these are what to compare between a good run and a bad one. The server opens its whole pool before it listens, as the product's start does (main.ts, db/warmPool.ts).",
        'Every driver reaches PostgreSQL over its Unix-domain socket (the embedded cluster’s URLs name it; HTTP stays on loopback TCP). The API runs in a child process (pool 16); the 2-process rows add a second such process over the same PostgreSQL, requests alternating between them; the raw driver runs the route’s work without HTTP (the exclusion and offers in one read, checkBet, then group commit: the bets in flight together, of one wallet or several, as one statement, place_sports_bets, with each bet’s idempotency claim, stake, slip and stored answer) in the bench process with a pool as large as its client count; the floor runs the minimal bet transaction (conditional wallet update, slip insert, two ledger lines, commit) on tables of its own with the same pool.',
        "The HTTP floor (issue 18's \"naive Fastify + pg endpoint\"): the floor transaction behind one bare POST route of the server's own fastify, in a child process started as the API's is, with no plugins, hooks, schema or logger, on a pool of 16 (createSql, as the API's) over the same Unix socket; it parses the same JSON body the API is sent (through the same keep-alive clients, same concurrency, at 8 and 32 clients) and answers a small JSON body. It is a reference, not a target: \"API / HTTP floor\" is what the API's work costs beside HTTP plus the minimal transaction, \"HTTP floor / floor\" what HTTP itself costs here, and its CPU row gives, in brackets, the API server's CPU a bet above the HTTP floor server's (docs/benchmarks.md, the nineteenth pass's hfloor19, itemises it).",
        'CPU ms per bet: the CPU time of the API server process (or of the bench process, which drives the raw SQL, its clients included) and of all PostgreSQL processes over a run, warm-up included, divided by the bets it completed. It measures the work, not the waiting, so it moves far less with the machine’s load than the rates do.',
        'Bets per transaction: the bets a run placed (warm-up included) over the transactions that wrote their slips, i.e. how many bets group commit put in one call; PostgreSQL’s cost per bet falls with it (docs/benchmarks.md, ninth pass, branch lean9).',
        'The machine is shared (2 cores, other sessions building and testing at the same time): absolute figures move by a factor of several between runs, so the targets are ratios of drivers measured one after the other in the same run, and a run is repeated before a figure is quoted.',
        "Every stake posts emoney → house_bets through the ledger. The house account is split into shard rows (migration 100), one per concurrent database transaction, so bets of different members take no common row lock; bets on one hot wallet queue on that member's lock, held until commit (and its WAL flush). Commits stay durable (synchronous_commit on).",
        `Load average (1 min) of the machine, shown next to each figure as measured at the end of its run: ${loadBefore.toFixed(2)} before the bench, ${load().toFixed(2)} after (${cpus().length} CPUs); other work on the machine competes for them.`,
      ].join('\n'),
    };
  } finally {
    for (const server of servers) await server.stop();
    await httpFloorServer?.stop();
    await bench.close();
  }
}
