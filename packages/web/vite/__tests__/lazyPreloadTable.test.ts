// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitPreloadLists } from '../lazyPreloadTable';

/** A chunk as Vite's build-import-analysis writes it: its preamble, then a function returning each import's list. */
const viteChunk = (files: readonly string[], calls: readonly (readonly number[])[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n` +
  `return()=>[${calls.map((call) => `__vite__mapDeps([${call.join(',')}])`).join(',')}];`;

const ENTRY = viteChunk(
  ['assets/europe-a.js', 'assets/shared-b.js', 'assets/europe-c.css', 'assets/login-d.js'],
  [
    [0, 1, 2],
    [3, 1],
  ],
);
const PAGE = viteChunk(
  ['assets/shared-b.js', 'assets/part-e.js', 'assets/part-f.css'],
  [
    [1, 0, 2],
    [1, 0, 2],
  ],
);
const FULL_LISTS = [
  ['assets/europe-a.js', 'assets/shared-b.js', 'assets/europe-c.css'],
  ['assets/login-d.js', 'assets/shared-b.js'],
];

/** Runs a rewritten chunk with its table import answered by `load`, returning the chunk's lists as they are now. */
function run(code: string, tableFile: string, load: () => Promise<unknown>): () => string[][] {
  const tableImport = `import(${JSON.stringify(`./${tableFile.slice('assets/'.length)}`)})`;
  expect(code).toContain(tableImport);
  return new Function('load', code.replace(tableImport, 'load()'))(load);
}

describe('splitPreloadLists', () => {
  it('leaves each lazy import only its stylesheets until the table has loaded, then its whole list', async () => {
    const split = splitPreloadLists([
      { fileName: 'assets/index-x.js', code: ENTRY },
      { fileName: 'assets/europe-a.js', code: PAGE },
      { fileName: 'assets/plain-y.js', code: 'export const y = 1;' },
    ]);
    if (!split) throw new Error('nothing was split');
    expect(split.chunks.has('assets/plain-y.js')).toBe(false);
    const table = new Function(split.table.source.replace('export default', 'return'))();
    let answer: (module: unknown) => void = () => undefined;
    const loaded = new Promise((resolve) => {
      answer = resolve;
    });
    const entryLists = run(
      split.chunks.get('assets/index-x.js') as string,
      split.table.fileName,
      () => loaded,
    );
    const pageLists = run(
      split.chunks.get('assets/europe-a.js') as string,
      split.table.fileName,
      () => loaded,
    );

    expect(entryLists()).toEqual([['assets/europe-c.css'], []]);
    expect(pageLists()).toEqual([['assets/part-f.css'], ['assets/part-f.css']]);

    answer({ default: table });
    await loaded;
    await Promise.resolve();
    expect(entryLists()).toEqual(FULL_LISTS);
    expect(pageLists()).toEqual([
      ['assets/part-e.js', 'assets/shared-b.js', 'assets/part-f.css'],
      ['assets/part-e.js', 'assets/shared-b.js', 'assets/part-f.css'],
    ]);
  });

  it('keeps the stylesheets when the table fails to load', async () => {
    const split = splitPreloadLists([{ fileName: 'assets/index-x.js', code: ENTRY }]);
    if (!split) throw new Error('nothing was split');
    const failed = Promise.reject(new Error('offline'));
    const lists = run(split.chunks.get('assets/index-x.js') as string, split.table.fileName, () => failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(lists()).toEqual([['assets/europe-c.css'], []]);
  });

  it('names the table after its content and refuses a preamble it does not know', () => {
    const first = splitPreloadLists([{ fileName: 'assets/index-x.js', code: ENTRY }]);
    const other = splitPreloadLists([{ fileName: 'assets/index-x.js', code: PAGE }]);
    expect(first?.table.fileName).toMatch(/^assets\/preloads-[\w-]{8}\.js$/);
    expect(other?.table.fileName).not.toBe(first?.table.fileName);
    expect(
      splitPreloadLists([{ fileName: 'assets/plain-y.js', code: 'export const y = 1;' }]),
    ).toBeUndefined();
    expect(() =>
      splitPreloadLists([{ fileName: 'assets/index-x.js', code: 'const __vite__mapDeps=(i)=>i;\n' }]),
    ).toThrow(/no longer matches/);
  });
});
