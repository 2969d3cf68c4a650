// Casino seamless wallet and withdrawals, side by side in one run (issue 18's targets). Signed wallet callbacks
// over loopback HTTP (a bet then its win, the pair a slot spin makes: signature check, adapter, stored-answer
// lookup, member lock, ledger, wallet row) against the same two ledger transfers driven directly (casino money →
// house_casino, and back); members' withdrawal requests (POST /charge, depositMode 1: account password, the §5
// and §9 rules, charge row, the hold transfer, audit) against the account password check and the same hold
// transfer driven directly (and, as before, the hold transfer alone). The API is the real app in a child process,
// so its CPU and PostgreSQL's are metered apart from the clients'. Closed loops of 1, 8 and 32 clients on spread
// wallets and on one hot wallet, and an open loop at half the peak for the p99.
// Bounded: BENCH_SECONDS (default 3) per measured run.
import { createHmac, randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { bundleServer } from '../lib/benchBundle.mjs';
import {
  benchLoops,
  fmt,
  load,
  maintenanceDuring,
  ownCpuMs,
  postgresCpuMs,
  SERVER_TIMING,
} from './benchLoops.mjs';
import { apiClient, benchDatabase, startApiServer } from './betting.bench.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_MS = 1_000;
const MEMBERS = 64;
/** Members who each request one withdrawal (§9: 2 hours between a member's withdrawals), a fresh one per request. */
const WITHDRAWERS = Number(process.env.BENCH_WITHDRAWERS ?? 1_500);
export const STAKE = 1_000;
export const WITHDRAWAL = 10_000;
export const ACCOUNT_PASSWORD = '1234';
const PASSWORD_CHECKS = 10;
export const HOLDER = '김벤치';
/** The simulator provider's signing key, shared with the bench's server (BENCH_CASINO_SECRET). */
export const SECRET = randomBytes(32).toString('hex');
const { meteredLoop, openLoop } = benchLoops({ seconds: SECONDS, warmupMs: WARMUP_MS });

const LIB_ENTRY = `
export { buildApp } from './src/app';
export { loadConfig } from './src/config';
export { createSql } from './src/db/createSql';
export { warmPool } from './src/db/warmPool';
export { migrate } from './src/db/migrate';
export { seedDemoData } from './src/demo/seedDemoData';
export { startEmbeddedPostgres } from './src/db/startEmbeddedPostgres';
export { openMemberAccounts, transfer } from './src/domain/ledger';
export { hashPassword, verifyPassword } from './src/domain/auth/password';
export { newSessionToken } from './src/domain/auth/sessionToken';
export { createCasinoRepository } from './src/repositories/casinoRepository';
export { createRepositories } from './src/repositories';
`;

// The API server of the bench: the real app over the bench database, silent, on loopback, signing key shared.
const SERVER_ENTRY = `
import { buildApp, createSql, loadConfig, warmPool } from './lib.mjs';
const sql = createSql(process.env.BENCH_DATABASE_URL, { max: Number(process.env.BENCH_POOL) });
const config = { ...loadConfig({}), logLevel: 'silent', casinoSimulatorSecret: process.env.BENCH_CASINO_SECRET };
const app = await buildApp({ sql, config, logger: false });
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
export const bundle = (root) =>
  bundleServer(root, { name: 'kbet-bench-casino', libEntry: LIB_ENTRY, serverEntry: SERVER_ENTRY });

/**
 * A round's pair of callbacks, a bet of STAKE then its win of STAKE, for the account's member; `id` names the round
 * and its transactions, and tags both requests as one pair for the server's per-pair timing.
 */
export async function callbackPair(agent, port, { member, casinoToken }, id) {
  const money = { token: casinoToken, user: member.userId, round: id, game_code: 'slot-fruits' };
  await callback(agent, port, 'bet', { ...money, transaction_uuid: `${id}-bet`, amount: STAKE }, id);
  await callback(
    agent,
    port,
    'win',
    { ...money, transaction_uuid: `${id}-win`, reference_transaction_uuid: `${id}-bet`, amount: STAKE },
    id,
  );
}

/** One signed simulator callback over loopback HTTP; rejects unless the wallet answers RS_OK. */
export function callback(agent, port, action, body, pair) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/casino-wallet/kbetsim/${action}`,
        agent,
        headers: {
          'content-type': 'application/json',
          'x-sim-timestamp': timestamp,
          'x-sim-signature': signature,
          ...(pair ? { 'x-bench-pair': pair } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => (JSON.parse(text).status === 'RS_OK' ? resolve() : reject(new Error(text))));
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

/**
 * One bench member, set up through the server's own repositories and ledger as sign-up and the cashier would:
 * a registered own-name bank account with its 4-digit account password, ample casino money and cash, a login
 * session (the withdrawal API) and a casino launch session (the wallet callbacks). No deposit, no bonus: a
 * withdrawal's 30-minute and rolling rules are met.
 */
async function seedMember(lib, sql, { userId, passwordHash }) {
  const repos = lib.createRepositories(sql);
  const member = await repos.members.insert({
    userId,
    nickname: `벤치${userId}`,
    passwordHash: 'x',
    accountHolder: HOLDER,
    bankCode: 4,
    bankAccountNumber: '12345678901',
    bankAccountPasswordHash: passwordHash,
  });
  await lib.openMemberAccounts(sql, member.id);
  const casinoToken = randomBytes(32).toString('hex');
  const now = new Date();
  await sql.begin(async (tx) => {
    for (const kind of ['casino', 'emoney'])
      await lib.transfer(tx, {
        kind: 'demo_grant',
        actorId: null,
        from: { house: 'house_cash' },
        to: { member: member.id, kind },
        amount: 1_000_000_000_000,
      });
    await lib.createCasinoRepository(tx).insertSession({
      token: casinoToken,
      providerId: 'kbetsim',
      memberId: member.id,
      gameCode: 'slot-fruits',
      platform: 'PC',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
    });
  });
  const { token, tokenHash } = lib.newSessionToken();
  await repos.sessions.create({ tokenHash, memberId: member.id, ip: '127.0.0.1', userAgent: 'bench', now });
  const holdAccountId = await repos.wallet.withdrawHoldAccountId(member.id);
  return { member, token, casinoToken, holdAccountId };
}

/** `count` bench members named `prefix`0…, set up by 8 workers at once. */
export async function seedMembers(lib, sql, prefix, count, passwordHash) {
  const members = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++)
      members[i] = await seedMember(lib, sql, { userId: `${prefix}${i}`, passwordHash });
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return members;
}

/**
 * The casino bench's database: benchDatabase over this bench's library (`onLog` and `settings` as there), with
 * `members` bench members (`casino`0…) for the wallet callbacks and `withdrawers` more (`cashout`0…), a fresh one
 * per withdrawal request, all with the account password ACCOUNT_PASSWORD (`passwordHash`, its argon2id hash).
 * @example const bench = await casinoBenchDatabase(root, { members: 65, withdrawers: 1_500 }); … await bench.close();
 */
export async function casinoBenchDatabase(root, { members, withdrawers, onLog, settings }) {
  const bench = await benchDatabase(root, { bundle, onLog, settings, setupPool: 8 });
  try {
    const { lib, setupSql } = bench;
    const passwordHash = await lib.hashPassword(ACCOUNT_PASSWORD);
    return {
      ...bench,
      passwordHash,
      members: await seedMembers(lib, setupSql, 'casino', members, passwordHash),
      withdrawers: await seedMembers(lib, setupSql, 'cashout', withdrawers, passwordHash),
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
}

/**
 * Withdrawal requests of WITHDRAWAL won, each from the next of `withdrawers` (§9: a member's one withdrawal per 2
 * hours), through a `post` of apiClient's on /charge; the members are taken in turn across every `post`.
 * @example const withdraw = withdrawalSender(bench.withdrawers)(apiClient([port], 64, '/charge')); await withdraw();
 */
export function withdrawalSender(withdrawers) {
  let next = 0;
  return (post) => async () => {
    const account = withdrawers[next++];
    if (!account) throw new Error('no bench member left who may withdraw');
    await post(account, {
      memberId: account.member.id,
      depositMode: 1,
      depositAmount: WITHDRAWAL,
      depositName: HOLDER,
      type: 0,
      bankAccountPssword: ACCOUNT_PASSWORD,
    });
  };
}

const clientsLabel = (clients) => `${clients} client${clients === 1 ? '' : 's'}`;
const walletLabel = (wallet) => (wallet === 'spread' ? `spread wallets (${MEMBERS})` : 'one hot wallet');
const cpuPair = (cpu) => `${fmt(cpu.process, 2)} + ${fmt(cpu.postgres, 2)}`;

/** The rows of one API-against-direct comparison: rates, latencies, CPU per call, their ratio (target ≥ 0.8). */
function comparisonRows(what, unit, label, api, direct, ratioTarget) {
  const rows = [
    [`${what.api} ${label}: ${unit}/s`, `${fmt(api.rate)} (load ${fmt(api.load, 2)})`, null, null],
    [`${what.api} ${label}: p50 / p99 ms`, `${fmt(api.p50, 1)} / ${fmt(api.p99, 1)}`, null, null],
    [`${what.direct} ${label}: ${unit}/s`, `${fmt(direct.rate)} (load ${fmt(direct.load, 2)})`, null, null],
    [
      `CPU ms per ${unit.replace(/s$/, '')}, ${label}: API server + PostgreSQL / direct (bench process) + PostgreSQL`,
      `${cpuPair(api.cpu)} / ${cpuPair(direct.cpu)}`,
      null,
      null,
    ],
  ];
  const ratio = api.rate / direct.rate;
  rows.push([
    `${what.api} / ${what.direct} ratio, ${label}`,
    fmt(ratio, 2),
    ratioTarget ? '≥ 0.8' : null,
    ratioTarget ? ratio >= 0.8 : null,
  ]);
  if (api.errors + direct.errors > 0)
    rows.push([`errors, ${what.api} ${label}`, `${api.errors} API, ${direct.errors} direct`, '0', false]);
  return rows;
}

/** The open-loop row: p99 at half the peak against issue 18's 25 ms. */
function halfPeakRow(what, unit, peak, half) {
  return [
    `${what} p99 at half the peak (${fmt(peak / 2)} ${unit}/s offered, open loop)`,
    `${fmt(half.p99, 1)} ms (p50 ${fmt(half.p50, 1)}, achieved ${fmt(half.rate)} ${unit}/s, ${half.errors} errors, the server's own p50 / p99 per request ${fmt(half.server.p50, 1)} / ${fmt(half.server.p99, 1)} ms${half.server.pairP99 === undefined ? '' : ` and p99 per pair ${fmt(half.server.pairP99, 1)} ms`}, ${half.server.gc}, ${half.connectionsOpened} PostgreSQL connections opened, ${half.checkpoints} checkpoints and ${half.autovacuums} started after ${fmt(half.walMbBefore)} MB of WAL, load ${fmt(half.load, 2)}${process.env.BENCH_SERVER_FLAGS ? `, server flags ${process.env.BENCH_SERVER_FLAGS}` : ''})`,
    '≤ 25 ms',
    half.p99 <= 25 && half.errors === 0,
  ];
}

export async function run({ root }) {
  const loadBefore = load();
  const bench = await casinoBenchDatabase(root, { members: MEMBERS + 1, withdrawers: WITHDRAWERS });
  const { lib, out, url, setupSql: sql, pools, dataDir, passwordHash, withdrawers } = bench;
  const [hot, ...spread] = bench.members;
  let server;
  try {
    // Statistics taken again before every run, as in betting.bench.mjs (ANALYZE, not VACUUM).
    const analyze = () => sql`ANALYZE`;
    // The account password check every withdrawal request makes, alone: a deliberately slow hash.
    const verifyStart = ownCpuMs();
    for (let i = 0; i < PASSWORD_CHECKS; i += 1) await lib.verifyPassword(passwordHash, ACCOUNT_PASSWORD);
    const verifyCpu = (ownCpuMs() - verifyStart) / PASSWORD_CHECKS;

    process.env.BENCH_CASINO_SECRET = SECRET;
    server = await startApiServer(out, url, 16);
    const { port } = server;
    const postgresCpu = () => postgresCpuMs(dataDir);
    const apiCpu = { process: () => server.cpuMs(), postgres: postgresCpu };
    const directCpu = { process: ownCpuMs, postgres: postgresCpu };
    const pick = (wallet) => (client, n) =>
      wallet === 'hot' ? hot : spread[(client * 7919 + n) % spread.length];

    let round = 0;
    const viaWallet = (agent, account) => async (client, n) => {
      round += 1;
      await callbackPair(agent, port, account(client, n), `bench-${round}`);
    };
    const directPair = (directSql, account) => async (client, n) => {
      const { member } = account(client, n);
      const leg = (kind, from, to) =>
        directSql.begin((tx) =>
          lib.transfer(tx, { kind, vertical: 'slot', actorId: null, from, to, amount: STAKE }),
        );
      await leg('bet_stake', { member: member.id, kind: 'casino' }, { house: 'house_casino' });
      await leg('bet_payout', { house: 'house_casino' }, { member: member.id, kind: 'casino' });
    };

    const withdrawVia = withdrawalSender(withdrawers);
    // `verify`: the argon2id check of the account password first, as every withdrawal request must make it.
    const directHold =
      (directSql, { verify }) =>
      async (client, n) => {
        const { member, holdAccountId } = spread[(client * 7919 + n) % spread.length];
        if (verify && !(await lib.verifyPassword(passwordHash, ACCOUNT_PASSWORD)))
          throw new Error('the bench account password did not verify');
        await directSql.begin((tx) =>
          lib.transfer(tx, {
            kind: 'withdrawal_hold',
            actorId: member.id,
            from: { member: member.id, kind: 'emoney' },
            to: { id: holdAccountId },
            amount: WITHDRAWAL,
          }),
        );
      };

    const callbacks = [];
    const withdrawals = [];
    for (const clients of [1, 8, 32]) {
      const agent = new Agent({ keepAlive: true, maxSockets: clients });
      const directSql = lib.createSql(url, { max: clients });
      pools.push(directSql);
      // One client on one wallet is the same as on many: only the spread run is made.
      for (const wallet of clients === 1 ? ['spread'] : ['spread', 'hot']) {
        await analyze();
        const api = await meteredLoop(clients, viaWallet(agent, pick(wallet)), apiCpu);
        const direct = await meteredLoop(clients, directPair(directSql, pick(wallet)), directCpu);
        callbacks.push({ clients, wallet, api, direct });
      }
      await analyze();
      const api = await meteredLoop(clients, withdrawVia(apiClient([port], clients, '/charge')), apiCpu);
      const direct = await meteredLoop(clients, directHold(directSql, { verify: false }), directCpu);
      const verified = await meteredLoop(clients, directHold(directSql, { verify: true }), directCpu);
      withdrawals.push({ clients, api, direct, verified });
      agent.destroy();
    }

    const peakOf = (runs) => Math.max(...runs.filter((s) => s.wallet !== 'hot').map((s) => s.api.rate));
    const callbackPeak = peakOf(callbacks);
    const withdrawalPeak = peakOf(withdrawals);
    await analyze();
    const halfAgent = new Agent({ keepAlive: true, maxSockets: 64 });
    const callbackHalf = await maintenanceDuring(sql, () =>
      server.timed(() => openLoop(callbackPeak / 2, viaWallet(halfAgent, pick('spread')))),
    );
    halfAgent.destroy();
    const withdrawalHalf = await maintenanceDuring(sql, () =>
      server.timed(() => openLoop(withdrawalPeak / 2, withdrawVia(apiClient([port], 64, '/charge')))),
    );

    const rows = [];
    for (const s of callbacks)
      rows.push(
        ...comparisonRows(
          { api: 'wallet callbacks', direct: 'ledger directly' },
          'pairs',
          `${clientsLabel(s.clients)}, ${walletLabel(s.wallet)}`,
          s.api,
          s.direct,
          s.clients > 1 && s.wallet === 'spread',
        ),
      );
    rows.push(halfPeakRow('wallet callbacks (a bet then its win)', 'pairs', callbackPeak, callbackHalf));
    // Two references: the password check and the hold transfer (the work a request cannot skip: issue 18's
    // target), and the bare hold transfer (the reference of earlier runs, kept for comparison).
    for (const s of withdrawals) {
      const label = `${clientsLabel(s.clients)}, one request per member`;
      rows.push(
        ...comparisonRows(
          { api: 'withdrawal requests', direct: 'password check + hold transfer directly' },
          'requests',
          label,
          s.api,
          s.verified,
          s.clients > 1,
        ),
      );
      rows.push(
        [
          `hold transfer alone directly ${label}: requests/s`,
          `${fmt(s.direct.rate)} (load ${fmt(s.direct.load, 2)})`,
          null,
          null,
        ],
        [
          `CPU ms per request, hold transfer alone directly, ${label}: bench process + PostgreSQL`,
          cpuPair(s.direct.cpu),
          null,
          null,
        ],
        [
          `withdrawal requests / hold transfer alone (no password check), ${label}`,
          fmt(s.api.rate / s.direct.rate, 2),
          null,
          null,
        ],
      );
      if (s.direct.errors > 0)
        rows.push([`errors, hold transfer alone ${label}`, String(s.direct.errors), '0', false]);
    }
    rows.push([
      'CPU ms of the account password check alone (argon2id verify, in every withdrawal request)',
      fmt(verifyCpu, 2),
      null,
      null,
    ]);
    rows.push([
      'withdrawal requests, one hot wallet',
      'none: §9 allows a member one withdrawal per 2 hours (WITHDRAW_INTERVAL)',
      null,
      null,
    ]);
    rows.push(halfPeakRow('withdrawal requests', 'requests', withdrawalPeak, withdrawalHalf));
    return {
      title:
        'Casino wallet and withdrawals: signed callbacks (bet + win) and withdrawal requests against the same ledger work driven directly',
      rows,
      notes: [
        `Each run: ${WARMUP_MS / 1000} s warm-up, ${SECONDS} s measured, the database analysed before it; stakes and wins of ${STAKE} won on the simulator provider's slot, withdrawals of ${WITHDRAWAL.toLocaleString('en')} won.`,
        "The API runs in a child process (pool 16, all of it opened before it listens, as the product's start does). The half-peak rows count, inside the counted window, the server's scavenges and mark-compacts (the longest of each) and the PostgreSQL connections the pools opened.",
        'A callback: HMAC check, adapter parse, stored-answer lookup, member lock, checks, ledger transfer and casino_transactions row. The direct pair posts the same two transfers (casino → house_casino, house_casino → casino, vertical slot), each in its own transaction, from the bench process with a pool as large as its client count, nothing else.',
        `A withdrawal request (POST /charge, depositMode 1, a fresh Idempotency-Key): session, the account password (argon2id), the §5 amount and §9 policy rules, rolling, the charge row, the hold transfer (emoney → withdraw_hold) and audit; each request comes from a member who has not withdrawn yet (${WITHDRAWERS.toLocaleString('en')} set up through the repositories with an own-name account and account password). Two direct references: the account password check (the same argon2id verify, in the bench process) followed by the hold transfer, which is the work no request can skip and the reference of issue 18's ratio; and the hold transfer alone, the reference of earlier runs, whose ratio is printed too but measures the password check as if it were overhead.`,
        'CPU ms per pair or request: the CPU time of the API server process (or of the bench process, for the direct runs, its clients included) and of all PostgreSQL processes over a run, warm-up included, divided by what it completed; it moves far less with the machine’s load than the rates.',
        `Load average (1 min): ${loadBefore.toFixed(2)} before the bench, ${load().toFixed(2)} after (${cpus().length} CPUs); other work on the machine competes for them.`,
      ].join('\n'),
    };
  } finally {
    if (server) await server.stop();
    await bench.close();
  }
}
