import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { DESKTOP_GUESS, matchesViewport, type ViewportGuess } from '@/lib/viewportGuess';

/** The part of a Vite build manifest entry this reads. */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The head tags a server-rendered page adds for its lazy page module: its stylesheets, so the page's HTML is
 * styled when it paints, and its JavaScript chunks as module preloads, so hydration does not wait for a second
 * round of requests. The page module's own lazy parts (its dynamic imports) bring their stylesheets, which are
 * their chunks' own, so they paint styled; their JavaScript waits for hydration to ask for it. So do, on a desktop,
 * the lazy parts the server rendered in place (`parts`, lib/lazyPart.tsx: the top bar, sidebar, footer, home's
 * lower part). A phone's (`viewport`) do not: its first screen's chrome (header, marquee, fixed footer) is styled
 * by index.css, the parts it renders lie below that screen, and each more render-blocking stylesheet cost a phone's
 * slow link a round trip (eight of them: FCP +0.07 s, LCP +0.1-0.2 s in the quiet `pnpm bench web` of the
 * thirteenth pass). What index.html already links (the entry's own chunks) is left out.
 * @example routeAssets(manifest, 'src/app/routes/europe.tsx', ['src/app/layout/TopBar.tsx'], viewport) // '<link …>…'
 */
export function routeAssets(
  manifest: BuildManifest,
  moduleId: string | undefined,
  parts: Iterable<string> = [],
  viewport: ViewportGuess = DESKTOP_GUESS,
): string {
  const chunksOf = (start: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const key = queue.pop() as string;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      queue.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = chunksOf('index.html');
  const notInEntry = (keys: Iterable<string>) => [...keys].filter((key) => !entry.has(key));
  const chunks = moduleId ? notInEntry(chunksOf(moduleId)).flatMap((key) => manifest[key] ?? []) : [];
  const pageParts = moduleId ? (manifest[moduleId]?.dynamicImports ?? []) : [];
  const renderedParts = matchesViewport(MOBILE_QUERY, viewport) ? [] : [...parts];
  const partKeys = [...renderedParts, ...pageParts].flatMap((part) => notInEntry(chunksOf(part)));
  const partChunks = [...new Set(partKeys)].flatMap((key) => manifest[key] ?? []);
  const styles = new Set([...chunks, ...partChunks].flatMap((chunk) => chunk.css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('');
}
