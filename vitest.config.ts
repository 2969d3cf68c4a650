import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lazyPartModules } from './packages/web/vite/lazyPartModules.ts';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The SDK from source, so no test waits for an SDK build: the admin entry and the area entries (@kbet/sdk/<area>)
// before the root, as aliases match by prefix.
const sdkAlias = [
  { find: '@kbet/sdk/admin', replacement: source('./packages/sdk/src/admin.ts') },
  { find: /^@kbet\/sdk\/(\w+)$/, replacement: `${source('./packages/sdk/src/entries/')}$1.ts` },
  { find: '@kbet/sdk', replacement: source('./packages/sdk/src/index.ts') },
];
const seedFastCheck = source('./packages/testkit/src/seedFastCheck.ts');
const asyncUtilTimeout = source('./packages/react-bindings/src/__tests__/asyncUtilTimeout.ts');
// CI runs on 2 busy cores: a test that takes 0.5 s on a quiet machine can take several there, so every project
// allows 30 s (vitest's default is 5 s); a test that hangs still fails.
const testTimeout = 30_000;

// One runner for the whole monorepo: each package is a project so the README's single test
// command covers everything, and coverage is measured where the spec's rules live (the SDK).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sdk',
          root: 'packages/sdk',
          setupFiles: [seedFastCheck],
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout,
          // Type tests of the public API (expectTypeOf, @ts-expect-error), checked by tsc with the test run.
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      {
        // The server's tests run against a real PostgreSQL (embedded unless DATABASE_URL is set),
        // and read the SDK from source so they never wait for an SDK build.
        resolve: { alias: sdkAlias },
        test: {
          name: 'server',
          root: 'packages/server',
          setupFiles: [seedFastCheck],
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../testkit/src/globalSetup.ts'],
          testTimeout,
          hookTimeout: 60_000,
        },
      },
      {
        // The CLI's commands run against the real server on a loopback port, over the same PostgreSQL
        // set-up as the server's tests.
        resolve: { alias: sdkAlias },
        test: {
          name: 'cli',
          root: 'packages/cli',
          setupFiles: [seedFastCheck],
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../testkit/src/globalSetup.ts'],
          testTimeout,
          hookTimeout: 60_000,
        },
      },
      {
        // The React bindings' hooks and the web app's pure helpers, in a DOM (happy-dom), over the SDK's source. The
        // web's lazy parts get their module keys as in its build, from the web package's root.
        plugins: [lazyPartModules(source('./packages/web'))],
        resolve: {
          alias: [
            ...sdkAlias,
            { find: '@kbet/react', replacement: source('./packages/react-bindings/src/index.ts') },
            { find: '@/', replacement: source('./packages/web/src/') },
          ],
        },
        test: {
          name: 'react',
          root: 'packages',
          setupFiles: [seedFastCheck, asyncUtilTimeout],
          include: [
            'react-bindings/src/**/*.test.{ts,tsx}',
            'web/src/**/*.test.{ts,tsx}',
            'web/vite/**/*.test.ts',
          ],
          environment: 'happy-dom',
          testTimeout,
        },
      },
      {
        // The member site in Debian's Chromium (playwright-core) against the built server on a fresh embedded
        // PostgreSQL; staff steps go through the CLI's main(argv), from source like the SDK. One file at a
        // time: the files share that server, and Chromium needs the machine's cores.
        resolve: {
          alias: [...sdkAlias, { find: '@kbet/cli', replacement: source('./packages/cli/src/cli.ts') }],
        },
        test: {
          name: 'browser',
          root: 'packages/web',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The bench scripts' own logic (how a trace is rewritten or read), without a browser or a server.
        test: {
          name: 'bench',
          root: 'scripts/bench',
          include: ['**/*.test.mjs'],
          environment: 'node',
          testTimeout,
        },
      },
      {
        // The examples the docs include, run as their users run them: the Node script with tsx and the built
        // pages in Debian's Chromium, against the built server on a fresh embedded PostgreSQL.
        test: {
          name: 'examples',
          root: 'examples',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/sdk/src/**/*.ts'],
      exclude: [
        '**/*.test.ts',
        '**/__tests__/**',
        'packages/sdk/src/index.ts',
        'packages/sdk/src/api/**',
        'packages/sdk/src/schemas/**',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
