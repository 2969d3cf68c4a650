// The member site's weight and speed. Initial JS per route: index.html's entry and its static imports plus the
// route's lazy page module and its static imports (what must load before the page renders), each gzip -9, read
// from Vite's build manifest. Lighthouse 12 (Node 20 compatible; 13 needs Node 22) with its default mobile profile
// (Moto G-class emulation, simulated slow 4G and 4x CPU slowdown) drives Debian's Chromium against the built
// server on loopback (over a fresh embedded PostgreSQL with the demo data and the feed simulator on a fixed
// seed); each page runs three times and the median run (Lighthouse's own choice) is reported, as recorded and
// audited once more on thread time (threadTimeTrace: the page's own main-thread work). INP: a phone
// (375x667, 4x CPU slowdown) adds a pick on /europe and opens the bet slip; the slowest interaction, median of
// three runs.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  assertPrerequisites,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchChromium,
  startKbet,
} from '../lib/kbetServer.mjs';
import { median } from './benchLoops.mjs';
import { threadTimeTrace } from './threadTimeTrace.mjs';
import { topLevelTasks } from './topLevelTasks.mjs';

const RUNS = 3;
const INP_TARGET = 100;
/** The logged-in runs' member (demo data, password of every demo account). */
const MEMBER = 'member01';
const DEMO_PASSWORD = 'kbet1234';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Issue 19's target of initial JS on every route, gzip -9, for a phone on slow 4G. */
const JS_TARGET = 100 * 1024;

/**
 * Each measured route's budget of initial JS, gzip -9: what it weighs now plus about half a KB, so a change
 * that adds to a route's first JavaScript fails its row, and each cut lowers the budget on the way to JS_TARGET.
 * React, react-dom and the router alone weigh 71.1 KB of it (78.6 before react-router was made tree-shakable, 74.6
 * before its messages and data-router branches were cut from the client build).
 */
const JS_BUDGET = {
  '/': 98.0 * 1024,
  '/europe': 107.6 * 1024,
  '/inplay': 107.6 * 1024,
  minigame: 104.2 * 1024,
};

/** The pages measured, each with its page module in the build manifest (home is in the entry itself). */
export async function measuredPages(root) {
  const sdk = await import(pathToFileURL(join(root, 'packages/sdk/dist/index.js')).href);
  const minigame = sdk.MINIGAME_GAMES[0]?.routes[0];
  if (!minigame) throw new Error('the SDK lists no mini-game');
  return [
    { path: '/', module: undefined, budget: JS_BUDGET['/'] },
    { path: '/europe', module: 'src/app/routes/europe.tsx', budget: JS_BUDGET['/europe'] },
    { path: '/inplay', module: 'src/app/routes/inplay.tsx', budget: JS_BUDGET['/inplay'] },
    { path: minigame, module: 'src/app/routes/minigame.tsx', budget: JS_BUDGET.minigame },
  ];
}

/**
 * A route's initial JS: the entry's chunk, the page module's chunk and every chunk they import statically, in total
 * and by part (`parts`, gzipped bytes): React and the router (their own chunk), the entry (what index.html's script
 * imports: home, layout, SDK core), and the page (what the page module adds to the entry's).
 */
export function initialJs(root, page) {
  const dist = join(root, 'packages/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  let raw = 0;
  let gzipped = 0;
  const parts = { react: 0, entry: 0, page: 0 };
  const walk = (start, part) => {
    const queue = [start];
    while (queue.length > 0) {
      const key = queue.shift();
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      const code = readFileSync(join(dist, chunk.file));
      const size = gzipSync(code, { level: 9 }).length;
      raw += code.length;
      gzipped += size;
      parts[key.startsWith('_react-') ? 'react' : part] += size;
      queue.push(...(chunk.imports ?? []));
    }
  };
  walk('index.html', 'entry');
  if (page.module) walk(page.module, 'page');
  return { files: seen.size, raw, gzipped, parts };
}

/**
 * Lighthouse's median of RUNS runs. A first visit by default: each run in a new Chromium profile, as Lighthouse
 * empties the cache before a run but keeps cookies (the font cookie of the run before would then link fonts that
 * are not cached). `repeatVisit`: one Chromium, one unmeasured first visit (the page's warm-up script caches the
 * fonts and sets the font cookie), then runs that keep the cache and cookies, as a member's next visit. `cookie`
 * (a member's session) goes into the browser's cookie jar before each run, as a logged-in browser has it: sent as
 * Lighthouse's extra Cookie header it was replaced by the jar's cookies once the font warm-up set its own, and the
 * session poll then logged the member out mid-run.
 *
 * Each run is gathered once and audited as Lighthouse's own `lighthouse()` does (`lhr`, the recorded rows); the
 * median run's artifacts are audited a second time with the trace on thread time (`onThread`: threadTimeTrace),
 * so both audits read the same load. `cpuAfterFcp` (ms, each run) is the renderer main thread's CPU in top-level
 * tasks that start at or after the observed FCP, until the end of Lighthouse's trace; `load` is the machine's
 * one-minute load average as each run's gathering ended.
 */
async function lighthouseRuns(url, { repeatVisit = false, cookie } = {}) {
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
  const audit = async (chrome, disableStorageReset) => {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset,
    };
    if (cookie) await putCookie(chrome.port, url, cookie);
    const gathered = await navigationGather(undefined, url, { flags });
    const load = loadavg()[0];
    const result = await Runner.audit(gathered.artifacts, gathered.runnerOptions);
    if (result?.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result && { lhr: result.lhr, gathered, load };
  };
  const runs = [];
  let chrome = await launch();
  try {
    if (repeatVisit) await audit(chrome, false);
    for (let i = 0; i < RUNS; i++) {
      if (i > 0 && !repeatVisit) {
        await chrome.kill();
        chrome = await launch();
      }
      const run = await audit(chrome, repeatVisit);
      if (run) runs.push({ ...run, tasks: await mainThreadTasks(run.gathered) });
    }
  } finally {
    await chrome.kill();
  }
  const lhr = computeMedianRun(runs.map((run) => run.lhr));
  const median = runs.find((run) => run.lhr === lhr);
  const fcpTs = (run) => run.lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const cpuAfterFcp = runs.map(
    (run) =>
      run.tasks
        .filter((task) => task.ts >= fcpTs(run))
        .reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000,
  );
  const { artifacts, runnerOptions } = median.gathered;
  const onThread = await Runner.audit(
    { ...artifacts, Trace: threadTimeTrace(artifacts.Trace, median.tasks) },
    // A cache of its own: computed artifacts (the processed trace, Lantern's graph) are not the recorded run's.
    { ...runnerOptions, computedCache: new Map() },
  );
  if (!onThread) throw new Error('Lighthouse: no result on thread time');
  return { lhr, onThread: onThread.lhr, cpuAfterFcp, load: runs.map((run) => run.load) };
}

/**
 * The renderer main thread's top-level tasks in a gathered run's trace, on the thread Lighthouse's audit found (its
 * processed trace, read from the run's cache of computed artifacts rather than processed again).
 */
async function mainThreadTasks({ artifacts, runnerOptions }) {
  const { ProcessedTrace } = await import('lighthouse/core/computed/processed-trace.js');
  const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  const { mainThreadEvents } = await ProcessedTrace.request(artifacts.Trace, {
    computedCache: runnerOptions.computedCache,
  });
  const threads = new Set(mainThreadEvents.map((event) => `${event.pid}:${event.tid}`));
  return topLevelTasks(artifacts.Trace.traceEvents, threads, (event) =>
    TraceProcessor.isScheduleableTask(event),
  );
}

/** Puts a `name=value` cookie for `url` into the jar of the Chromium listening for DevTools on `port`. */
async function putCookie(port, url, cookie) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name, ...value] = cookie.split('=');
    await browser
      .contexts()[0]
      .addCookies([{ name, value: value.join('='), url, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await browser.close();
  }
}

/** How the rows audited on thread time (threadTimeTrace) are labelled. */
const ON_THREAD = "on thread time (the page's own main-thread work, the machine's waiting taken out)";

/** Each run's main-thread CPU after FCP and load average, in run order. */
const runFigures = (cpuAfterFcp, load) =>
  `${cpuAfterFcp.map((ms) => `${Math.round(ms)} ms`).join(', ')}; load ${load.map((n) => n.toFixed(1)).join(', ')}`;

/**
 * KBET_LIGHTHOUSE_DIR=<dir> keeps each page's median report, to read its audits (LCP element, requests, bootup), and
 * its audit on thread time (`-thread`).
 */
function keepReport(path, lhr, suffix = '') {
  if (!process.env.KBET_LIGHTHOUSE_DIR) return;
  mkdirSync(process.env.KBET_LIGHTHOUSE_DIR, { recursive: true });
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  writeFileSync(join(process.env.KBET_LIGHTHOUSE_DIR, `${name}${suffix}.json`), JSON.stringify(lhr));
}

/**
 * A demo member's session cookie (`name=value`), logged in through the API as the login form would. member01 has
 * no unread message, so the unread-message guard leaves the measured page alone.
 */
export async function memberCookie(url) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: MEMBER, password: DEMO_PASSWORD }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!response.ok || !cookie.includes('='))
    throw new Error(`login of ${MEMBER} failed (${response.status})`);
  return cookie;
}

/** JS bytes the page actually fetched on load, as transferred (the server sends pre-compressed assets). */
const loadedJs = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/** What a trace of the taps records: DevTools' timeline with JavaScript call stacks (the sampling profiler). */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
  'toplevel',
  'v8.execute',
];

/** The mark packages/web's useCartDialogPreload sets once a phone page's idle preloads are over (its documented signal). */
const CART_PRELOADED_MARK = 'kbet:cart-preloaded';

/**
 * Interaction to Next Paint on a phone: tap an odds button on /europe (the pick joins the slip), then open the
 * bet slip from the footer. Event Timing entries of each interaction, read in the page; the slowest counts
 * (with two interactions, INP is their maximum). Entries under 16 ms are not reported by the browser. `cookie` logs
 * the phone in as a member; `trace` is a file to write Chromium's trace of the two taps to (open it in DevTools'
 * Performance panel).
 */
export async function inpRun(browser, url, { cookie, trace } = {}) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    // A phone's user agent: the server renders the phone layout for it, as for a real phone.
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  try {
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
    }
    const page = await context.newPage();
    const popup = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: '5분 동안 보지 않기' }) });
    await page.addLocatorHandler(popup, (dialog) =>
      dialog.getByRole('button', { name: '닫기' }).last().click(),
    );
    await page.addInitScript(() => {
      const slowest = new Map();
      window.__kbetInteractions = slowest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          slowest.set(entry.interactionId, Math.max(slowest.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    // Requests on their way, but the live stream, which stays open.
    const pending = new Set();
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.endsWith('/live/stream')) pending.add(request);
    });
    for (const event of ['requestfinished', 'requestfailed'])
      page.on(event, (request) => pending.delete(request));
    await page.goto('/europe');
    const odds = page.getByRole('button', { name: /\s\d+\.\d{2}$/, pressed: false }).first();
    await odds.waitFor({ timeout: 30_000 });
    // Elements found before the slowdown, and plain CSS waits after: Playwright's role queries run in the page and,
    // at 4x slowdown, would hold its main thread long enough to count in the interactions measured.
    const price = await odds.elementHandle();
    const cart = await page
      .getByRole('navigation', { name: '바로가기' })
      .getByRole('button', { name: '베팅카트' })
      .elementHandle();
    // A member taps a page they have seen settle. The server-rendered price shows before the page hydrates, and
    // hydration (a transition) yields to idle callbacks between its slices: a tap on a part not hydrated yet
    // hydrates that part inside the tap (runs of 300-600 ms). So: both buttons hydrated (React's props on them),
    // then the page's idle preloads over (the mark useCartDialogPreload sets once both its idle steps have settled:
    // with no request on its way alone, the wait could pass between the two steps, and the second then ran during
    // the taps), then no request on its way after the main thread has been idle twice (for 30 s at most: the
    // session poll of a member may be on its way at any moment).
    await page.waitForFunction(
      (elements) => elements.every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))),
      [price, cart],
    );
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
      CART_PRELOADED_MARK,
      { timeout: 30_000 },
    );
    const settleBy = Date.now() + 30_000;
    do {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
      );
    } while (pending.size > 0 && Date.now() < settleBy);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    await price.tap();
    await page.waitForSelector('[aria-pressed="true"]');
    await cart.tap();
    await page.waitForSelector(
      'dialog ul[aria-label="선택한 배당"], [role="dialog"] ul[aria-label="선택한 배당"]',
    );
    // Event Timing entries arrive after the next paint.
    const inp = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve(Math.max(0, ...window.__kbetInteractions.values())), 100),
          ),
        ),
    );
    if (trace) await browser.stopTracing();
    return inp;
  } finally {
    await context.close();
  }
}

export async function run({ root }) {
  assertPrerequisites();
  const pages = await measuredPages(root);
  const rows = [];
  for (const page of pages) {
    const js = initialJs(root, page);
    rows.push(
      [
        `${page.path} initial JS (${js.files} chunks), gzip -9`,
        kb(js.gzipped),
        `≤ ${kb(page.budget)} (issue 19: ${kb(JS_TARGET)})`,
        js.gzipped <= page.budget,
      ],
      [`${page.path} initial JS, minified`, kb(js.raw), null, null],
      [
        `${page.path} initial JS by part, gzip -9`,
        `React + router ${kb(js.parts.react)}, entry ${kb(js.parts.entry)}, page ${kb(js.parts.page)}`,
        null,
        null,
      ],
    );
  }

  const kbet = await startKbet();
  try {
    const visitors = [
      { who: 'guest', suffix: '', report: '', cookie: undefined },
      { who: 'member', suffix: ' as a member', report: '-member', cookie: await memberCookie(kbet.url) },
    ];
    for (const { path } of pages) {
      const measured = [];
      for (const visitor of visitors) {
        const runs = await lighthouseRuns(`${kbet.url}${path}`, { cookie: visitor.cookie });
        keepReport(path, runs.lhr, visitor.report);
        keepReport(path, runs.onThread, `${visitor.report}-thread`);
        measured.push({ ...visitor, ...runs });
      }
      // Each figure of the guest and the member side by side.
      // `onThread`: the same figure from the median run's audit on thread time (no target: the targets stay on
      // the recorded rows).
      const figure = (label, read, target, pass, { onThread = false } = {}) =>
        measured.map(({ suffix, ...runs }) => {
          const value = read(onThread ? runs.onThread : runs.lhr);
          return [
            `Lighthouse mobile ${path}${suffix}: ${label}${onThread ? ` ${ON_THREAD}` : ''}`,
            value.text,
            target,
            pass ? pass(value.raw) : null,
          ];
        });
      const audit = (id) => (lhr) => lhr.audits[id].numericValue;
      const seconds = (id) => (lhr) => ({
        raw: audit(id)(lhr) / 1000,
        text: `${(audit(id)(lhr) / 1000).toFixed(2)} s`,
      });
      const score = (lhr) => Math.round(lhr.categories.performance.score * 100);
      const scoreFigure = (lhr) => ({ raw: score(lhr), text: String(score(lhr)) });
      const tbtFigure = (lhr) => ({
        raw: audit('total-blocking-time')(lhr),
        text: `${Math.round(audit('total-blocking-time')(lhr))} ms`,
      });
      rows.push(
        ...figure('performance score', scoreFigure, '≥ 95', (n) => n >= 95),
        ...figure('performance score', scoreFigure, null, null, { onThread: true }),
        ...figure('LCP', seconds('largest-contentful-paint'), '≤ 1.25 s', (lcp) => lcp <= 1.25),
        ...figure(
          'CLS',
          (lhr) => ({
            raw: audit('cumulative-layout-shift')(lhr),
            text: audit('cumulative-layout-shift')(lhr).toFixed(3),
          }),
          '≤ 0.05',
          (cls) => cls <= 0.05,
        ),
        ...figure('FCP', seconds('first-contentful-paint'), null, null),
        ...figure('TBT', tbtFigure, '≤ 150 ms', (tbt) => tbt <= 150),
        ...figure('TBT', tbtFigure, null, null, { onThread: true }),
        ...figure(
          'JS transferred on load',
          (lhr) => ({ raw: loadedJs(lhr), text: kb(loadedJs(lhr)) }),
          null,
          null,
        ),
        ...measured.map(({ suffix, cpuAfterFcp, load }) => [
          `Lighthouse mobile ${path}${suffix}: main-thread CPU after FCP (each run); load average (each run)`,
          runFigures(cpuAfterFcp, load),
          null,
          null,
        ]),
      );
      // A guest's repeat visit: the cookie of the font warm-up is the browser's own, so no session header here.
      const repeatRuns = await lighthouseRuns(`${kbet.url}${path}`, { repeatVisit: true });
      const repeat = repeatRuns.lhr;
      keepReport(path, repeat, '-repeat');
      keepReport(path, repeatRuns.onThread, '-repeat-thread');
      // The case measures the fonts applied: the server links their stylesheet once the cookie names them.
      const linked = (repeat.audits['network-requests']?.details?.items ?? []).some((item) =>
        /\/assets\/fonts-[\w-]+\.css$/.test(item.url),
      );
      if (!linked) throw new Error(`${path}: the repeat visit did not link the font stylesheet`);
      const repeatLcp = repeat.audits['largest-contentful-paint'].numericValue / 1000;
      const repeatCls = repeat.audits['cumulative-layout-shift'].numericValue;
      rows.push([
        `Lighthouse mobile ${path}, repeat visit (fonts cached): score / LCP / CLS`,
        `${score(repeat)} / ${repeatLcp.toFixed(2)} s / ${repeatCls.toFixed(3)}`,
        '≥ 95 / ≤ 1.25 s / ≤ 0.05',
        score(repeat) >= 95 && repeatLcp <= 1.25 && repeatCls <= 0.05,
      ]);
      rows.push(
        [
          `Lighthouse mobile ${path}, repeat visit: score / TBT ${ON_THREAD}`,
          `${score(repeatRuns.onThread)} / ${tbtFigure(repeatRuns.onThread).text}`,
          null,
          null,
        ],
        [
          `Lighthouse mobile ${path}, repeat visit: main-thread CPU after FCP (each run); load average (each run)`,
          runFigures(repeatRuns.cpuAfterFcp, repeatRuns.load),
          null,
          null,
        ],
      );
    }
    const browser = await launchChromium();
    try {
      for (const { who, suffix, cookie } of visitors) {
        const inps = [];
        for (let i = 0; i < RUNS; i++) {
          // KBET_INP_TRACE=<dir> writes each run's Chromium trace of the taps (inp-guest-1.json …).
          const trace =
            process.env.KBET_INP_TRACE && join(process.env.KBET_INP_TRACE, `inp-${who}-${i + 1}.json`);
          if (trace) mkdirSync(process.env.KBET_INP_TRACE, { recursive: true });
          inps.push(await inpRun(browser, kbet.url, { cookie, trace }));
        }
        const inp = median(inps);
        rows.push([
          `INP on a phone${suffix}: add a pick on /europe, open the bet slip`,
          inp === 0 ? '< 16 ms' : `${Math.round(inp)} ms (runs ${inps.map(Math.round).join(', ')})`,
          '≤ 100 ms',
          inp <= INP_TARGET,
        ]);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await kbet.stop();
  }
  return {
    title: 'Web (member site)',
    rows,
    notes:
      `Initial JS follows the static imports of index.html's entry and of the route's page module (lazy ` +
      `dialogs and other pages excluded). Lighthouse 12 mobile profile (simulated slow 4G, 4x CPU slowdown), ` +
      `Debian Chromium, loopback server, median of ${RUNS} runs per page, as a guest and as ${MEMBER} (logged in ` +
      `through the API, its session cookie sent with every request) on a first visit (empty cache), and as a guest ` +
      `on a repeat visit (after one unmeasured visit, cache and cookies kept). Rows "${ON_THREAD}": the median ` +
      `run's artifacts audited a second time (gathered once, audited twice: the same load, not another run), with ` +
      `each renderer main-thread task's wall duration replaced by its thread duration and its events scaled inside ` +
      `it; Lantern takes a task's wall time, which on this 2-core machine includes the renderer waiting for a core, ` +
      `so the recorded TBT is the machine's load as much as the page. The targets stay on the recorded rows. ` +
      `Main-thread CPU after FCP: the thread time of the renderer main thread's top-level tasks starting at or ` +
      `after the observed FCP until Lighthouse's trace ends (not slowed: the 4x is simulated), and the one-minute ` +
      `load average as each run's load ended, for each of the ${RUNS} runs. INP with 4x CPU slowdown ` +
      `and no network throttling, median of ${RUNS}; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at the end (other work on the machine slows the simulated CPU figures).`,
  };
}
