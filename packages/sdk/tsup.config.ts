import { defineConfig } from 'tsup';
import { SDK_ENTRIES } from './src/entries/names';

export default defineConfig({
  // The root entry, the staff back office, and one entry per area (`@kbet/sdk/<area>`, package.json `exports`).
  entry: {
    index: 'src/index.ts',
    admin: 'src/admin.ts',
    ...Object.fromEntries(SDK_ENTRIES.map((name) => [name, `src/entries/${name}.ts`])),
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
