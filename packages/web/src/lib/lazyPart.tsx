import { type ComponentType, createContext, lazy, memo, Suspense, use } from 'react';
import { trackChunk } from './chunkArrivals';

/** Every lazy part's loader, for the server rendering to load them all before its first page. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A server render's record of the lazy parts it rendered, by their modules' build manifest keys: the server's HTML
 * links their stylesheets (ssr/routeAssets.ts), which are their chunks' own, so the parts paint styled before
 * hydration. Absent in the browser.
 */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/**
 * A part of a page or of the layout that the first paint does not need in the first JavaScript: its own chunk,
 * behind its own Suspense boundary. A server-rendered page keeps the server's HTML of the part on screen and the
 * part hydrates by itself when its chunk arrives (the server rendering waits for the chunk, so both render the
 * same). memo keeps a parent's re-render with equal props from updating the boundary before it has hydrated, which
 * would make React render it afresh in the browser.
 * `load` imports the part's module by a literal path. `module`, the build manifest's key of that module (its path
 * from the package's root), for the server's HTML to link its stylesheets when it renders the part, is filled in
 * from that import() by the build (vite/lazyPartModules.ts), which refuses one written by hand.
 * @example const Footer = lazyPart(() => import('./Footer').then((m) => m.Footer));
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  module?: string,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let request: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    if (request) return request;
    request = trackChunk(
      load().then((Component) => {
        loaded = Component;
        return Component;
      }),
    );
    return request;
  };
  loaders.push(loadOnce);
  const Part = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  return memo((props: P) => {
    const rendered = use(RenderedPartsContext);
    if (rendered) {
      // Only a build without vite/lazyPartModules leaves it out: fail the render rather than lose the part's styles.
      if (!module) throw new Error('a lazy part without its module key: vite/lazyPartModules did not run');
      rendered.add(module);
    }
    // The server rendering has loaded every part (loadLazyParts) and renders it in place: the same HTML, without a
    // suspend and retry per part, which made a cold server's first page miss its time budget. The browser keeps
    // the lazy one, so a part's element type never changes under React.
    const Component = import.meta.env.SSR && loaded ? loaded : Part;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}

/**
 * Loads the module of every lazy part defined so far. The server rendering awaits it beside its first page's
 * session and settings, so no page's render waits for a part's module before it can start that part's data.
 * @example await loadLazyParts();
 */
export const loadLazyParts = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));
