import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { declarativeRouterOnly } from './vite/declarativeRouterOnly';
import { lazyPartModules } from './vite/lazyPartModules';
import { lazyPreloadTable } from './vite/lazyPreloadTable';
import { slicedModulePreloads } from './vite/slicedModulePreloads';
import { stripRouterMessages } from './vite/stripRouterMessages';

const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Writes .br and .gz next to each text asset, which the server's static plugin sends when accepted. */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'kbet:precompress',
    apply: 'build',
    configResolved(config) {
      // The server rendering bundle is read from disk by the server, never sent.
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Pretendard's variable font, cut into 92 subsets by unicode-range, with the stylesheet that declares them. */
const PRETENDARD = from('./node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

/** The file the server reads to link the fonts (packages/server/src/web/fontHead.ts), beside Vite's manifest. */
const FONTS_MANIFEST = '.vite/fonts.json';

/** An immutable asset's name: its content's hash, as Vite names the other assets. */
const hashedName = (name: string, ext: string, source: string | Buffer) =>
  `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.${ext}`;

/**
 * Pretendard's subsets and two stylesheets that declare them, which no page links by itself (index.html links
 * neither): the server links `stylesheet` for a browser whose cookie says it has the subsets cached, and the
 * warm-up script (public/fontWarmup.js) loads `warmup` after a page has loaded; both are named in
 * .vite/fonts.json (docs/architecture.md, "Rendering path").
 *
 * In `stylesheet` the subsets say `font-display: optional` instead of the package's `swap`: a subset that is not
 * there for the first render is not swapped in later. With swap, each of the ~14 subsets a page's Hangul needs
 * re-shaped and re-laid out every text as it arrived: on the Lighthouse phone profile a 1.5-2.5 s main-thread task.
 * In `warmup` the family is "Pretendard Warmup", which no element uses: the same files, and loading them moves
 * nothing on the page. `preload` is the subset with Latin, digits and the most frequent Hangul syllables, which
 * every page's text starts with.
 */
function pretendardFonts(): Plugin {
  const rewrite = (code: string, from: RegExp, to: string) => {
    const rewritten = code.replace(from, to);
    if (rewritten === code) throw new Error(`Pretendard's subset CSS no longer matches ${from}`);
    return rewritten;
  };
  let ssr = false;
  return {
    name: 'kbet:pretendard-fonts',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      const files = new Map<string, string>();
      const css = readFileSync(PRETENDARD, 'utf8').replace(
        /url\(\.\/(woff2-dynamic-subset\/(PretendardVariable\.subset\.\d+)\.woff2)\)/g,
        (_match, path: string, name: string) => {
          const source = readFileSync(join(dirname(PRETENDARD), path));
          const fileName = hashedName(name, 'woff2', source);
          this.emitFile({ type: 'asset', fileName, source });
          files.set(name, fileName);
          return `url(/${fileName})`;
        },
      );
      const preload = files.get('PretendardVariable.subset.91');
      if (!preload) throw new Error('the Pretendard subset 91 is missing');
      const stylesheet = rewrite(css, /font-display:\s*swap/g, 'font-display: optional');
      const warmup = rewrite(
        css,
        /font-family:\s*'Pretendard Variable'/g,
        "font-family: 'Pretendard Warmup'",
      );
      const emitted = {
        stylesheet: hashedName('fonts', 'css', stylesheet),
        warmup: hashedName('fontWarmup', 'css', warmup),
      };
      this.emitFile({ type: 'asset', fileName: emitted.stylesheet, source: stylesheet });
      this.emitFile({ type: 'asset', fileName: emitted.warmup, source: warmup });
      this.emitFile({
        type: 'asset',
        fileName: FONTS_MANIFEST,
        source: JSON.stringify({ ...emitted, preload }, null, 2),
      });
    },
  };
}

/**
 * The server rendering bundle (`vite build --ssr src/entry-server.tsx`): next to the client's dist, outside it so
 * it is never served; the server imports its `render` by path (docs/architecture.md, "Rendering path").
 */
const SSR_BUILD = { target: 'node20', outDir: 'dist-ssr', copyPublicDir: false } as const;

/**
 * react-router's package exports only its development build (with its developer warnings) under every condition; the
 * client bundle takes the production build it ships next to it. The server rendering bundle leaves react-router to
 * Node, as a dependency.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: from('./node_modules/react-router/dist/production/index.mjs'),
};

/**
 * react-router's production build, made tree-shakable: its module-level statements that a bundler must keep (each
 * context's and component's `displayName` assignment, and `createContext`, `forwardRef`, `memo`, `new Set`, `new URL`
 * and `Object.getOwnPropertyNames` calls without a pure annotation) kept the whole library in the bundle, data routers,
 * forms, prefetching and framework mode included, whichever of its exports the site imports. The names only serve
 * React's developer tools; the calls have no effect but their value. Its invariants' and warnings' messages go too
 * (vite/stripRouterMessages.ts), and the data router's branches of the route rendering the site's declarative
 * router never takes (vite/declarativeRouterOnly.ts).
 */
function treeShakableReactRouter(): Plugin {
  const build = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;
  return {
    name: 'kbet:tree-shakable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!build.test(id) || !code.includes('.displayName = ')) return null;
      return declarativeRouterOnly(stripRouterMessages(code))
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(
          /^(var [\w$]+ = )((?:React\d*\.(?:createContext|forwardRef|memo)|Object\.getOwnPropertyNames|new (?:Set|URL))\()/gm,
          '$1/* @__PURE__ */ $2',
        );
    },
  };
}

/** The chunks index.html's entry imports besides itself (`react` is the codeSplitting group below). */
const ENTRY_IMPORTS = /^assets\/(react|rolldown-runtime)-[\w-]+\.js$/;

// The API is served at the site root in production (one origin); in development Vite proxies /api to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lazyPartModules(),
    react(),
    treeShakableReactRouter(),
    pretendardFonts(),
    lazyPreloadTable(),
    slicedModulePreloads(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: from('./src/') },
      // The staff entry (only the lazy /admin page imports it) and the area entries (@kbet/sdk/<area>), then the root.
      { find: '@kbet/sdk/admin', replacement: from('../sdk/src/admin.ts') },
      { find: /^@kbet\/sdk\/(\w+)$/, replacement: `${from('../sdk/src/entries/')}$1.ts` },
      { find: '@kbet/sdk', replacement: from('../sdk/src/index.ts') },
      { find: '@kbet/react', replacement: from('../react-bindings/src/index.ts') },
      ...(isSsrBuild ? [] : [REACT_ROUTER_PRODUCTION]),
    ],
  },
  // Lightning CSS expands the one @custom-media --mobile (src/styles/media.css) in each module that imports it.
  // Container names and grid areas stay unhashed: a container is named in one module and queried in another.
  css: {
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true }, cssModules: { container: false, grid: false } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: process.env.KBET_API ?? 'http://localhost:3000',
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, ''),
      },
    },
  },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        target: 'es2022',
        cssCodeSplit: true,
        // .vite/manifest.json: which chunks each page module needs, read by the web bench's per-route JS budget.
        manifest: true,
        // No modulepreload polyfill in the entry: every browser the site supports preloads modules itself, and one
        // that does not (Safari before 17) still loads every chunk, only without the head start.
        modulePreload: {
          polyfill: false,
          // A lazy import's preload list leaves out React's chunk and the runtime: the entry imports both, so they are
          // loaded before any lazy import runs, and naming them in each of ~90 lists only weighs on the entry.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !ENTRY_IMPORTS.test(dep)) : deps,
        },
        // Few initial requests instead of ~40 small shared chunks: on a phone over HTTP/1.1 (six connections) each
        // extra round of requests delays the first paint. React and the router form one long-cached chunk; what the
        // first page needs ($initial: the entry's static imports) forms another; modules that lazy pages share go
        // into chunks per set of pages (entriesAware; a set's modules under 512 B join the nearest set's chunk), so a
        // page loads little of another page's code. A larger merge threshold (2 KB) made /europe and /inplay load the
        // bet history and every zod schema (17 KB gzipped) for a few small helpers merged into those chunks.
        rolldownOptions: {
          output: {
            // A shared chunk's default name lists every page that loads it; each lazy import repeats its chunks' names.
            // Hashes of 7 characters (rolldown's least for this many chunks; 8 by default): the entry's preload lists
            // name ~210 chunks, and a hash does not compress. Assets keep 8: the server rendering's build names the
            // assets it links (the icon sprite) with the default, and the hydrated page must link the same file.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared') ? 'assets/shared-[hash:7].js' : 'assets/[name]-[hash:7].js',
            // So does a shared chunk's stylesheet, and the entry lists every lazy chunk's stylesheet for its preloads.
            assetFileNames: (asset) =>
              asset.names.some((name) => name.startsWith('shared'))
                ? 'assets/shared-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 30,
                },
                { name: 'app', tags: ['$initial'], priority: 20 },
                // The fixture list of /europe, /inplay and the event folders in one chunk (entriesAware made one for the
                // three pages and one more for /europe and /inplay: 0.7 KB less gzip for those two, 0.2 KB more for the
                // event folders), with the stylesheet of the Korean view's rows, whose lazy chunk would otherwise hold
                // it apart from every stylesheet the server's HTML of /europe?game_type=KR links. Their dependencies
                // stay in the chunks per set of pages: a shared list helper would bring the list to the layout's parts.
                {
                  name: 'shared-fixtures',
                  test: /features[\\/]sports[\\/](components[\\/](FixtureList|OddsButton|FixtureRow|FixtureMarkets|FixtureTeams|LeagueGroup|LazyBetSlip|KoreanFixture\.module\.css|SportsPage\.module\.css)|hooks[\\/](useSlipToggle|useCartDialogPreload)|utils[\\/](fixtureMarkets|leagueGroupLabels))|lib[\\/]runIdleSteps\.ts$|betslip[\\/]toSelection\.ts$|react-bindings[\\/]src[\\/]useFixture\.ts$/,
                  priority: 15,
                  includeDependenciesRecursively: false,
                },
                // The stylesheets of the desktop's top bar and left sidebar (the clock, the account area and the sports
                // tree with them) in one chunk: the head of every desktop page links them before its first paint, as
                // one render-blocking request instead of three. Only the phone's drawer and member menu share
                // them, which then load the desktop's part too (0.7 and 1.1 KB gzip more when first opened). The
                // footer's and the banners' stay out: a phone renders the footer and home's banners, and would load
                // the desktop's stylesheets after every first page. Their class names' JavaScript comes along
                // (a few hundred bytes, no route's first JavaScript).
                {
                  name: 'desktopChrome',
                  test: /src[\\/](app[\\/]layout[\\/](TopBar|Clock|AccountArea)|features[\\/]sports-nav[\\/]components[\\/]SportsTree)\.module\.css$/,
                  priority: 16,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'shared',
                  priority: 10,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 512,
                },
              ],
            },
          },
        },
      },
}));
