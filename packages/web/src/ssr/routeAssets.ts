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
 * round of requests. The lazy parts the server rendered in place (`parts`, lib/lazyPart.tsx: the layout's, home's)
 * and the page module's own (its dynamic imports) bring their stylesheets, which are their chunks' own, so they
 * paint styled; their JavaScript waits for hydration to ask for it. What index.html already links (the entry's own
 * chunks) is left out.
 * @example routeAssets(manifest, 'src/app/routes/europe.tsx', ['src/app/layout/TopBar.tsx']) // '<link …>…'
 */
export function routeAssets(
  manifest: BuildManifest,
  moduleId: string | undefined,
  parts: Iterable<string> = [],
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
  const partKeys = [...parts, ...pageParts].flatMap((part) => notInEntry(chunksOf(part)));
  const partChunks = [...new Set(partKeys)].flatMap((key) => manifest[key] ?? []);
  const styles = new Set([...chunks, ...partChunks].flatMap((chunk) => chunk.css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('');
}
