// Writes what is generated from the SDK's mini-game source: the tables of docs/games.md (every run), and with
// --vectors the shared golden vectors packages/sdk/src/fairness/goldenVectors.json. Golden vectors are written
// once: after that the tests hold the code to the file, so rewrite it only for a deliberate change of the scheme.
//   node scripts/games.mjs [--vectors]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const path = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));

const bundle = await build({
  stdin: {
    contents: [
      "export { generateGoldenVectors } from './fairness/__tests__/goldenVectorCases';",
      "export { fillGeneratedBlocks, gamesDocBlocks } from './minigame/__tests__/gamesDoc';",
    ].join('\n'),
    resolveDir: path('packages/sdk/src'),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const sdk = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].contents).toString('base64')}`
);

const doc = path('docs/games.md');
writeFileSync(doc, sdk.fillGeneratedBlocks(readFileSync(doc, 'utf8'), sdk.gamesDocBlocks()));
console.log(`wrote ${doc}`);

if (process.argv.includes('--vectors')) {
  const file = path('packages/sdk/src/fairness/goldenVectors.json');
  writeFileSync(file, `${JSON.stringify(sdk.generateGoldenVectors(), null, 2)}\n`);
  spawnSync(path('node_modules/.bin/biome'), ['format', '--write', file], { stdio: 'inherit' });
  console.log(`wrote ${file}`);
}
