import { relative, sep } from 'node:path';
import { type Plugin, parseAst } from 'vite';
import { type AstNode, isAstNode, nodesOf } from './astNodes';

/** Resolves an import specifier from the module being transformed to a file's absolute path, or null. */
export type ResolveImport = (specifier: string) => Promise<string | null>;

/** The module lib/lazyPart.tsx, as a file imports it ('@/lib/lazyPart', '../lazyPart'). */
const LAZY_PART_MODULE = /(^|\/)lazyPart$/;

/**
 * `code` with each `lazyPart(load)` call given its module's build manifest key as its second argument: the path
 * from `root` of the module that `load`'s `import()` names, as `resolve` finds it. That path is then written once,
 * in the `import()`, and a part whose module moves or is misspelt fails to build instead of losing its
 * stylesheets in the server's HTML. Null when `code` calls no lazyPart.
 * Throws when a call's loader names no module by a literal `import()`, or when a call has the key written by hand.
 * @example await fillLazyPartModules(code, 'SiteLayout.tsx', root, resolve) // "lazyPart(() => import('./TopBar')…, \"src/app/layout/TopBar.tsx\")"
 */
export async function fillLazyPartModules(
  code: string,
  filename: string,
  root: string,
  resolve: ResolveImport,
): Promise<string | null> {
  if (!code.includes('lazyPart')) return null;
  const program: unknown = parseAst(code, { lang: 'tsx' }, filename);
  if (!isAstNode(program)) throw new Error(`${filename}: the parser returned no program`);
  // The local names lazyPart is imported under (`import { lazyPart } from '@/lib/lazyPart'`).
  const names = new Set<string>();
  for (const node of program.body as AstNode[]) {
    if (node.type !== 'ImportDeclaration' || !LAZY_PART_MODULE.test((node.source as AstNode).value as string))
      continue;
    for (const specifier of node.specifiers as AstNode[]) {
      if (specifier.type === 'ImportSpecifier' && (specifier.imported as AstNode).name === 'lazyPart')
        names.add((specifier.local as AstNode).name as string);
    }
  }
  if (names.size === 0) return null;
  const calls = [...nodesOf(program)].filter(
    (node) =>
      node.type === 'CallExpression' &&
      (node.callee as AstNode).type === 'Identifier' &&
      names.has((node.callee as AstNode).name as string),
  );
  const inserts: { at: number; text: string }[] = [];
  for (const call of calls) {
    const [load, ...rest] = call.arguments as AstNode[];
    const where = `${filename}:${code.slice(0, call.start).split('\n').length}: lazyPart`;
    if (rest.length > 0)
      throw new Error(`${where}: its module is filled in by the build; drop the hand-written one`);
    const imported = load && [...nodesOf(load)].find((node) => node.type === 'ImportExpression');
    const specifier = imported && (imported.source as AstNode);
    if (specifier?.type !== 'Literal' || typeof specifier.value !== 'string')
      throw new Error(`${where}: its loader must import() its module by a literal path`);
    const resolved = await resolve(specifier.value);
    if (!resolved) throw new Error(`${where}: cannot resolve ${specifier.value}`);
    const key = relative(root, resolved.replace(/[?#].*$/, ''))
      .split(sep)
      .join('/');
    inserts.push({ at: (load as AstNode).end, text: `, ${JSON.stringify(key)}` });
  }
  // From the last to the first, so each position still holds.
  let filled = code;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at))
    filled = filled.slice(0, at) + text + filled.slice(at);
  return filled;
}

/**
 * Fills each lazy part's module key from its loader's `import()` (fillLazyPartModules), in the client build, the
 * server rendering's build, the dev server and the web tests alike. `root` is the directory the build manifest's
 * keys are relative to: Vite's root unless given (the tests run from another root).
 * @example plugins: [lazyPartModules()]
 */
export function lazyPartModules(root?: string): Plugin {
  let base = root ?? '';
  return {
    name: 'kbet:lazy-part-modules',
    // On the source, before TypeScript and JSX are compiled away, so the calls are as written.
    enforce: 'pre',
    configResolved(config) {
      base = root ?? config.root;
    },
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.replace(/[?#].*$/, '')) || id.includes('/node_modules/')) return null;
      const filled = await fillLazyPartModules(code, id, base, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        return resolved && !resolved.external ? resolved.id : null;
      });
      // The key goes in before the call's closing parenthesis, on its line: no line moves, so the maps still hold.
      return filled === null ? null : { code: filled, map: null };
    },
  };
}
