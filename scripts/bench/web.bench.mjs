// The member site's weight and speed. Initial JS: the home route's entry chunk from the built index.html plus
// every chunk it imports statically (what must load before the first render), each gzip -9. Lighthouse 12
// (Node 20 compatible; 13 needs Node 22) with its default mobile profile (Moto G-class emulation, simulated
// slow 4G and 4x CPU slowdown) drives Debian's Chromium against the built server on loopback (over a fresh
// embedded PostgreSQL with the demo data and the feed simulator on a fixed seed); each page runs three times and
// the median run (Lighthouse's own choice) is reported.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertPrerequisites, CHROMIUM_ARGS, CHROMIUM_PATH, startKbet } from '../lib/kbetServer.mjs';

const RUNS = 3;
const PAGES = ['/', '/europe'];
const JS_TARGET = 100 * 1024;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Static import specifiers of an ES module chunk (not dynamic `import()`). */
const staticImports = (code) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (match) => match[1],
  );

/** The home route's initial JS: the entry script of index.html and its static import graph. */
function initialJs(root) {
  const dist = join(root, 'packages/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry in packages/web/dist/index.html');
  const seen = new Set();
  const queue = [entry];
  let raw = 0;
  let gzipped = 0;
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file));
    raw += code.length;
    gzipped += gzipSync(code, { level: 9 }).length;
    for (const specifier of staticImports(code.toString('utf8'))) {
      queue.push(posix.normalize(posix.join(dirname(file), specifier)));
    }
  }
  return { files: seen.size, raw, gzipped };
}

async function lighthouseRuns(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
      );
      if (result?.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      if (result) runs.push(result.lhr);
    }
    return computeMedianRun(runs);
  } finally {
    await chrome.kill();
  }
}

/** JS bytes the page actually fetched on load, as transferred (the server sends pre-compressed assets). */
const loadedJs = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

export async function run({ root }) {
  assertPrerequisites();
  const js = initialJs(root);
  const rows = [
    [
      `home route initial JS (entry + ${js.files - 1} static imports), gzip -9`,
      kb(js.gzipped),
      '≤ 100 KB',
      js.gzipped <= JS_TARGET,
    ],
    ['home route initial JS, minified', kb(js.raw), null, null],
  ];

  const kbet = await startKbet();
  try {
    for (const path of PAGES) {
      const lhr = await lighthouseRuns(`${kbet.url}${path}`);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      const score = Math.round(lhr.categories.performance.score * 100);
      const fcp = lhr.audits['first-contentful-paint'].numericValue / 1000;
      const tbt = lhr.audits['total-blocking-time'].numericValue;
      rows.push(
        [`Lighthouse mobile ${path}: performance score`, String(score), '≥ 95', score >= 95],
        [`Lighthouse mobile ${path}: LCP`, `${lcp.toFixed(2)} s`, '≤ 1.25 s', lcp <= 1.25],
        [`Lighthouse mobile ${path}: CLS`, cls.toFixed(3), '≤ 0.05', cls <= 0.05],
        [`Lighthouse mobile ${path}: FCP`, `${fcp.toFixed(2)} s`, null, null],
        [`Lighthouse mobile ${path}: TBT`, `${Math.round(tbt)} ms`, null, null],
        [`Lighthouse mobile ${path}: JS transferred on load`, kb(loadedJs(lhr)), null, null],
      );
    }
  } finally {
    await kbet.stop();
  }
  return {
    title: 'Web (member site)',
    rows,
    notes:
      `Initial JS follows the static imports of index.html's entry (lazy routes and dialogs excluded). Lighthouse ` +
      `12 mobile profile (simulated slow 4G, 4x CPU slowdown), Debian Chromium, loopback server, median of ${RUNS} ` +
      `runs per page, as a guest; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at the end (other work on the machine slows the simulated CPU figures).`,
  };
}
