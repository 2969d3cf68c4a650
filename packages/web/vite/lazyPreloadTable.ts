import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { clientChunksPlugin } from './clientChunksPlugin';

/**
 * Vite's preamble of a chunk with preload lists (vite:build-import-analysis, `generateBundle`): every file any of the
 * chunk's lazy imports preloads, and a function that maps a list of indices to their names.
 */
const PREAMBLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\n]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
/** A lazy import's preload list, as Vite writes it beside the `import()` in `__vitePreload(() => import(…), list)`. */
const CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

export interface ChunkCode {
  readonly fileName: string;
  readonly code: string;
}

export interface SplitPreloadLists {
  /** The table's module: every chunk's full lists, by the ids the chunks' calls now pass. */
  readonly table: { readonly fileName: string; readonly source: string };
  /** Each rewritten chunk's code, by file name (chunks without preload lists are left out). */
  readonly chunks: ReadonlyMap<string, string>;
}

/** A chunk's preamble after the split: its lists' stylesheets, and the whole lists once the table has loaded. */
const preamble = (styles: readonly string[], table: string) =>
  `const __vite__mapDeps=(i,c,m=__vite__mapDeps)=>m.t?m.t[i]:c.map(c=>m.f[c]);__vite__mapDeps.f=${JSON.stringify(styles)};` +
  `import(${JSON.stringify(table)}).then(t=>{__vite__mapDeps.t=t.default},()=>{});\n`;

/**
 * Moves the JavaScript of every chunk's lazy-import preload lists into one table module that the chunks load when
 * they run, and keeps only the stylesheets in the chunks. The lists weighed 4.4 KB gzipped in the entry chunk
 * (~280 hashed file names and ~90 index lists), on every route's first JavaScript, and serve only later lazy loads.
 * A list's stylesheets must stay: Vite's preload helper links a lazy chunk's CSS and resolves the import once it
 * has loaded, so a page or dialog never renders unstyled. Its JavaScript files are only hints (module preloads
 * that fetch a chunk's imports beside it instead of after it): a lazy import made before the table has arrived
 * (the first page's hydration, whose chunks the server's HTML preloads already) goes without them.
 * Returns undefined when no chunk has preload lists.
 * @example splitPreloadLists([{ fileName: 'assets/index-x.js', code }]) // { table, chunks }
 */
export function splitPreloadLists(chunks: readonly ChunkCode[]): SplitPreloadLists | undefined {
  const files: string[] = [];
  const fileIds = new Map<string, number>();
  const lists: number[][] = [];
  const listIds = new Map<string, number>();
  const fileId = (file: string) => {
    let id = fileIds.get(file);
    if (id === undefined) {
      id = files.push(file) - 1;
      fileIds.set(file, id);
    }
    return id;
  };
  const listId = (list: readonly string[]) => {
    const ids = list.map(fileId);
    const key = ids.join(',');
    let id = listIds.get(key);
    if (id === undefined) {
      id = lists.push(ids) - 1;
      listIds.set(key, id);
    }
    return id;
  };
  // Each chunk's calls with the table's list ids and the chunk's own stylesheet indices, the preamble written later.
  const rewritten: { fileName: string; styles: string[]; body: string }[] = [];
  for (const { fileName, code } of chunks) {
    const found = PREAMBLE.exec(code);
    if (!found) {
      if (code.includes('__vite__mapDeps'))
        throw new Error(`${fileName}: Vite's preload preamble no longer matches`);
      continue;
    }
    const names: string[] = JSON.parse(found[1] as string);
    const styles: string[] = [];
    const body = code.slice(found[0].length).replace(CALL, (_call, indices: string) => {
      const list = indices
        .split(',')
        .filter(Boolean)
        .map((index) => names[Number(index)] as string);
      const css = list
        .filter((file) => file.endsWith('.css'))
        .map((file) => (styles.includes(file) ? styles.indexOf(file) : styles.push(file) - 1));
      return `__vite__mapDeps(${listId(list)},[${css.join(',')}])`;
    });
    rewritten.push({ fileName, styles, body });
  }
  if (rewritten.length === 0) return undefined;
  const source = `const f=${JSON.stringify(files)};export default ${JSON.stringify(lists)}.map(l=>l.map(i=>f[i]));\n`;
  const fileName = `assets/preloads-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const relative = (from: string) => {
    const path = posix.relative(posix.dirname(from), fileName);
    return path.startsWith('.') ? path : `./${path}`;
  };
  return {
    table: { fileName, source },
    chunks: new Map(
      rewritten.map(({ fileName: chunk, styles, body }) => [chunk, preamble(styles, relative(chunk)) + body]),
    ),
  };
}

/**
 * The client build's preload lists split out of the chunks (splitPreloadLists), after Vite has written them.
 * The chunks' names stay: they hash the code with the full lists, which name every preloaded file by its hash.
 */
export function lazyPreloadTable(): Plugin {
  return clientChunksPlugin('kbet:lazy-preload-table', (chunks, emitAsset) => {
    const split = splitPreloadLists(chunks);
    if (!split) return;
    for (const chunk of chunks) chunk.code = split.chunks.get(chunk.fileName) ?? chunk.code;
    emitAsset(split.table.fileName, split.table.source);
  });
}
