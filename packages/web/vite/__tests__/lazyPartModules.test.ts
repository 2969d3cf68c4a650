// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillLazyPartModules } from '../lazyPartModules';

const ROOT = '/repo/packages/web';
/** Resolves './X' beside src/app/layout and '@/…' under src, as the build's aliases do; anything else is unknown. */
const resolve = async (specifier: string) => {
  if (specifier.startsWith('./')) return `${ROOT}/src/app/layout/${specifier.slice(2)}.tsx`;
  if (specifier.startsWith('@/')) return `${ROOT}/src/${specifier.slice(2)}.tsx`;
  return null;
};
const FILE = `${ROOT}/src/app/layout/SiteLayout.tsx`;
const IMPORT = "import { lazyPart } from '@/lib/lazyPart';\n";

describe('fillLazyPartModules', () => {
  it("gives each lazyPart call its loader's module, as the build manifest keys it", async () => {
    const code =
      `${IMPORT}const TopBar = lazyPart(() => import('./TopBar').then((m) => m.TopBar));\n` +
      "const Host = lazyPart(\n  () => import('@/components/ui/NotifyHost').then((m) => m.NotifyHost),\n);\n" +
      'const view = <TopBar title="a" />;\n';
    expect(await fillLazyPartModules(code, FILE, ROOT, resolve)).toBe(
      `${IMPORT}const TopBar = lazyPart(() => import('./TopBar').then((m) => m.TopBar), "src/app/layout/TopBar.tsx");\n` +
        'const Host = lazyPart(\n  () => import(\'@/components/ui/NotifyHost\').then((m) => m.NotifyHost), "src/components/ui/NotifyHost.tsx",\n);\n' +
        'const view = <TopBar title="a" />;\n',
    );
  });

  it('follows a renamed import, and leaves a module that does not import lazyPart as it is', async () => {
    const renamed = "import { lazyPart as part } from '../lazyPart';\nconst A = part(() => import('./A'));\n";
    expect(await fillLazyPartModules(renamed, FILE, ROOT, resolve)).toBe(
      "import { lazyPart as part } from '../lazyPart';\nconst A = part(() => import('./A'), \"src/app/layout/A.tsx\");\n",
    );
    expect(await fillLazyPartModules('const lazyPart = 1;\n', FILE, ROOT, resolve)).toBeNull();
    expect(
      await fillLazyPartModules("const A = lazyPart(() => import('./A'));\n", FILE, ROOT, resolve),
    ).toBeNull();
  });

  it('refuses a hand-written key, a loader without a literal import(), and a module it cannot resolve', async () => {
    const fill = (call: string) => fillLazyPartModules(`${IMPORT}\n${call}\n`, FILE, ROOT, resolve);
    await expect(fill("lazyPart(() => import('./TopBar'), 'src/app/layout/Top.tsx');")).rejects.toThrow(
      /SiteLayout\.tsx:3: lazyPart: its module is filled in by the build/,
    );
    await expect(fill('lazyPart(() => import(name));')).rejects.toThrow(/by a literal path/);
    await expect(fill('lazyPart(async () => () => null);')).rejects.toThrow(/by a literal path/);
    await expect(fill("lazyPart(() => import('react'));")).rejects.toThrow(/cannot resolve react/);
  });
});
