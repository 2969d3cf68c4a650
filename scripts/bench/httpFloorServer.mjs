// The HTTP floor (issue 18: "a naive Fastify + pg endpoint around such a transaction"): a child process of the
// betting bench, started as its API server is (startApiServer), with the server's own fastify and postgres.js and
// nothing else: no plugins, no hooks, no schema, no logger. One route, POST /floor-bet, parses the JSON body (the
// API's bet request, so the same bytes are read), runs the floor transaction (floorBet.mjs) for the body's member
// and stake on a pool as large as the API's, over the same Unix socket, and answers a small JSON body. Its CPU per
// bet is what HTTP and the minimal transaction cost here; what the API spends above it is the API's own.
// Env: BENCH_LIB (the bench bundle's lib.mjs, for createSql and warmPool), BENCH_DATABASE_URL, BENCH_POOL;
// BENCH_FLOOR_NO_DB=1 answers without the transaction (HTTP alone: apiExtraCpuProbe.mjs).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { floorBet } from './floorBet.mjs';

const libPath = process.env.BENCH_LIB;
// The server package's own fastify (the bundle sits in packages/server/node_modules/.cache), not another copy.
const { default: Fastify } = await import(pathToFileURL(createRequire(libPath).resolve('fastify')).href);
const { createSql, warmPool } = await import(pathToFileURL(libPath).href);

const sql = createSql(process.env.BENCH_DATABASE_URL, { max: Number(process.env.BENCH_POOL) });
const app = Fastify({ logger: false });
const noDb = process.env.BENCH_FLOOR_NO_DB === '1';
app.post('/floor-bet', async (request) => {
  const { memberId, amounts } = request.body;
  return { slipId: noDb ? memberId : await floorBet(sql, memberId, amounts) };
});
// As the API's server does: every pool connection open before the first request.
await warmPool(sql);
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: app.server.address().port });
process.on('message', async (message) => {
  if (message === 'cpu') return process.send({ cpu: process.cpuUsage() });
  await app.close();
  await sql.end({ timeout: 5 });
  process.exit(0);
});
