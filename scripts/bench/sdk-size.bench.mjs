// The SDK's cost to a frontend: minified + gzipped bytes of the whole SDK (every export, with its
// dependencies bundled in) and of a bundle that imports only validateDeposit and expectedWin.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';

async function size(root, contents) {
  const out = await build({
    stdin: { contents, resolveDir: join(root, 'packages/sdk/src'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    treeShaking: true,
    charset: 'utf8',
    write: false,
  });
  const code = out.outputFiles[0].contents;
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

export async function run({ root }) {
  const whole = await size(root, "export * from './index';");
  const two = await size(root, "export { validateDeposit, expectedWin } from './index';");
  return {
    title: 'SDK bundle size (esbuild, minified, gzip -9, dependencies included)',
    rows: [
      ['whole SDK, minified', kb(whole.min), null, null],
      ['whole SDK, min+gzip', kb(whole.gz), '≤ 20 KB', whole.gz <= 20 * 1024],
      ['validateDeposit + expectedWin, minified', kb(two.min), null, null],
      ['validateDeposit + expectedWin, min+gzip', kb(two.gz), '≤ 3 KB', two.gz <= 3 * 1024],
    ],
  };
}
