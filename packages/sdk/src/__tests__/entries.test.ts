import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SDK_ENTRIES } from '../entries/names';
import * as root from '../index';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('the area entries', () => {
  it('together export exactly what the root entry exports, each name from one area', async () => {
    const names: string[] = [];
    for (const entry of SDK_ENTRIES) names.push(...Object.keys(await import(`../entries/${entry}.ts`)));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(root).sort());
  });

  it('are each published as @kbet/sdk/<area>, beside the root and the staff entry', () => {
    expect(Object.keys(packageJson.exports)).toEqual(['.', ...SDK_ENTRIES.map((e) => `./${e}`), './admin']);
    for (const entry of SDK_ENTRIES) {
      expect(packageJson.exports[`./${entry}`]).toEqual({
        types: `./dist/${entry}.d.ts`,
        import: `./dist/${entry}.js`,
      });
    }
  });
});
