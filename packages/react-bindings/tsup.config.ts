import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // The SDK stays an import (a dependency), never bundled: one copy of its stores per app.
  external: ['@kbet/sdk', 'react'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', paths: {} } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
