import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// `<<< @/path#region{lines} [title]`: VitePress includes a file, or one `#region` of it, as a code block.
const INCLUDE = /^<<<\s+@\/(\S+?)(?:#([\w-]+))?(?:\{[^}]*\})?(?:\s.*)?$/gm;

/**
 * Every code include of the pages under `srcDir`, checked: VitePress renders a missing file as the text "Code
 * snippet path not found" and a missing region as nothing, without failing the build, so a renamed example or
 * region would silently empty a guide. Returns the problems, one line each.
 * @example checkSnippets('docs') // ['guide/live.md: examples/node/placeBet.ts has no region "follow"']
 */
export function checkSnippets(srcDir: string): string[] {
  const problems: string[] = [];
  const pages = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (page) => page.endsWith('.md') && !page.startsWith('api') && !page.includes('node_modules'),
  );
  for (const page of pages) {
    for (const [, path = '', region] of readFileSync(join(srcDir, page), 'utf8').matchAll(INCLUDE)) {
      const file = join(srcDir, path);
      if (!existsSync(file)) {
        problems.push(`${page}: ${path} does not exist`);
        continue;
      }
      if (region === undefined) continue;
      const source = readFileSync(file, 'utf8');
      const marker = (kind: string) => new RegExp(`^\\s*//\\s*#${kind}\\s+${region}\\s*$`, 'm');
      if (!marker('region').test(source) || !marker('endregion').test(source)) {
        problems.push(`${page}: ${path} has no region "${region}"`);
      }
    }
  }
  return problems;
}
