import { type ComponentType, type FunctionComponent, lazy, useState } from 'react';

/** A component whose code loads on first use, or earlier through `preload`. */
export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Loads the code without rendering anything; a failure is forgotten, so the next render loads it again. */
  preload(): Promise<void>;
}

/**
 * React.lazy that renders at once once its code is in: React.lazy suspends on its first render even when the
 * module has long arrived (it awaits its own promise), so a dialog preloaded while the page was idle would still
 * paint a frame later, after a second render. A mount picks the loaded component or the lazy one and keeps it:
 * switching types under a mounted tree would mount it afresh.
 * @example const Cart = preloadableLazy(() => import('./CartDialog').then((m) => m.CartDialog)); void Cart.preload();
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let request: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    request ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    );
    return request;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per component at module load, never while rendering.
  const Preloadable = (props: P) => {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  return Object.assign(Preloadable, { preload: () => loadOnce().then(() => undefined) });
}
