// What V8 promotes per postgres.js statement, with no kbet code and no HTTP around it (issue 18's half-peak tail:
// the API server promotes 6-13 KB a bet, which feeds the old generation's mark-compacts in the bench's window).
// One connection, one operation at a time, so at every scavenge a single operation is in flight and anything
// promoted beyond it was kept by something other than the work in flight. Each variant runs in its own process
// under --trace-gc-nvp; the scavenges between its two marks give the bytes allocated and promoted per statement.
// Variants: a tagged template with a jsonb and an int parameter (the shape of the bet path's statements), a
// tagged `SELECT 1`, and the same two texts through sql.unsafe (extended protocol, prepared, same parameters); then
// operations of more than one statement, as the API's are: two tagged statements one after the other in one async
// function, and one tagged statement in a transaction (sql.begin: BEGIN, the statement, COMMIT). Figures are per
// statement (an operation's bytes over its statements).
// Knobs: PROMOTION_STATEMENTS (default 20000 per variant after 2000 of warm-up); PROMOTION_FLAGS: V8 flags for the
// children (e.g. "--max-semi-space-size=1", to see how the young generation's size moves what is promoted).
//   node scripts/bench/promotionProbe.mjs
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt } from './benchLoops.mjs';
import { benchDatabase } from './betting.bench.mjs';

const STATEMENTS = Number(process.env.PROMOTION_STATEMENTS ?? 20_000);
const WARM = 2_000;
const FLAGS = (process.env.PROMOTION_FLAGS ?? '').split(' ').filter(Boolean);

// The child: the server's own createSql (its options and types), pool of one, a sequential loop per variant.
const CHILD = `
import { createSql } from './lib.mjs';
const sql = createSql(process.argv[2], { max: 1 });
const payload = JSON.stringify({ memberId: 42, legs: [{ oddsId: '900001_1_1', price: '1.95' }], note: 'x'.repeat(160) });
const variants = {
  tagged: (i) => sql\`SELECT \${payload}::jsonb AS j, \${i}::int AS i\`,
  'tagged SELECT 1': () => sql\`SELECT 1 AS i\`,
  unsafe: (i) => sql.unsafe('SELECT $1::jsonb AS j, $2::int AS i', [payload, i], { prepare: true }),
  'unsafe SELECT 1': () => sql.unsafe('SELECT 1 AS i', [], { prepare: true, simple: false }),
  'two tagged in sequence': async (i) => {
    await sql\`SELECT \${payload}::jsonb AS j, \${i}::int AS i\`;
    await sql\`SELECT \${payload}::jsonb AS j, \${i}::int AS i\`;
  },
  'tagged in a transaction': (i) => sql.begin((tx) => tx\`SELECT \${payload}::jsonb AS j, \${i}::int AS i\`),
};
const run = variants[process.argv[3]];
// The loop awaits inside a function, as a server's request handlers do. Awaited from the module's top level
// (top-level await) the same loop promoted 0.4-1.6 KB a statement, postgres.js or not (the nineteenth pass: a
// bare socket round trip resolving postgres.js's Query promise promoted 0.45 KB from the top level and 0.03 KB from a
// function), which is what the eighteenth pass's table measured.
const loop = async (count) => {
  for (let i = 0; i < count; i += 1) await run(i);
};
await loop(${WARM});
console.log('MARK');
await loop(${STATEMENTS});
console.log('MARK');
await sql.end({ timeout: 5 });
`;

/** Sums the scavenges' allocated and promoted bytes between the child's two MARK lines. */
function promotion(output) {
  const lines = output.split('\n');
  const from = lines.indexOf('MARK');
  const to = lines.indexOf('MARK', from + 1);
  let scavenges = 0;
  let allocated = 0;
  let promoted = 0;
  for (const line of lines.slice(from + 1, to)) {
    if (!line.includes(' gc=s ')) continue;
    scavenges += 1;
    allocated += Number(/ allocated=(\d+)/.exec(line)?.[1] ?? 0);
    promoted += Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0);
  }
  return { scavenges, allocated, promoted };
}

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const bench = await benchDatabase(root);
try {
  const child = join(bench.out, 'promotionChild.mjs');
  writeFileSync(child, CHILD);
  const statementsPer = { 'two tagged in sequence': 2, 'tagged in a transaction': 3 };
  for (const variant of [
    'tagged',
    'unsafe',
    'tagged SELECT 1',
    'unsafe SELECT 1',
    'two tagged in sequence',
    'tagged in a transaction',
  ]) {
    const output = await new Promise((done, fail) => {
      const proc = spawn(process.execPath, ['--trace-gc-nvp', ...FLAGS, child, bench.url, variant], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      proc.stdout.on('data', (chunk) => {
        text += chunk;
      });
      proc.on('exit', (code) => (code === 0 ? done(text) : fail(new Error(`${variant} exited ${code}`))));
    });
    const { scavenges, allocated, promoted } = promotion(output);
    const statements = STATEMENTS * (statementsPer[variant] ?? 1);
    console.log(
      `${variant}: ${statements} statements, ${scavenges} scavenges, allocated ${fmt(allocated / statements / 1024, 2)} KB and promoted ${fmt(promoted / statements / 1024, 2)} KB a statement (${fmt((100 * promoted) / allocated, 1)} %)`,
    );
  }
} finally {
  await bench.close();
}
