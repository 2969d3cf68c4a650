// A server-rendered page view's cost, tree against tree (issue 19's home page): each tree's built server
// (packages/server/dist/main.js with its web's dist-ssr) over its own embedded PostgreSQL with the demo data, then
// rounds of PV_VIEWS guest navigations per page, the trees taking turns (order alternating per round), so each pair
// ran in the same minute on the shared machine. Per page and tree: the server's and PostgreSQL's CPU ms per view
// (/proc ticks, so PV_VIEWS of at least 40 for a 0.25 ms step), the HTML's bytes (raw and gzip) and its hydration
// data block (`kbet-ssr`) with its largest entries.
// Knobs: PV_TREES (roots, comma-separated; default this tree), PV_ROUNDS (default 4), PV_VIEWS (default 40),
// PV_PAGES (default /,/europe), PV_PHONE=1 (a phone's user agent instead of a desktop's), PV_MEMBER=1 (logged in as
// web.bench's member, its session cookie sent with every view), PV_KEYS=1 (every data block entry, raw and gzip).
//   PV_TREES=/work/main,/work/wt/other node scripts/bench/pageViewProbe.mjs
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fmt, load, median } from './benchLoops.mjs';
import { memberCookie } from './web.bench.mjs';

const here = resolve(fileURLToPath(import.meta.url), '../../..');
const TREES = (process.env.PV_TREES ?? here).split(',').filter(Boolean);
const ROUNDS = Number(process.env.PV_ROUNDS ?? 4);
const VIEWS = Number(process.env.PV_VIEWS ?? 40);
const PAGES = (process.env.PV_PAGES ?? '/,/europe').split(',');
const MEMBER = process.env.PV_MEMBER === '1';
const ALL_KEYS = process.env.PV_KEYS === '1';
const USER_AGENT =
  process.env.PV_PHONE === '1'
    ? 'Mozilla/5.0 (Linux; Android 14) Mobile'
    : 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** The pid of the process listening on a loopback port (through /proc, without extra tools). */
function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const line = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .find((row) => row.trim().split(/\s+/)[1]?.endsWith(`:${hex}`) && row.trim().split(/\s+/)[3] === '0A');
  const inode = line?.trim().split(/\s+/)[9];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`))
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
    } catch {
      // A process that exited or is not ours to read.
    }
  }
  throw new Error(`no process listens on ${port}`);
}

/** A process's CPU ms so far (user + system of all its threads); with `children`, its live children's too. */
function cpuMs(pid, children = false) {
  const ticks = (p) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
  };
  let total = ticks(pid);
  if (children) {
    for (const child of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ')) {
      try {
        if (child) total += ticks(child);
      } catch {
        // Exited since the listing: its time is in the parent's cutime at the next reading.
      }
    }
  }
  return total * MS_PER_TICK;
}

/** The member's session cookie per server (logged in once per tree), or none for a guest's views. */
const cookies = new Map();

const view = async (url, path) =>
  (
    await fetch(`${url}${path}`, {
      headers: {
        accept: 'text/html',
        'user-agent': USER_AGENT,
        ...(cookies.has(url) ? { cookie: cookies.get(url) } : {}),
      },
    })
  ).text();

/** What a page's HTML weighs: raw, gzip, its hydration data block and that block's largest cache entries. */
function weigh(html) {
  const block = html.match(/<script type="application\/json" id="kbet-ssr">(.*?)<\/script>/s)?.[1] ?? '';
  const data = block ? JSON.parse(block) : {};
  const { cache = {}, ...rest } = data;
  const entries = [
    ...Object.entries(cache),
    ...Object.entries(rest).map(([key, value]) => [`(${key})`, value]),
  ]
    .map(([key, value]) => {
      const json = JSON.stringify(value);
      return [key, Buffer.byteLength(json), gzipSync(json).length];
    })
    .sort((a, b) => b[1] - a[1])
    .slice(0, ALL_KEYS ? undefined : 4);
  return {
    raw: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    data: Buffer.byteLength(block),
    dataGzip: gzipSync(block).length,
    entries,
  };
}

async function setUp(root) {
  const { startKbet } = await import(pathToFileURL(join(root, 'scripts/lib/kbetServer.mjs')).href);
  const kbet = await startKbet();
  const server = pidListeningOn(Number(new URL(kbet.url).port));
  const postgres = pidListeningOn(Number(new URL(kbet.databaseUrl).port));
  if (MEMBER) cookies.set(kbet.url, await memberCookie(kbet.url));
  return { root, kbet, server, postgres, runs: new Map() };
}

async function run(tree, path) {
  for (let i = 0; i < 3; i++) await view(tree.kbet.url, path);
  const server = cpuMs(tree.server);
  const postgres = cpuMs(tree.postgres, true);
  let rendered = 0;
  for (let i = 0; i < VIEWS; i++)
    if ((await view(tree.kbet.url, path)).includes('id="kbet-ssr"')) rendered += 1;
  const runs = tree.runs.get(path) ?? [];
  runs.push({
    server: (cpuMs(tree.server) - server) / VIEWS,
    postgres: (cpuMs(tree.postgres, true) - postgres) / VIEWS,
    rendered,
    load: load(),
  });
  tree.runs.set(path, runs);
}

const trees = [];
try {
  for (const root of TREES) trees.push(await setUp(root));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const path of PAGES) for (const tree of order) await run(tree, path);
  }
  for (const tree of trees) {
    console.log(
      `\n${tree.root} (${USER_AGENT.includes('Mobile') ? 'phone' : 'desktop'} ${MEMBER ? 'member' : 'guest'})`,
    );
    for (const path of PAGES) {
      const runs = tree.runs.get(path) ?? [];
      const weight = weigh(await view(tree.kbet.url, path));
      console.log(
        `  ${path}: server ${fmt(median(runs.map((r) => r.server)), 1)} ms/view ` +
          `[${runs.map((r) => fmt(r.server, 1)).join(' ')}], PostgreSQL ${fmt(median(runs.map((r) => r.postgres)), 1)} ms/view, ` +
          `${runs.reduce((n, r) => n + r.rendered, 0)}/${runs.length * VIEWS} rendered, load ${runs.map((r) => fmt(r.load, 1)).join(' ')}`,
      );
      console.log(
        `    HTML ${weight.raw} B (gzip ${weight.gzip} B), data block ${weight.data} B (gzip ${weight.dataGzip} B): ` +
          weight.entries.map(([key, bytes, gzip]) => `${key} ${bytes} B (${gzip})`).join(', '),
      );
    }
  }
} finally {
  for (const tree of trees) await tree.kbet.stop();
}
