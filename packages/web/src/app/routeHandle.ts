import { matchRoutes } from 'react-router';
import type { RouteHandle } from './routes';

/**
 * The handle of the page route that matches `pathname` in `table` (empty when none does): what the layout
 * and the page guards read to know whether a page is bare or needs a login.
 * @example routeHandle(routes, '/deposit') // { auth: true, title: '입금신청' }
 */
export function routeHandle(
  table: readonly { readonly path: string; readonly handle?: RouteHandle }[],
  pathname: string,
): RouteHandle {
  const match = matchRoutes(
    table.map((route) => ({ path: route.path, handle: route.handle })),
    pathname,
  )?.at(-1);
  return (match?.route as { handle?: RouteHandle } | undefined)?.handle ?? {};
}
