// What the API's server spends a bet above the HTTP floor's (issue 18; docs/benchmarks.md, the nineteenth pass's
// hfloor19), itemised by knocking pieces out: the betting bench's database, members and floor tables, then rounds in
// which every variant's server (the bench's API server over a copy of its bundle with one piece knocked out by a
// text patch, or the HTTP floor's server) is started, warmed with AB_WARM bets, driven by a closed loop of AB_CLIENTS
// keep-alive clients on spread wallets and stopped, the variants in turn (order reversed every other round) so each
// round's variants share their minutes on the shared machine. Per variant: the median over rounds of the server's CPU
// ms per bet and PostgreSQL's, and the server's saving against the full API in the same round (median of the
// per-round differences). A knock-out keeps the bet's work but skips one piece's per-request cost (a memo per
// member and selection where the piece must still answer), so a variant measures that piece, not a broken path.
// "httpFloor" is the HTTP floor's server, "httpOnly" the same answering without its transaction (HTTP alone).
// AB_MICRO=1 instead times the request path's pure-CPU pieces in this process (their CPU µs a call over many calls,
// which the machine's load moves far less than a server's CPU a bet): the body's JSON parse, its string walk and
// schema, the idempotency hash, the session token's hash, checkBet and the answer's serialisation.
// Knobs: AB_ROUNDS (default 3), AB_SECONDS (default 5), AB_CLIENTS (default 8), AB_WARM (default 1500), AB_ONLY
// (comma-separated variant names), AB_CALLS (default 20000, micro).
//   node scripts/bench/apiExtraCpuProbe.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchLoops, fmt, load, median, postgresCpuMs } from './benchLoops.mjs';
import {
  apiClient,
  benchDatabase,
  betRequest,
  HTTP_FLOOR_ENTRY,
  seed,
  seedFloor,
  startApiServer,
} from './betting.bench.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 3);
const SECONDS = Number(process.env.AB_SECONDS ?? 5);
const CLIENTS = Number(process.env.AB_CLIENTS ?? 8);
const WARM = Number(process.env.AB_WARM ?? 1_500);
const { meteredLoop } = benchLoops({ seconds: SECONDS, warmupMs: 1_000 });

/** [text in the bundle, its replacement]: each must occur exactly once. */
const PATCHES = {
  // The session: the first request of a token goes through the real hook, later ones reuse its answer.
  auth: [
    [
      '  app.addHook("onRequest", app.authenticateHook);\n  app.addHook("preHandler", app.selfGuard);\n  const bulkhead',
      `  const probeAuth = new Map();
  app.addHook("onRequest", (request, reply, done) => {
    const kept = probeAuth.get(request.headers.authorization);
    if (kept) { request.auth = kept; return done(); }
    app.authenticateHook(request, reply, (error) => { if (!error) probeAuth.set(request.headers.authorization, request.auth); done(error); });
  });
  app.addHook("preHandler", app.selfGuard);
  const bulkhead`,
    ],
  ],
  // The bet body's schema: decoded by hand as BetRequest decodes it (fixture ids to numbers), no walk, no zod.
  validation: [
    [
      '    return (data) => {\n      const bad = badString(data);',
      `    if (httpPart === "body" && schema === BetRequest)
      return (data) => ({ value: { ...data, bettings: data.bettings.map((leg) => ({ ...leg, fixtureId: Number(leg.fixtureId) })) } });
    return (data) => {
      const bad = badString(data);`,
    ],
  ],
  // The idempotency claim's request hash (canonical JSON + SHA-256): the key stands for it.
  idempotencyHash: [
    [
      'return { memberId: memberId2, key: key2, hash: requestHash(request, memberId2) };',
      'return { memberId: memberId2, key: key2, hash: key2 };',
    ],
  ],
  // The exclusion and offers read: once per member and selection, then its answer again.
  offersRead: [
    [
      'const reader = createOffersReader(app.sql);',
      'const reader = createOffersReader(app.sql);\n  const probeOffers = new Map();',
    ],
    [
      '() => reader.read({ oddsIds, memberId: member.id, now: app.clock.now() })',
      `() => {
              const k = member.id + ":" + oddsIds.join();
              if (!probeOffers.has(k)) probeOffers.set(k, reader.read({ oddsIds, memberId: member.id, now: app.clock.now() }));
              return probeOffers.get(k);
            }`,
    ],
  ],
  // checkBet (the SDK's slip rules): once per member and selection, then its answer again.
  checkBet: [
    [
      'const reader = createOffersReader(app.sql);',
      `const reader = createOffersReader(app.sql);
  const probeChecked = new Map();
  const probeCheck = (input) => {
    const k = input.request.memberId + ":" + input.request.bettings.map((leg) => leg.oddsId).join();
    if (!probeChecked.has(k)) probeChecked.set(k, checkBet(input));
    return probeChecked.get(k);
  };`,
    ],
    ['checked = checkBet({', 'checked = probeCheck({'],
  ],
  // The answer's serialisation: a constant body.
  serialisation: [
    [
      'app.setSerializerCompiler(() => (data) => JSON.stringify(data));',
      'app.setSerializerCompiler(() => () => "{}");',
    ],
  ],
  // The app-wide hooks a bet passes that are not its own: security headers, the site's page check, live writes.
  hooks: [
    ['  await app.register(securityHeaders_default);\n', ''],
    ['    await app.register(webApp_default, { root: webRoot, renderer });\n', ''],
    ['  await app.register(liveWriteAnnouncements_default);\n', ''],
  ],
};
PATCHES.all = Object.values(PATCHES).flat();

/** The server entry's logger, for the variant that logs as the product does by default (level info). */
const SILENT = "{ ...loadConfig({}), logLevel: 'silent' }, logger: false";
const LOGGING = "loadConfig({}), logger: { level: 'info', file: '/dev/null' }";

function writeVariant(out, name, patches, serverPatch) {
  let lib = readFileSync(join(out, 'lib.mjs'), 'utf8');
  for (const [from, to] of patches) {
    const at = lib.indexOf(from);
    if (at < 0 || lib.indexOf(from, at + 1) >= 0)
      throw new Error(`${name}: patch not found once: ${from.slice(0, 60)}`);
    lib = lib.slice(0, at) + to + lib.slice(at + from.length);
  }
  writeFileSync(join(out, `lib-${name}.mjs`), lib);
  let server = readFileSync(join(out, 'server.mjs'), 'utf8').replace("'./lib.mjs'", `'./lib-${name}.mjs'`);
  if (serverPatch) server = server.replace(...serverPatch);
  writeFileSync(join(out, `server-${name}.mjs`), server);
  return join(out, `server-${name}.mjs`);
}

/** CPU µs a call of `work` (after as many calls to warm it), in this process. */
function cpuMicros(work, calls) {
  for (let i = 0; i < calls; i += 1) work(i);
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) work(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

/** The request path's pure-CPU pieces, timed on the bench's own bet bodies, members and offers. */
async function micro({ out, setupSql }, members, bettings) {
  const calls = Number(process.env.AB_CALLS ?? 20_000);
  // The bundle's private helpers, exported by a copy of it.
  const libText = readFileSync(join(out, 'lib.mjs'), 'utf8');
  writeFileSync(
    join(out, 'lib-micro.mjs'),
    `${libText}\nexport { badString as probeBadString, requestHash as probeRequestHash, hashSessionToken as probeHashSessionToken };\n`,
  );
  const probe = await import(pathToFileURL(join(out, 'lib-micro.mjs')).href);
  const bodies = members.map((a, i) =>
    JSON.stringify(betRequest(a.member.id, bettings[i % bettings.length])),
  );
  const parsed = bodies.map((text) => JSON.parse(text));
  const decoded = parsed.map((body) => probe.BetRequest.parse(body));
  const reader = probe.createOffersReader(setupSql);
  const now = new Date();
  const offers = await Promise.all(
    members.map((a, i) =>
      reader.read({ oddsIds: [bettings[i % bettings.length].oddsId], memberId: a.member.id, now }),
    ),
  );
  const requests = parsed.map((body) => ({ method: 'POST', url: '/sports-prematch/betting', body }));
  const at = (i) => i % members.length;
  const rows = [
    ['JSON.parse of the bet body', (i) => JSON.parse(bodies[at(i)])],
    ["the body's string walk (badString)", (i) => probe.probeBadString(parsed[at(i)])],
    ['BetRequest schema (zod safeParse)', (i) => probe.BetRequest.safeParse(parsed[at(i)])],
    [
      'idempotency request hash (canonical JSON + SHA-256)',
      (i) => probe.probeRequestHash(requests[at(i)], members[at(i)].member.id),
    ],
    ['session token hash (SHA-256)', (i) => probe.probeHashSessionToken(members[at(i)].token)],
    [
      'checkBet',
      (i) =>
        probe.checkBet({
          request: decoded[at(i)],
          offers: offers[at(i)].offers,
          limits: members[at(i)].limits,
          now,
        }),
    ],
    [
      'answer serialisation (JSON.stringify)',
      (i) => JSON.stringify({ id: 1_000_000 + i, emoney: 999_999_995_000 - i }),
    ],
  ];
  console.log('| piece | CPU µs a call |');
  console.log('| --- | --- |');
  for (const [name, work] of rows) console.log(`| ${name} | ${fmt(cpuMicros(work, calls), 2)} |`);
  console.log(`load ${fmt(load(), 1)}, ${calls.toLocaleString('en')} calls each`);
}

/** The knock-out rounds (see the top of this file). */
async function knockouts({ out, url, setupSql, dataDir }, spread, bettings) {
  const variants = [
    { name: 'api', entry: join(out, 'server.mjs'), path: '/sports-prematch/betting' },
    ...Object.entries(PATCHES).map(([name, patches]) => ({
      name: `-${name}`,
      entry: writeVariant(out, name, patches),
      path: '/sports-prematch/betting',
    })),
    {
      name: '+logging',
      entry: writeVariant(out, 'logging', [], [SILENT, LOGGING]),
      path: '/sports-prematch/betting',
    },
    { name: 'httpFloor', entry: HTTP_FLOOR_ENTRY, path: '/floor-bet' },
    { name: 'httpOnly', entry: HTTP_FLOOR_ENTRY, path: '/floor-bet', env: { BENCH_FLOOR_NO_DB: '1' } },
  ].filter((v) => !process.env.AB_ONLY || process.env.AB_ONLY.split(',').includes(v.name));
  const results = new Map(variants.map((v) => [v.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const server = await startApiServer(out, url, 16, { entry: variant.entry, env: variant.env });
      try {
        const client = apiClient([server.port], CLIENTS, variant.path);
        const bet = (c, n) => {
          const a = spread[(c * 7919 + n) % spread.length];
          return client(a, betRequest(a.member.id, bettings[(c + n) % bettings.length]));
        };
        let next = 0;
        await Promise.all(
          Array.from({ length: 8 }, async (_, c) => {
            for (let n = next++; n < WARM; n = next++) await bet(c, n);
          }),
        );
        await setupSql`ANALYZE`;
        const run = await meteredLoop(CLIENTS, bet, {
          server: () => server.cpuMs(),
          postgres: () => postgresCpuMs(dataDir),
        });
        results.get(variant.name).push({ round, ...run });
        console.error(
          `round ${round + 1} ${variant.name}: ${fmt(run.rate)} bets/s, server ${fmt(run.cpu.server, 3)} + PG ${fmt(run.cpu.postgres, 3)} ms a bet, ${run.errors} errors, load ${fmt(run.load, 1)}`,
        );
      } finally {
        await server.stop();
      }
    }
  }
  const api = results.get('api') ?? [];
  console.log(
    `| variant | bets/s | server CPU ms a bet | PostgreSQL CPU ms a bet | server saving vs API (same round) |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, runs] of results) {
    const saving = runs
      .map((r) => api.find((a) => a.round === r.round))
      .filter(Boolean)
      .map((a, i) => a.cpu.server - runs[i].cpu.server);
    console.log(
      `| ${name} | ${fmt(median(runs.map((r) => r.rate)))} | ${fmt(median(runs.map((r) => r.cpu.server)), 3)} | ${fmt(median(runs.map((r) => r.cpu.postgres)), 3)} | ${name === 'api' ? '' : fmt(median(saving), 3)} |`,
    );
  }
  console.log(`load ${fmt(load(), 1)}, ${ROUNDS} rounds of ${SECONDS} s at ${CLIENTS} clients`);
}

const bench = await benchDatabase(root);
try {
  const { members, bettings } = await seed(bench.lib, bench.setupSql);
  await seedFloor(bench.setupSql, members);
  const spread = members.slice(1);
  if (process.env.AB_MICRO === '1') await micro(bench, spread, bettings);
  else await knockouts(bench, spread, bettings);
} finally {
  await bench.close();
}
