import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo: each package is a project so the README's single test
// command covers everything, and coverage is measured where the spec's rules live (the SDK).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sdk',
          root: 'packages/sdk',
          include: ['src/**/*.test.ts'],
          environment: 'node',
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
