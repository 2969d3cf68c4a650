// The SDK's cost to a frontend: minified + gzipped bytes of the whole SDK (every export) with its dependencies
// bundled in, of the SDK's own code with its dependencies left external (what kbet's code adds on top of zod,
// mitt and signals), of each area entry (`@kbet/sdk/<area>`) with its dependencies, of what loads at once
// with createKbet (the API client's areas, each with its zod schemas, load on their first call), and of a bundle
// that imports only validateDeposit and expectedWin.

import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * Minified and gzipped bytes of a bundle of `contents`. With `splitting`, dynamic imports (the API client's areas)
 * become chunks of their own and only what loads at once counts: the entry and the chunks it imports statically.
 */
async function size(root, contents, { external = false, splitting = false } = {}) {
  const outdir = join(root, 'node_modules/.cache/sdk-size');
  const out = await build({
    stdin: { contents, resolveDir: join(root, 'packages/sdk/src'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    treeShaking: true,
    charset: 'utf8',
    // Every bare import (zod/mini, mitt, @preact/signals-core) stays an import statement.
    packages: external ? 'external' : 'bundle',
    ...(splitting ? { splitting: true, outdir, metafile: true } : {}),
    write: false,
  });
  if (!splitting) {
    const code = out.outputFiles[0].contents;
    return { min: code.length, gz: gzipSync(code, { level: 9 }).length };
  }
  const byPath = new Map(out.outputFiles.map((file) => [relative(root, file.path), file.contents]));
  const outputs = out.metafile.outputs;
  // The bundle's own entry: each dynamically imported module is an entry point of the metafile too.
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === '<stdin>');
  const queue = [entry];
  const seen = new Set();
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...outputs[path].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path));
  }
  const code = Buffer.concat([...seen].map((path) => byPath.get(path)));
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length };
}

/** The area entries' names, as src/entries/names.ts lists them. */
async function sdkEntries(root) {
  const out = await build({
    entryPoints: [join(root, 'packages/sdk/src/entries/names.ts')],
    bundle: true,
    format: 'esm',
    write: false,
  });
  const names = await import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0].text)}`);
  return names.SDK_ENTRIES;
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

export async function run({ root }) {
  const entries = await sdkEntries(root);
  const everything = "export * from './index';";
  const whole = await size(root, everything);
  const own = await size(root, everything, { external: true });
  const two = await size(root, "export { validateDeposit, expectedWin } from './index';");
  const start = await size(root, "export { createKbet } from './index';", { splitting: true });
  const rows = [
    ['whole SDK incl. dependencies, minified', kb(whole.min), null, null],
    ['whole SDK incl. dependencies, min+gzip', kb(whole.gz), '≤ 20 KB', whole.gz <= 20 * 1024],
    ['SDK own code (dependencies external), minified', kb(own.min), null, null],
    ['SDK own code (dependencies external), min+gzip', kb(own.gz), '≤ 20 KB', own.gz <= 20 * 1024],
    [
      'createKbet, what loads at once (areas load on first call), min+gzip',
      kb(start.gz),
      '≤ 20 KB',
      start.gz <= 20 * 1024,
    ],
    ['validateDeposit + expectedWin, minified', kb(two.min), null, null],
    ['validateDeposit + expectedWin, min+gzip', kb(two.gz), '≤ 3 KB', two.gz <= 3 * 1024],
  ];
  for (const entry of entries) {
    const one = await size(root, `export * from './entries/${entry}';`, { splitting: true });
    rows.push([`@kbet/sdk/${entry} incl. dependencies, loaded at once, min+gzip`, kb(one.gz), null, null]);
  }
  return {
    title: 'SDK bundle size (esbuild, minified, gzip -9)',
    rows,
    notes:
      'Dependencies: zod/mini, mitt and @preact/signals-core (HTTP on plain fetch). ' +
      "The own-code row bundles the same entry with every package import left external, so it counts only kbet's code. " +
      "The createKbet row splits the API client's lazily loaded areas into chunks and counts the part that loads at once. " +
      'Each area entry is bundled alone with its dependencies, counting what loads at once (the whole-SDK rows ' +
      'bundle every area of the client too).',
  };
}
