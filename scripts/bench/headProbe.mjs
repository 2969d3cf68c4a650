// The render-blocking stylesheets of a server-rendered page's head, on a desktop and on a phone: how many the head
// links and what they weigh (raw and gzip -9, read from packages/web/dist), each by name. The built server over
// the demo data, as a guest. `node scripts/bench/headProbe.mjs [path…]` (default /).

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startKbet } from '../lib/kbetServer.mjs';

const DIST = join(ROOT, 'packages/web/dist');
const VIEWPORTS = {
  desktop: {
    accept: 'text/html',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  },
  phone: {
    accept: 'text/html',
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36',
    'sec-ch-ua-mobile': '?1',
  },
};

/** The files of the stylesheets `html`'s head links, in order. */
const stylesheetsOf = (html) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (found) => found[1],
  );

const paths = process.argv.slice(2);
const kbet = await startKbet();
try {
  console.log(
    `load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const path of paths.length > 0 ? paths : ['/']) {
    for (const [viewport, headers] of Object.entries(VIEWPORTS)) {
      const response = await fetch(new URL(path, kbet.url), { headers });
      const html = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const files = stylesheetsOf(html).map((file) => {
        const source = readFileSync(join(DIST, file));
        return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
      });
      const sum = (key) => files.reduce((total, file) => total + file[key], 0);
      console.log(
        `${path} ${viewport}: ${files.length} stylesheets, ${sum('raw')} B raw, ${sum('gzip')} B gzip`,
      );
      for (const file of files) console.log(`  ${file.file} ${file.raw} B, ${file.gzip} B gzip`);
    }
  }
} finally {
  await kbet.stop();
}
