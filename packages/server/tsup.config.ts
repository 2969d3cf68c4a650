import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  dts: false,
  // The SDK is bundled from its source (as the tests read it), so the server's build needs no SDK
  // build step. Packages listed in the server's dependencies (zod, fastify, native ones) stay external.
  noExternal: ['@kbet/sdk'],
  esbuildOptions(options) {
    options.alias = {
      '@kbet/sdk/admin': fileURLToPath(new URL('../sdk/src/admin.ts', import.meta.url)),
      '@kbet/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
    };
  },
  // Migrations are read from disk next to the bundle (dist/migrations), as in src/db/migrations.
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
