import { type ComponentType, lazy } from 'react';
import { trackChunk } from '@/lib/chunkArrivals';

/**
 * A page module's `Component` behind React.lazy, loaded when the page first renders; made once per page, so its
 * module loads once. Its chunk counts as on its way (trackChunk): a server-rendered page shows from its HTML until
 * the chunk comes, and a tap on it meanwhile, which React drops, is dispatched again then (replayBlockedClicks).
 * @example const NotFound = lazyPage(() => import('./routes/notFound'));
 */
export const lazyPage = (load: () => Promise<{ readonly Component: ComponentType }>): ComponentType =>
  lazy(() => trackChunk(load()).then((m) => ({ default: m.Component })));
