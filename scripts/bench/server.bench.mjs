// The HTTP API under concurrent load: the built server (packages/server/dist/main.js, rebuilt with tsup when
// older than its sources) in its own process, over an embedded PostgreSQL in a temp directory, on loopback.
// autocannon drives 50 connections for 5 s each against GET /member/{id} (the client's 5-second poll) and
// POST /emoney/pointToEmoney (a ledgered, idempotent, audited money move). Every connection is its own member,
// as in real use, so the figures measure the server rather than contention on one member's row.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildServerIfStale,
  freePort,
  fromServer,
  spawnServer,
  startPostgres,
  stopChild,
} from '../lib/kbetServer.mjs';
import { percentile } from './benchLoops.mjs';

const CONNECTIONS = 50;
const DURATION_S = 5;
const POINTS_PER_CONVERSION = 5_000;
const DEMO_PASSWORD = 'kbet1234';

async function call(base, method, path, { token, body, key } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/**
 * One bench member per connection: rows copied from member01 (same password) with their four wallets,
 * then points granted through the staff API, so every point the load converts went through the ledger.
 */
async function benchMembers(databaseUrl, base) {
  const { default: postgres } = await fromServer('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`
      INSERT INTO members (user_id, nickname, password_hash, role, type, account_holder)
      SELECT 'bench' || lpad(g::text, 3, '0'), '벤치' || g, password_hash, 1, 0, account_holder
      FROM members, generate_series(1, ${CONNECTIONS}) AS g WHERE user_id = 'member01'`;
    await sql`
      INSERT INTO accounts (owner_member_id, kind)
      SELECT m.id, k.kind FROM members m CROSS JOIN (VALUES ('emoney'), ('casino'), ('point'), ('comp')) AS k (kind)
      WHERE m.user_id LIKE 'bench%'`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  const staff = await call(base, 'POST', '/auth/login', {
    body: { userId: 'admin01', password: DEMO_PASSWORD },
  });
  const members = [];
  for (let i = 1; i <= CONNECTIONS; i++) {
    const userId = `bench${String(i).padStart(3, '0')}`;
    await call(base, 'POST', '/admin-api/balance/adjust', {
      token: staff.token,
      key: randomUUID(),
      body: { userId, amount: 100_000_000, kind: 'point', reason: 'load test grant' },
    });
    const { token, user } = await call(base, 'POST', '/auth/login', {
      body: { userId, password: DEMO_PASSWORD },
    });
    members.push({ id: user.id, token });
  }
  return members;
}

const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * autocannon with one member per connection. `requestsFor(member)` gives the connection's request cycle;
 * `measured` picks which position in the cycle the latency figures are about.
 */
async function load(autocannon, base, members, requestsFor, measured) {
  let next = 0;
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: 'GET', path: '/health' }],
    setupClient: (client) => {
      const member = members[next++ % members.length];
      client.setRequests(requestsFor(member));
      client.benchCount = 0;
    },
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const position = client.benchCount++ % requestsFor(members[0]).length;
    if (position !== measured) return;
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / (result.duration || DURATION_S),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
    errors: result.errors + result.timeouts,
  };
}

export async function run({ root }) {
  const { default: autocannon } = await import('autocannon');
  const rebuilt = buildServerIfStale(root);
  // mkdtemp itself is the data directory, so the postgres user (when running as root) can own it.
  const dataDir = await mkdtemp(join(tmpdir(), 'kbet-bench-pg-'));
  const { pg, url } = await startPostgres(dataDir);
  let server;
  try {
    const port = await freePort();
    server = await spawnServer({
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      LOGIN_FREE_FAILURES_PER_IP: '100000',
      LOGIN_FREE_FAILURES: '100000',
      LOGIN_MAX_PER_IP: '100000',
      // The bench's staff log in many times, and a TOTP code works once: the second factor is optional here.
      SECOND_FACTOR: 'optional',
    });
    const base = `http://127.0.0.1:${port}`;
    const members = await benchMembers(url, base);
    const auth = (member) => ({ authorization: `Bearer ${member.token}` });

    const getMember = await load(
      autocannon,
      base,
      members,
      (member) => [{ method: 'GET', path: `/member/${member.id}`, headers: auth(member) }],
      0,
    );

    // Each conversion needs the member's current updatedAt (userUpdatedAt) and a new Idempotency-Key, so a
    // connection alternates GET /member/{id} with the POST; only the POST is measured.
    const conversion = await load(
      autocannon,
      base,
      members,
      (member) => [
        {
          method: 'GET',
          path: `/member/${member.id}`,
          headers: auth(member),
          onResponse: (_status, body, context) => {
            context.updatedAt = JSON.parse(body).updatedAt;
          },
        },
        {
          method: 'POST',
          path: '/emoney/pointToEmoney',
          setupRequest: (request, context) => ({
            ...request,
            headers: { ...auth(member), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              memberId: member.id,
              point: POINTS_PER_CONVERSION,
              userUpdatedAt: context.updatedAt,
            }),
          }),
        },
      ],
      1,
    );

    const statusText = (s) =>
      Object.entries(s.statuses)
        .map(([code, n]) => `${n}×${code}`)
        .join(', ');
    return {
      title: `Server under load (${CONNECTIONS} connections, ${DURATION_S} s each, loopback, embedded PostgreSQL)`,
      rows: [
        ['GET /member/{id} p50', ms(getMember.p50), null, null],
        ['GET /member/{id} p99', ms(getMember.p99), '< 50 ms (informational)', null],
        ['GET /member/{id} requests/s', getMember.perSecond.toFixed(0), '> 500 (informational)', null],
        [
          'GET /member/{id} responses',
          statusText(getMember),
          'all 200',
          getMember.statuses[200] === getMember.count,
        ],
        ['POST /emoney/pointToEmoney p50', ms(conversion.p50), null, null],
        ['POST /emoney/pointToEmoney p99', ms(conversion.p99), '< 100 ms (informational)', null],
        [
          'POST /emoney/pointToEmoney conversions/s',
          conversion.perSecond.toFixed(0),
          '> 200 (informational)',
          null,
        ],
        [
          'POST /emoney/pointToEmoney responses',
          statusText(conversion),
          'all 200',
          conversion.statuses[200] === conversion.count,
        ],
      ],
      notes:
        `Machine: ${process.platform}/${process.arch}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the end; ` +
        'load generator, server and PostgreSQL share the machine' +
        `${rebuilt ? '; the server was rebuilt with tsup first' : ''}. Latency targets are informational (no pass/fail): ` +
        `GET p99 ${getMember.p99 < 50 ? 'met' : 'missed'}, conversion p99 ${conversion.p99 < 100 ? 'met' : 'missed'}. ` +
        `Connection errors/timeouts: ${getMember.errors} (GET), ${conversion.errors} (conversion). ` +
        'Conversions/s counts POSTs only; each connection also spends a GET per conversion to learn userUpdatedAt.',
    };
  } finally {
    if (server) await stopChild(server);
    await pg.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}
