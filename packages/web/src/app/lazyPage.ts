import { type ComponentType, lazy } from 'react';

/**
 * A page module's `Component` behind React.lazy, loaded when the page first renders; made once per page, so its
 * module loads once.
 * @example const NotFound = lazyPage(() => import('./routes/notFound'));
 */
export const lazyPage = (load: () => Promise<{ readonly Component: ComponentType }>): ComponentType =>
  lazy(() => load().then((m) => ({ default: m.Component })));
