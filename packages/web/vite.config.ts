import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * Preloads the Pretendard subset that holds Latin, digits and the most frequent Hangul syllables (subset 91 of
 * the dynamic subset: every page's text starts there), so it arrives with the first page's JavaScript instead of
 * after the first render. The other subsets load by unicode-range as pages use their glyphs.
 */
function preloadFont(): Plugin {
  return {
    name: 'kbet:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /PretendardVariable\.subset\.91-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('the Pretendard subset 91 is missing from the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Pretendard's subsets with `font-display: optional` instead of the package's `swap`: a subset that is not there
 * for the first render (the preloaded subset 91 usually is) is used from the next page on, from the cache. With
 * swap, each of the ~14 subsets a page's Hangul needs re-shaped and re-laid out every text as it arrived: on the
 * Lighthouse phone profile that was a 1.5-2.5 s main-thread task after the fonts came (the bulk of the total
 * blocking time on / and /inplay). The fallback face is scaled to Pretendard's metrics (styles/base.css), so
 * neither choice shifts the layout.
 */
function optionalFontDisplay(): Plugin {
  return {
    name: 'kbet:optional-font-display',
    // After vite:css has inlined base.css's @import of the subsets (an imported CSS file is not transformed alone).
    transform(code, id) {
      if (!/\/src\/styles\/base\.css$/.test(id)) return undefined;
      const optional = code.replace(/font-display:\s*swap/g, 'font-display: optional');
      if (optional === code) throw new Error("Pretendard's subset CSS no longer says font-display: swap");
      return { code: optional, map: null };
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

// The API is served at the site root in production (one origin); in development Vite proxies /api to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), optionalFontDisplay(), preloadFont(), precompress()],
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
        modulePreload: { polyfill: false },
        // Font subsets load only when a page uses their glyphs; never inline them.
        assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
        // Few initial requests instead of ~40 small shared chunks: on a phone over HTTP/1.1 (six connections) each
        // extra round of requests delays the first paint. React and the router form one long-cached chunk; what the
        // first page needs ($initial: the entry's static imports) forms another; modules that lazy pages share go
        // into chunks per set of pages (entriesAware; a set's modules under 512 B join the nearest set's chunk), so a
        // page loads little of another page's code. A larger merge threshold (2 KB) made /europe and /inplay load the
        // bet history and every zod schema (17 KB gzipped) for a few small helpers merged into those chunks.
        rolldownOptions: {
          output: {
            // A shared chunk's default name lists every page that loads it; each lazy import repeats its chunks' names.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 30,
                },
                { name: 'app', tags: ['$initial'], priority: 20 },
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
