// The server benches' build step (scripts/bench/betting, casino and reports, and the probes on them): the server's
// TypeScript bundled from source with the SDK's, next to the server's node_modules, so a bench measures the tree
// as it is without a `pnpm build`.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles `libEntry` (TypeScript re-exporting what the bench drives, resolved from packages/server) into
 * packages/server/node_modules/.cache/<name>/lib.mjs, with a fresh copy of the migrations beside it and
 * `serverEntry` (the bench's API server process, importing './lib.mjs') as server.mjs. Answers the folder.
 * @example const out = await bundleServer(root, { name: 'kbet-bench', libEntry, serverEntry });
 */
export async function bundleServer(root, { name, libEntry, serverEntry }) {
  const server = join(root, 'packages/server');
  const out = join(server, 'node_modules/.cache', name);
  mkdirSync(out, { recursive: true });
  // A fresh copy: a migration left from an earlier tree would still run (an A/B run without it would not be A).
  rmSync(join(out, 'migrations'), { recursive: true, force: true });
  cpSync(join(server, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
  await build({
    stdin: { contents: libEntry, resolveDir: server, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: {
      '@kbet/sdk/admin': join(root, 'packages/sdk/src/admin.ts'),
      '@kbet/sdk': join(root, 'packages/sdk/src/index.ts'),
    },
    // The SDK is bundled from source, so its own dependencies are bundled with it: the output sits in the
    // server's folder, where Node would not find them.
    plugins: [
      {
        name: 'sdk-dependencies',
        setup(sdkBuild) {
          const fromSdk = createRequire(join(root, 'packages/sdk/package.json'));
          sdkBuild.onResolve({ filter: /^@noble\/hashes\// }, (args) => ({
            path: fromSdk.resolve(args.path),
          }));
        },
      },
    ],
    outfile: join(out, 'lib.mjs'),
    logLevel: 'error',
  });
  writeFileSync(join(out, 'server.mjs'), serverEntry);
  return out;
}
