import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';

/** Every lazy part's loader, for the server rendering to load them all before its first page. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A part of a page or of the layout that the first paint does not need in the first JavaScript: its own chunk,
 * behind its own Suspense boundary. A server-rendered page keeps the server's HTML of the part on screen and the
 * part hydrates by itself when its chunk arrives (the server rendering waits for the chunk, so both render the
 * same). memo keeps a parent's re-render with equal props from updating the boundary before it has hydrated, which
 * would make React render it afresh in the browser.
 * @example const Footer = lazyPart(() => import('./Footer').then((m) => m.Footer));
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  loaders.push(load);
  const Part = lazy(() => load().then((Component) => ({ default: Component })));
  return memo((props: P) => (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  ));
}

/**
 * Loads the module of every lazy part defined so far. The server rendering awaits it beside its first page's
 * session and settings, so no page's render waits for a part's module before it can start that part's data.
 * @example await loadLazyParts();
 */
export const loadLazyParts = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));
