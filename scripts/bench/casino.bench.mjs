// Casino seamless wallet, side by side in one run: signed wallet callbacks over HTTP (a bet then its win, the
// pair a slot spin makes: signature check, adapter, idempotency row, member lock, ledger) against the same two
// ledger transfers driven directly in-process (casino money → house_casino, and back). Closed loops of 1 and 8
// clients on spread wallets. Bounded: BENCH_SECONDS (default 3) per measured run.
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_MS = 1_000;
const MEMBERS = 64;
const STAKE = 1_000;
const SECRET = randomBytes(32).toString('hex');

const LIB_ENTRY = `
export { buildApp } from './src/app';
export { loadConfig } from './src/config';
export { createSql } from './src/db/createSql';
export { migrate } from './src/db/migrate';
export { seedDemoData } from './src/demo/seedDemoData';
export { startEmbeddedPostgres } from './src/db/startEmbeddedPostgres';
export { openMemberAccounts, transfer } from './src/domain/ledger';
export { createCasinoRepository } from './src/repositories/casinoRepository';
export { createMembersRepository } from './src/repositories/membersRepository';
`;

async function bundle(root) {
  const server = join(root, 'packages/server');
  const out = join(server, 'node_modules/.cache/kbet-bench-casino');
  mkdirSync(out, { recursive: true });
  cpSync(join(server, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
  const fromSdk = createRequire(join(root, 'packages/sdk/package.json'));
  await build({
    stdin: { contents: LIB_ENTRY, resolveDir: server, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: {
      '@kbet/sdk/admin': join(root, 'packages/sdk/src/admin.ts'),
      '@kbet/sdk': join(root, 'packages/sdk/src/index.ts'),
    },
    plugins: [
      {
        name: 'sdk-dependencies',
        setup(b) {
          b.onResolve({ filter: /^@noble\/hashes\// }, (args) => ({ path: fromSdk.resolve(args.path) }));
        },
      },
    ],
    outfile: join(out, 'lib.mjs'),
    logLevel: 'error',
  });
  return out;
}

const load = () => loadavg()[0];
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs `clients` loops of `once(client, n)` for the bench duration after a warm-up: pairs/s and latencies. */
async function closedLoop(clients, once) {
  const latencies = [];
  let errors = 0;
  const warmEnd = Date.now() + WARMUP_MS;
  const end = warmEnd + SECONDS * 1_000;
  let started = 0;
  const loop = async (client) => {
    for (let n = 0; Date.now() < end; n += 1) {
      if (started === 0 && Date.now() >= warmEnd) started = performance.now();
      const t0 = performance.now();
      const ok = await once(client, n).then(
        () => true,
        () => false,
      );
      if (Date.now() >= warmEnd && Date.now() < end) {
        if (ok) latencies.push(performance.now() - t0);
        else errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / ((performance.now() - started) / 1_000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    load: load(),
  };
}

/** One signed simulator callback over loopback HTTP; rejects unless the wallet answers RS_OK. */
function callback(agent, port, action, body) {
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

export async function run({ root }) {
  const loadBefore = load();
  const lib = await import(pathToFileURL(join(await bundle(root), 'lib.mjs')).href);
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-bench-casino-'));
  const pg = await lib.startEmbeddedPostgres({ dataDir });
  const pools = [];
  let app;
  try {
    await pg.createDatabase('kbet_bench');
    const url = pg.urlFor('kbet_bench');
    const sql = lib.createSql(url, { max: 16 });
    pools.push(sql);
    await lib.migrate(sql);
    await lib.seedDemoData(sql);
    const members = [];
    const now = new Date();
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await lib.createMembersRepository(sql).insert({
        userId: `casino${i}`,
        nickname: `카지노${i}`,
        passwordHash: 'x',
      });
      await lib.openMemberAccounts(sql, member.id);
      const token = randomBytes(32).toString('hex');
      await sql.begin(async (tx) => {
        await lib.transfer(tx, {
          kind: 'demo_grant',
          actorId: null,
          from: { house: 'house_cash' },
          to: { member: member.id, kind: 'casino' },
          amount: 1_000_000_000_000,
        });
        await lib.createCasinoRepository(tx).insertSession({
          token,
          providerId: 'kbetsim',
          memberId: member.id,
          gameCode: 'slot-fruits',
          platform: 'PC',
          createdAt: now,
          expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
        });
      });
      members.push({ member, token });
    }
    app = await lib.buildApp({
      sql,
      config: { ...lib.loadConfig({}), logLevel: 'silent', casinoSimulatorSecret: SECRET },
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();

    let round = 0;
    const viaWallet = (agent) => async (client, n) => {
      const { member, token } = members[(client * 7919 + n) % members.length];
      round += 1;
      const id = `bench-${round}`;
      const money = { token, user: member.userId, round: id, game_code: 'slot-fruits' };
      await callback(agent, port, 'bet', { ...money, transaction_uuid: `${id}-bet`, amount: STAKE });
      await callback(agent, port, 'win', {
        ...money,
        transaction_uuid: `${id}-win`,
        reference_transaction_uuid: `${id}-bet`,
        amount: STAKE,
      });
    };
    const direct = async (client, n) => {
      const { member } = members[(client * 7919 + n) % members.length];
      const leg = (kind, from, to) =>
        sql.begin((tx) =>
          lib.transfer(tx, { kind, vertical: 'slot', actorId: null, from, to, amount: STAKE }),
        );
      await leg('bet_stake', { member: member.id, kind: 'casino' }, { house: 'house_casino' });
      await leg('bet_payout', { house: 'house_casino' }, { member: member.id, kind: 'casino' });
    };

    const rows = [];
    for (const clients of [1, 8]) {
      const agent = new Agent({ keepAlive: true, maxSockets: clients });
      const api = await closedLoop(clients, viaWallet(agent));
      const raw = await closedLoop(clients, direct);
      agent.destroy();
      const label = `${clients} client${clients === 1 ? '' : 's'}, ${MEMBERS} wallets`;
      rows.push([
        `wallet callbacks ${label}: bet+win pairs/s`,
        `${fmt(api.rate)} (load ${fmt(api.load, 2)})`,
        null,
        null,
      ]);
      rows.push([
        `wallet callbacks ${label}: pair p50 / p99 ms`,
        `${fmt(api.p50, 1)} / ${fmt(api.p99, 1)}`,
        null,
        null,
      ]);
      rows.push([
        `ledger directly ${label}: pairs/s`,
        `${fmt(raw.rate)} (load ${fmt(raw.load, 2)})`,
        null,
        null,
      ]);
      rows.push([`callbacks / direct ratio, ${label}`, fmt(api.rate / raw.rate, 2), null, null]);
      if (api.errors + raw.errors > 0)
        rows.push([`errors, ${label}`, `${api.errors} callbacks, ${raw.errors} direct`, '0', false]);
    }
    return {
      title: 'Casino wallet: signed callbacks (bet + win) and the same ledger transfers driven directly',
      rows,
      notes: [
        `Each run: ${WARMUP_MS / 1000} s warm-up, ${SECONDS} s measured; stakes and wins of ${STAKE} won on the simulator provider's slot.`,
        'The callbacks go over loopback HTTP to the app in the bench process (pool 16): HMAC check, adapter parse, stored-answer lookup, member lock, ledger transfer and casino_transactions row per call. The direct run posts the same two transfers (casino → house_casino, house_casino → casino, vertical slot) with postTransaction, nothing else.',
        `Load average (1 min): ${loadBefore.toFixed(2)} before the bench, ${load().toFixed(2)} after (${cpus().length} CPUs).`,
      ].join('\n'),
    };
  } finally {
    if (app) await app.close();
    for (const pool of pools) await pool.end({ timeout: 5 });
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
