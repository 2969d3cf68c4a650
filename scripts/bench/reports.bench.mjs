// Partner and staff reports over a large ledger: 10,000 members × 90 days, each day one sports stake and one
// payout per member (1.8 million postings), summed per report group by the server's SQL from the rollups the
// ledger keeps with every posting: per member, day and vertical (migration 185), and the coarser per member and
// week, and per day with its distinct members (migration 205). Measured two ways: the domain call (buildReport)
// and GET /admin-api/reports over loopback, which is what `kbet reports` sends before printing. The seed writes
// rows in bulk with triggers off (session_replication_role = replica): it is data for a read benchmark, not a
// ledger test. With the rollups' trigger off too, the seed fills them the way migrations 185 and 205 backfill
// an existing ledger.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer } from '../lib/benchBundle.mjs';

const MEMBERS = Number(process.env.BENCH_REPORT_MEMBERS ?? 10_000);
const DAYS = 90;
const TARGET_MS = 3_000;

const LIB_ENTRY = `
export { buildApp } from './src/app';
export { loadConfig } from './src/config';
export { createSql } from './src/db/createSql';
export { migrate } from './src/db/migrate';
export { seedDemoData } from './src/demo/seedDemoData';
export { startEmbeddedPostgres } from './src/db/startEmbeddedPostgres';
export { buildReport } from './src/domain/partners/buildReport';
export { newSessionToken } from './src/domain/auth/sessionToken';
`;

const SERVER_ENTRY = `
import { buildApp, createSql, loadConfig } from './lib.mjs';
const sql = createSql(process.env.BENCH_DATABASE_URL, { max: 4 });
const app = await buildApp({
  sql,
  // The staff session below is made directly, without the second factor a real staff login asks for.
  config: { ...loadConfig({}), logLevel: 'silent', secondFactor: 'optional' },
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: app.server.address().port });
process.on('message', async () => { await app.close(); await sql.end({ timeout: 5 }); process.exit(0); });
`;

/** Bundles the server's TypeScript (the SDK from source) next to its node_modules, with its migrations. */
const bundle = (root) =>
  bundleServer(root, { name: 'kbet-bench-reports', libEntry: LIB_ENTRY, serverEntry: SERVER_ENTRY });

/** 10,000 members with accounts, then per member and day a stake and a payout, all in bulk SQL. */
async function seed(sql, from) {
  await sql`
    INSERT INTO members (user_id, nickname, password_hash)
    SELECT 'rep' || n, 'r' || n, 'x' FROM generate_series(1, ${MEMBERS}) AS n`;
  await sql`
    INSERT INTO accounts (owner_member_id, kind)
    SELECT id, 'emoney' FROM members WHERE user_id LIKE 'rep%'`;
  await sql.begin(async (tx) => {
    await tx`SET LOCAL session_replication_role = replica`;
    await tx`
      WITH plays AS (
        SELECT a.id AS account_id, d, k.play_kind, (1000 + (a.id * 37 + d * 11) % 9000) AS stake
        FROM accounts a JOIN members m ON m.id = a.owner_member_id AND m.user_id LIKE 'rep%'
        CROSS JOIN generate_series(0, ${DAYS - 1}) AS d
        CROSS JOIN (VALUES ('bet_stake'), ('bet_payout')) AS k (play_kind)
      ), inserted AS (
        INSERT INTO ledger_transactions (kind, vertical, ref_type, ref_id, created_at)
        SELECT play_kind, 'sports', 'bench', account_id || ':' || d || ':' || play_kind,
          (${from}::date + d)::timestamp AT TIME ZONE 'Asia/Seoul' + interval '12 hours'
        FROM plays ORDER BY account_id, d, play_kind
        RETURNING id, ref_id
      )
      INSERT INTO postings (transaction_id, account_id, amount, balance_after)
      SELECT i.id, p.account_id, CASE WHEN p.play_kind = 'bet_stake' THEN -p.stake ELSE p.stake * 9 / 10 END, 0
      FROM inserted i JOIN plays p ON i.ref_id = p.account_id || ':' || p.d || ':' || p.play_kind`;
    await tx`
      INSERT INTO ledger_member_days
        (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
      SELECT member_id, day, vertical, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals),
             count(*)
      FROM ledger_member_moves GROUP BY member_id, day, vertical`;
    await tx`
      INSERT INTO ledger_member_weeks
        (member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
      SELECT member_id, date_trunc('week', day)::date, vertical, sum(turnover), sum(payouts), sum(bonuses),
             sum(deposits), sum(withdrawals), sum(postings)
      FROM ledger_member_days GROUP BY 1, 2, 3`;
    await tx`
      INSERT INTO ledger_days (day, shard, turnover, payouts, bonuses, deposits, withdrawals, members)
      SELECT day, 0, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals),
             count(DISTINCT member_id)
      FROM ledger_member_days GROUP BY day`;
  });
  await sql`ANALYZE`;
}

const get = (port, path, token) =>
  new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${res.statusCode} ${Buffer.concat(chunks)}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

const timed = async (fn) => {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
};

export async function run({ root }) {
  const out = await bundle(root);
  const lib = await import(pathToFileURL(join(out, 'lib.mjs')).href);
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-bench-reports-'));
  const pg = await lib.startEmbeddedPostgres({ dataDir });
  let child;
  let sql;
  try {
    await pg.createDatabase('kbet_reports');
    const url = pg.urlFor('kbet_reports');
    sql = lib.createSql(url, { max: 4 });
    await lib.migrate(sql);
    await lib.seedDemoData(sql);
    const from = '2026-01-05';
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const seeded = await timed(() => seed(sql, from));

    const byDay = await timed(() => lib.buildReport(sql, { from, to, by: 'day' }));
    const byMember = await timed(() => lib.buildReport(sql, { from, to, by: 'member' }));

    const { token, tokenHash } = lib.newSessionToken();
    const [staff] = await sql`SELECT id FROM members WHERE user_id = 'admin01'`;
    await sql`INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at) VALUES (${tokenHash}, ${staff.id}, now(), now())`;
    child = fork(join(out, 'server.mjs'), [], {
      env: { ...process.env, BENCH_DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const { port } = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    });
    const api = await timed(() => get(port, `/admin-api/reports?from=${from}&to=${to}&by=member`, token));

    const members = byMember.value.rows.length;
    return {
      title: `Reports: ${MEMBERS.toLocaleString('en-US')} members × ${DAYS} days`,
      rows: [
        ['seed (bulk SQL, triggers off)', `${(seeded.ms / 1000).toFixed(1)} s`, undefined, true],
        [
          'buildReport by day (90 rows)',
          `${byDay.ms.toFixed(0)} ms`,
          `< ${TARGET_MS} ms`,
          byDay.ms < TARGET_MS,
        ],
        [
          `buildReport by member (${members} rows)`,
          `${byMember.ms.toFixed(0)} ms`,
          `< ${TARGET_MS} ms`,
          byMember.ms < TARGET_MS,
        ],
        [
          `GET /admin-api/reports by member (what kbet reports fetches, ${(api.value.length / 1024).toFixed(0)} KiB)`,
          `${api.ms.toFixed(0)} ms`,
          `< ${TARGET_MS} ms`,
          api.ms < TARGET_MS,
        ],
      ],
      notes: [
        `Each member stakes and is paid once a day in sports: ${(MEMBERS * DAYS * 2).toLocaleString('en-US')} ledger transactions.`,
        'Reports by member, vertical and week read the per member and week rollup `ledger_member_weeks` for the whole weeks of the range and `ledger_member_days` at its edges; a report by day over every member reads `ledger_days` (migration 205: per day sums and distinct members, sharded by posting transaction). All are kept by one statement-level trigger on postings in the posting transaction, and members are counted per group and member (hashed), never by sorting every fact.',
        'Before migration 205 (per member, day and vertical rollup only, members counted by count(DISTINCT) over every row): 9.3 s by day and 7.6 s through the API at load ~23. Before migration 185 (raw postings summed per report): about 42 s by member.',
      ],
    };
  } finally {
    if (child) {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await sql?.end({ timeout: 5 });
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
