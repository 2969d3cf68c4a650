import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every `@example` of the SDK's public exports must compile against the SDK itself, so the docs cannot drift from
// the code. An example may lean on names of its reader's own (a `client`, a `user`): those are declared `any`; every
// SDK name it uses is checked.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const barrel = join(src, 'index.ts');
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // No DOM: the SDK runs anywhere, so its examples must too.
  lib: ['lib.es2022.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

interface Example {
  readonly name: string;
  readonly file: string;
  readonly code: string;
  /** The SDK names it imports: a misspelling of one of them is an error, not a name of the reader's. */
  readonly known: ReadonlySet<string>;
}

/** Levenshtein distance, to tell a misspelt SDK name from a reader's own name that merely resembles one. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length] as number;
}

/** The public exports' examples, each with the names it may use: the barrel's, and its own file's. */
function collectExamples(): Example[] {
  const program = ts.createProgram([barrel], options);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(barrel) as ts.SourceFile) as ts.Symbol;
  const publicNames = checker.getExportsOfModule(module).map((symbol) => symbol.name);
  const examples: Example[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    for (const declaration of symbol.declarations ?? []) {
      for (const tag of ts.getJSDocTags(declaration)) {
        if (tag.tagName.text !== 'example') continue;
        const code = ts.getTextOfJSDocComment(tag.comment) ?? '';
        const file = declaration.getSourceFile().fileName;
        const own = checker
          .getExportsOfModule(checker.getSymbolAtLocation(declaration.getSourceFile()) as ts.Symbol)
          .map((s) => s.name)
          .filter((n) => !publicNames.includes(n));
        const imports = [
          `import { ${publicNames.join(', ')} } from ${JSON.stringify(barrel.replace(/\.ts$/, ''))};`,
          own.length ? `import { ${own.join(', ')} } from ${JSON.stringify(file.replace(/\.ts$/, ''))};` : '',
        ].join('\n');
        examples.push({
          name: `${exported.name} (${file.slice(src.length + 1)})`,
          file,
          code: `${imports}\n${code}\nexport {};\n`,
          known: new Set([...publicNames, ...own]),
        });
      }
    }
  }
  return examples;
}

/** Compiles the examples as modules; the reader's own names are declared `any` on a second pass. */
function compile(examples: readonly Example[]): Map<string, string[]> {
  const files = new Map(examples.map((example, i) => [join(src, `__example_${i}__.ts`), example.code]));
  let previous: ts.Program | undefined;
  const run = () => {
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    host.readFile = (name) => files.get(name) ?? read(name);
    host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
    const getSource = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) => {
      const text = files.get(name);
      return text === undefined ? getSource(name, version) : ts.createSourceFile(name, text, version, true);
    };
    const program = ts.createProgram([...files.keys()], options, host, previous);
    previous = program;
    return [...files.keys()].map((name) => ts.getPreEmitDiagnostics(program, program.getSourceFile(name)));
  };
  const firstPass = run();
  [...files.keys()].forEach((name, i) => {
    const free = new Set(
      (firstPass[i] ?? [])
        .filter((d) => {
          const text = ts.flattenDiagnosticMessageText(d.messageText, '');
          const [, typed = '', suggestion = ''] = /name '(\w+)'\. Did you mean '(\w+)'/.exec(text) ?? [];
          const misspelt = (examples[i] as Example).known.has(suggestion) && distance(typed, suggestion) <= 2;
          return [2304, 2552, 18004].includes(d.code) && !misspelt;
        })
        .map((d) => (d.file ? d.file.text.slice(d.start, (d.start ?? 0) + (d.length ?? 0)) : '')),
    );
    const declared = [...free].map((n) => `declare const ${n}: any;`).join('\n');
    files.set(name, `${declared}\n${files.get(name)}`);
  });
  const errors = new Map<string, string[]>();
  run().forEach((diagnostics, i) => {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (messages.length > 0) errors.set((examples[i] as Example).name, messages);
  });
  return errors;
}

describe('JSDoc @example of the public API', () => {
  // Three whole-program compiles: about 20 s on a quiet machine, and over 120 s once at load 40 in CI.
  it('compiles every example against the SDK', { timeout: 600_000 }, () => {
    const examples = collectExamples();
    expect(examples.length).toBeGreaterThan(100);
    expect(Object.fromEntries(compile(examples))).toEqual({});
  });
});
