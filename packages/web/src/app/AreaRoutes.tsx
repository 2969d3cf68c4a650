import type { ComponentType } from 'react';
import { useRoutes } from 'react-router';
import { Component as NotFound } from './routes/notFound';

/** A page of an area: its full path (paths.ts) and its component. */
export type AreaPage = readonly [path: string, Page: ComponentType];

/**
 * The pages of an area that routes.tsx registers as one `<base>/*` route (the partner and recommender areas), so
 * their table and its preload lists load with the area instead of in every page's first JavaScript. The route's
 * Suspense and layout stay routes.tsx's; an unknown path of the area is the 404 page.
 * @example <AreaRoutes base="/partner" pages={[['/partner', Home], ['/partner/member', Member]]} />
 */
export function AreaRoutes({ base, pages }: { readonly base: string; readonly pages: readonly AreaPage[] }) {
  // Route objects rather than <Routes> children: the client build's react-router then leaves out
  // createRoutesFromChildren, as src/app/router.tsx does.
  return useRoutes([
    ...pages.map(([path, Page]) =>
      path === base
        ? { index: true, element: <Page /> }
        : { path: path.slice(base.length + 1), element: <Page /> },
    ),
    { path: '*', element: <NotFound /> },
  ]);
}
