import { createKbet } from '@kbet/sdk';
import { matchRoutes, StaticRouter } from 'react-router';
import { API_URL } from '@/config/env';
import { viewportGuessOf } from '@/lib/viewportGuess';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { type AppRoute, routes } from './app/routes';
import { renderPage } from './ssr/renderPage';
import { type BuildManifest, routeAssets } from './ssr/routeAssets';
import { ssrPayloadElement } from './ssr/ssrPayload';

export interface RenderRequest {
  /** The page's path and query, e.g. '/europe?sport_id=6046'. */
  readonly url: string;
  /** The built index.html: the page's head (styles, font preload, entry script) and its root element. */
  readonly template: string;
  /** The client build's .vite/manifest.json, for the page module's styles and chunks. */
  readonly manifest?: BuildManifest;
  /** Answers the API calls the page makes (the server calls itself, without a socket). */
  readonly fetch: typeof fetch;
  readonly headers: { readonly 'user-agent'?: string; readonly 'sec-ch-ua-mobile'?: string };
}

const ROOT = '<div id="root"></div>';

/** Every page module the client build knows, by its manifest key, to name a lazy route's module. */
const pageModules = import.meta.glob<unknown>('./app/routes/*.tsx', { eager: true });

/** The manifest key of a lazy route's module ('src/app/routes/europe.tsx'): the module its loader returns. */
async function moduleIdOf(route: AppRoute): Promise<string | undefined> {
  if (!route.lazy) return undefined;
  const loaded = await route.lazy();
  const path = Object.keys(pageModules).find((key) => pageModules[key] === loaded);
  return path && `src/${path.slice(2)}`;
}

/** Pages a guest sees as they are: no login, no partner layout (those pages go on rendering in the browser). */
const isPublic = (route: AppRoute) => !route.handle?.auth && !route.handle?.area;

/**
 * The member site's server rendering for a guest: the page's HTML and the data it was rendered from, in the
 * built index.html. Null when the page is not rendered on the server (an unknown path, a page behind a login),
 * and the static index.html serves.
 * @example const html = await render({ url: '/europe', template, manifest, fetch, headers });
 */
export async function render(request: RenderRequest): Promise<string | null> {
  if (!request.template.includes(ROOT)) return null;
  const { pathname } = new URL(request.url, 'http://kbet.invalid');
  const route = matchRoutes([...routes], pathname)?.at(-1)?.route;
  if (!route || !isPublic(route)) return null;

  const app = createKbet({ baseURL: API_URL, fetch: request.fetch });
  try {
    await app.stores.session.restore();
    const viewport = viewportGuessOf(request.headers);
    const now = Date.now();
    const { html, cache } = await renderPage(app, (stores) => (
      <AppProvider app={app} stores={stores} viewport={viewport} renderedAt={now}>
        <StaticRouter location={request.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    ));
    const moduleId = await moduleIdOf(route);
    const head = request.manifest && moduleId ? routeAssets(request.manifest, moduleId) : '';
    return request.template
      .replace('</head>', `${head}</head>`)
      .replace(ROOT, `<div id="root">${html}</div>${ssrPayloadElement({ cache, viewport, now })}`);
  } finally {
    app.dispose();
  }
}
