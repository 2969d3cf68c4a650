import { describe, expect, it } from 'vitest';
import { viewportGuessOf } from '@/lib/viewportGuess';
import { type BuildManifest, routeAssets } from '../routeAssets';

/** A build with an entry, a page module sharing a chunk with another page, and a lazy part of the page. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/game.tsx': {
    file: 'assets/game.js',
    css: ['assets/game.css'],
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/features/game/Draw.tsx', 'src/features/game/check.ts'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_react.js'] },
  'src/features/game/Draw.tsx': {
    file: 'assets/Draw.js',
    css: ['assets/Draw.css'],
    imports: ['index.html', '_shared.js', '_hashes.js'],
  },
  '_hashes.js': { file: 'assets/hashes.js' },
  'src/features/game/check.ts': { file: 'assets/check.js', imports: ['_hashes.js'] },
  'src/app/layout/TopBar.tsx': {
    file: 'assets/TopBar.js',
    css: ['assets/TopBar.css'],
    imports: ['index.html', '_shared.js'],
  },
};

describe('routeAssets', () => {
  it("links the page's stylesheets and those of the lazy parts the server renders in place, once each", () => {
    const links = routeAssets(manifest, 'src/app/routes/game.tsx').match(/<link [^>]+>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/game.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Draw.css">',
      '<link rel="modulepreload" crossorigin href="/assets/game.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    ]);
  });

  it('links the stylesheets of the lazy parts the render used, on a page bundled in the entry too', () => {
    const links = routeAssets(manifest, undefined, ['src/app/layout/TopBar.tsx']).match(/<link [^>]+>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/TopBar.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared.css">',
    ]);
  });

  it("links no rendered part's stylesheet for a phone, but the page module's own parts' still", () => {
    const phone = viewportGuessOf({ 'sec-ch-ua-mobile': '?1' });
    expect(routeAssets(manifest, undefined, ['src/app/layout/TopBar.tsx'], phone)).toBe('');
    const links = routeAssets(manifest, 'src/app/routes/game.tsx', ['src/app/layout/TopBar.tsx'], phone);
    expect(links.match(/<link rel="stylesheet"[^>]+>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/game.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Draw.css">',
    ]);
  });
});
