import { resourceStore } from '@kbet/react';
import { createKbet, type KeyValueStorage } from '@kbet/sdk';
import { matchRoutes, StaticRouter } from 'react-router';
import { API_URL } from '@/config/env';
import { loadLazyParts, RenderedPartsContext } from '@/lib/lazyPart';
import { viewportGuessOf } from '@/lib/viewportGuess';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { type AppRoute, routes } from './app/routes';
import { renderPage, serverLoads } from './ssr/renderPage';
import { type BuildManifest, routeAssets } from './ssr/routeAssets';
import { serverLiveSource } from './ssr/serverLiveSource';
import { serverReads } from './ssr/serverReads';
import { sharedReads } from './ssr/sharedReads';
import { ssrMemberOf, ssrPayloadElement } from './ssr/ssrPayload';

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
  /**
   * The logged-in member, as the server read them from the session cookie (never from the page's URL or body);
   * `fetch` then answers as that member. Absent for a guest.
   */
  readonly member?: { readonly id: number };
}

const ROOT = '<div id="root"></div>';

/** Every page module the client build knows, by its manifest key, to name a lazy route's module. */
const pageModules = import.meta.glob<unknown>('./app/routes/*.tsx', { eager: true });

/** The lazy parts' modules (src/lib/lazyPart.tsx), loaded once: every module that defines one is imported above. */
let lazyPartsLoaded: Promise<unknown> | undefined;

/** The manifest key of a lazy route's module ('src/app/routes/europe.tsx'): the module its loader returns. */
async function moduleIdOf(route: AppRoute): Promise<string | undefined> {
  if (!route.lazy) return undefined;
  const loaded = await route.lazy();
  const path = Object.keys(pageModules).find((key) => pageModules[key] === loaded);
  return path && `src/${path.slice(2)}`;
}

/** Pages rendered here: a login-only page for a member only; the partner layouts go on rendering in the browser. */
const isRendered = (route: AppRoute, member: boolean) =>
  !route.handle?.area && (member || !route.handle?.auth);

/** The session store's storage on the server: the member the server's session names, or nothing for a guest. */
function sessionStorageOf(member: RenderRequest['member']): KeyValueStorage | undefined {
  if (!member) return undefined;
  const value = JSON.stringify({ memberId: member.id, stamp: null });
  return { getItem: () => value, setItem: () => {}, removeItem: () => {} };
}

/**
 * The member site's server rendering for a guest or a member: the page's HTML and the data it was rendered from
 * (with the member's session), in the built index.html. Null when the page is not rendered on the server (an
 * unknown path, a login-only page for a guest, a partner page, a member the server no longer reads), and the static
 * index.html serves.
 * @example const html = await render({ url: '/europe', template, manifest, fetch, headers });
 */
export async function render(request: RenderRequest): Promise<string | null> {
  if (!request.template.includes(ROOT)) return null;
  const url = new URL(request.url, 'http://kbet.invalid');
  const route = matchRoutes([...routes], url.pathname)?.at(-1)?.route;
  if (!route || !isRendered(route, request.member !== undefined)) return null;

  // Per request, as each visitor has their own session, data and slips (0.1 ms to make, beside a render's tens).
  const app = createKbet({
    baseURL: API_URL,
    fetch: sharedReads(request.fetch),
    storage: sessionStorageOf(request.member),
    liveSource: serverLiveSource,
  });
  try {
    lazyPartsLoaded ??= loadLazyParts();
    const viewport = viewportGuessOf(request.headers);
    // The page's reads start now, beside the session's, and all are in before the render: it then finds its data
    // in place and renders once, where reads started by suspending components ran one after another.
    const loads = serverLoads();
    const reads = serverReads(route.path, { url, memberId: request.member?.id ?? null, viewport }).map(
      (read) =>
        loads.load(
          resourceStore({ stores: app.stores, onError: app.onResourceError }, read.key, (signal) =>
            read.fetch(app.client, signal),
          ),
        ),
    );
    const moduleId = moduleIdOf(route);
    await app.stores.session.restore();
    // The member's betting settings (the slips' limits) too, so the page shows what the browser starts from.
    await app.ready();
    await Promise.all([lazyPartsLoaded, moduleId, ...reads]);
    // A member the server cannot read as such now (the session ended meanwhile): the browser sorts it out.
    if (request.member && app.stores.session.get().user?.id !== request.member.id) return null;
    const now = Date.now();
    // The lazy parts this page renders, whose stylesheets a desktop's head links (routeAssets).
    const parts = new Set<string>();
    const { html, cache } = await renderPage(
      app.stores,
      loads,
      <RenderedPartsContext value={parts}>
        <AppProvider app={app} viewport={viewport} renderedAt={now} serverLoad={loads.load}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </RenderedPartsContext>,
    );
    const page = await moduleId;
    const head = request.manifest ? routeAssets(request.manifest, page, parts, viewport) : '';
    const member = ssrMemberOf(app.dehydrate());
    const payload = ssrPayloadElement({ cache, viewport, now, ...(member ? { member } : {}) });
    return request.template
      .replace('</head>', `${head}</head>`)
      .replace(ROOT, `<div id="root">${html}</div>${payload}`);
  } finally {
    app.dispose();
  }
}
