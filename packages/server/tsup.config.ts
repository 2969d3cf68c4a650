import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  dts: false,
  // The SDK is a workspace package built to dist; bundling it keeps the server's runtime
  // free of workspace links. Native and heavy dependencies stay external.
  noExternal: ['@kbet/sdk'],
  // Migrations are read from disk next to the bundle (dist/migrations), as in src/db/migrations.
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
