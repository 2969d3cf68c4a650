import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * A query on a database handle: `sql`, `tx`, `db` or `sp` used as a template tag (with or without a row
 * type), or `.unsafe(`. The lookbehind skips a handle named in a comment's backticks, as in "if `tx` commits".
 */
const QUERY = /(?<![`\w.])(?:sql|tx|db|sp)\s*(?:<[^`]{0,200}?>\s*)?`|\.unsafe\(/;
/** The domain throws typed domain errors; only the HTTP layer knows about HTTP errors. */
const HTTP_ERROR_IMPORT = /from\s+['"][^'"]*\/errors\/httpErrors?['"]/;

/** Every .ts file under `dir`, walked with an explicit stack. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const pending = [dir];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const entry of readdirSync(next, { withFileTypes: true })) {
      const path = join(next, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  }
  return files.sort();
}

const offenders = (dirs: readonly string[], pattern: RegExp) =>
  dirs
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));

describe('layering: the domain holds rules, repositories hold SQL', () => {
  it('recognises a query and leaves prose alone', () => {
    expect(QUERY.test('await tx`SELECT 1`')).toBe(true);
    expect(QUERY.test('const [row] = await db<{ id: number; at: Date }[]>`SELECT id, at FROM t`')).toBe(true);
    expect(QUERY.test('await sql<\n  { head: number }[]\n>`SELECT 1`')).toBe(true);
    expect(QUERY.test("await sp.unsafe('SELECT 1')")).toBe(true);
    expect(QUERY.test('// it is pushed only if `tx` commits')).toBe(false);
    expect(QUERY.test('createLedgerRepository(tx).insertTransaction(input)')).toBe(false);
    expect(HTTP_ERROR_IMPORT.test("import { httpErrors } from '../../errors/httpErrors';")).toBe(true);
    expect(HTTP_ERROR_IMPORT.test("import { refusal } from '../errors/refusal';")).toBe(false);
  });

  it('no SQL in src/domain or src/routes', () => {
    expect(offenders(['src/domain', 'src/routes'], QUERY)).toEqual([]);
  });

  it('no HTTP errors in src/domain', () => {
    expect(offenders(['src/domain'], HTTP_ERROR_IMPORT)).toEqual([]);
  });
});
