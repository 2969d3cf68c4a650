/**
 * Edits of react-router's production build for a site that routes declaratively (`BrowserRouter`, `Routes`, and
 * `StaticRouter` on the server; src/app/router.tsx), never through a data router (`RouterProvider`): each replaces
 * one exact text of the build, and together they let the bundler drop what only a data router's state reaches.
 * `useRoutes` and `<Routes>` call `useRoutesImpl` and `_renderMatches` without their third argument, the data
 * router's options, and a route's context then says `isDataRoute: false`; only `DataRoutes` passes those options.
 * With the argument a constant `undefined`, the minifier folds away the data router's branches (loader errors,
 * hydrate fallbacks, the route error boundary with its RSC redirects and the default error page) and
 * `useNavigate`'s data-router navigate. `RenderErrorBoundary`'s `contextType` assignment is a statement the
 * bundler must keep, which kept the boundary's class and its helpers. About 1.9 KB gzip of every route's initial
 * JavaScript. `DataRoutes` throws instead: a data router in the client build fails on its first render, loudly.
 */
const EDITS: readonly (readonly [from: string, to: string])[] = [
  [
    'function useRoutesImpl(routes, locationArg, dataRouterOpts) {',
    'function useRoutesImpl(routes, locationArg) {\n  const dataRouterOpts = void 0;',
  ],
  [
    'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {',
    'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0;',
  ],
  ['return isDataRoute ? useNavigateStable() : useNavigateUnstable();', 'return useNavigateUnstable();'],
  ['RenderErrorBoundary.contextType = RSCRouterContext;', ''],
  [
    'function DataRoutes2({',
    'function DataRoutes2() {\n  throw new Error("the client build\'s react-router is declarative only (vite/declarativeRouterOnly.ts)");\n}\nfunction unusedDataRoutes({',
  ],
];

/** The build's module that holds these functions. */
export const ROUTES_MODULE = 'function useRoutesImpl(';

/**
 * The module of react-router's production build that defines `useRoutesImpl`, with EDITS made; other modules as
 * they are. Throws when one of the edited texts is not found exactly once: a react-router whose build changed
 * must have these edits looked at again rather than silently left out (or made in the wrong place).
 * @example declarativeRouterOnly(chunk) // the chunk whose data router branches the minifier can fold
 */
export function declarativeRouterOnly(code: string): string {
  if (!code.includes(ROUTES_MODULE)) return code;
  return EDITS.reduce((edited, [from, to]) => {
    const at = edited.indexOf(from);
    if (at < 0 || edited.indexOf(from, at + 1) >= 0) {
      throw new Error(
        `react-router's build no longer has exactly one "${from}" (vite/declarativeRouterOnly.ts)`,
      );
    }
    return edited.slice(0, at) + to + edited.slice(at + from.length);
  }, code);
}
