// The SDK's cost to a frontend: minified + gzipped bytes of the whole SDK (every export) with its dependencies
// bundled in, of the SDK's own code with its dependencies left external (what kbet's code adds on top of zod,
// ofetch, mitt and signals), and of a bundle that imports only validateDeposit and expectedWin.

import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

async function size(root, contents, { external = false } = {}) {
  const out = await build({
    stdin: { contents, resolveDir: join(root, 'packages/sdk/src'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    treeShaking: true,
    charset: 'utf8',
    // Every bare import (zod/mini, ofetch, mitt, @preact/signals-core) stays an import statement.
    packages: external ? 'external' : 'bundle',
    write: false,
  });
  const code = out.outputFiles[0].contents;
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

export async function run({ root }) {
  const everything = "export * from './index';";
  const whole = await size(root, everything);
  const own = await size(root, everything, { external: true });
  const two = await size(root, "export { validateDeposit, expectedWin } from './index';");
  return {
    title: 'SDK bundle size (esbuild, minified, gzip -9)',
    rows: [
      ['whole SDK incl. dependencies, minified', kb(whole.min), null, null],
      ['whole SDK incl. dependencies, min+gzip', kb(whole.gz), '≤ 20 KB', whole.gz <= 20 * 1024],
      ['SDK own code (dependencies external), minified', kb(own.min), null, null],
      ['SDK own code (dependencies external), min+gzip', kb(own.gz), '≤ 20 KB', own.gz <= 20 * 1024],
      ['validateDeposit + expectedWin, minified', kb(two.min), null, null],
      ['validateDeposit + expectedWin, min+gzip', kb(two.gz), '≤ 3 KB', two.gz <= 3 * 1024],
    ],
    notes:
      'Dependencies: zod/mini, ofetch (with ufo and destr), mitt and @preact/signals-core. ' +
      "The own-code row bundles the same entry with every package import left external, so it counts only kbet's code.",
  };
}
