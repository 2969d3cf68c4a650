import { defineConfig } from 'tsup';

// One ESM file for the `kbet` bin; the shebang in src/index.ts makes tsup mark it executable.
// @kbet/sdk, commander and @inquirer/prompts are dependencies, so they stay external.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  dts: false,
});
