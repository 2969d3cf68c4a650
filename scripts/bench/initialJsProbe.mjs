// Each measured route's initial JS as `pnpm bench web` counts it and checks against JS_BUDGET (gzip -9 of the
// chunks read from packages/web/dist's build manifest, by part), without a server or Lighthouse: for a change to the
// bundle, after `pnpm run build`. `node scripts/bench/initialJsProbe.mjs [root]` (default this checkout); exits 1
// when a route is over its budget.

import { ROOT } from '../lib/kbetServer.mjs';
import { initialJs, measuredPages } from './web.bench.mjs';

const root = process.argv[2] ?? ROOT;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let over = false;
for (const page of await measuredPages(root)) {
  const { files, gzipped, parts } = initialJs(root, page);
  over ||= gzipped > page.budget;
  console.log(
    `${page.path}: ${kb(gzipped)} (${gzipped} B, ${files} files; React + router ${kb(parts.react)}, entry ` +
      `${kb(parts.entry)}, page ${kb(parts.page)}), budget ${kb(page.budget)}${gzipped > page.budget ? ' OVER' : ''}`,
  );
}
process.exitCode = over ? 1 : 0;
