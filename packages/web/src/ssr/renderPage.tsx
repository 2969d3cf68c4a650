import type { KbetStores } from '@kbet/react';
import type { Kbet, ResourceCache, ResourceStore } from '@kbet/sdk';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** Rounds of render → load what the render asked for; a page's data rarely depends on more than one other read. */
const MAX_PASSES = 4;
/** The page is sent with what arrived by then; what did not loads in the browser, as without server rendering. */
const LOAD_BUDGET_MS = 2_000;

/** A cache that remembers every store a render asked for, so the server can load them before the next pass. */
function recordingCache(cache: ResourceCache): {
  cache: ResourceCache;
  asked: Map<string, ResourceStore<unknown>>;
} {
  const asked = new Map<string, ResourceStore<unknown>>();
  return {
    asked,
    cache: {
      ...cache,
      get(key, create) {
        const store = cache.get(key, create);
        asked.set(key, store as ResourceStore<unknown>);
        return store;
      },
    },
  };
}

/** Renders, waiting for lazy modules to load; the discovery passes, whose HTML is not sent. */
async function prerender(element: ReactNode): Promise<void> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    onError(error) {
      failure ??= error;
    },
  });
  prelude.resume();
  // A page that throws on the server would hydrate into an error: the caller sends the static shell instead.
  if (failure !== undefined) throw failure;
}

/**
 * The sent HTML, once every lazy module and resource is loaded: rendered at once, so no Suspense boundary is
 * left pending. A streamed or prerendered page reveals late boundaries with inline scripts, which the
 * Content-Security-Policy refuses.
 */
function finalHtml(element: ReactNode): string {
  const html = renderToString(element);
  // An error inside a Suspense boundary leaves it to the browser (marked <!--$!-->): hydration would re-render it.
  if (html.includes('<!--$!-->')) throw new Error('a part of the page failed to render on the server');
  return html;
}

/** Waits for the loads, or for the time left of the budget, whichever ends first. */
async function settle(loads: Promise<unknown>[], deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  await Promise.race([Promise.all(loads), timeout]);
  clearTimeout(timer);
}

/**
 * A page's HTML with its data: renders (waiting for lazy modules), loads every resource the render asked for
 * that is not loaded yet, and renders again until a render asks for nothing new. Returns the HTML and the data
 * (`ResourceCache.dehydrate()`) the page was rendered from, for hydration.
 * @example const { html, cache } = await renderPage(app, (stores) => <App stores={stores} />);
 */
export async function renderPage(
  app: Kbet,
  tree: (stores: KbetStores) => ReactNode,
): Promise<{ html: string; cache: Record<string, unknown> }> {
  const { cache, asked } = recordingCache(app.stores.cache);
  const stores: KbetStores = { ...app.stores, cache };
  const deadline = Date.now() + LOAD_BUDGET_MS;
  for (let pass = 1; pass <= MAX_PASSES && Date.now() < deadline; pass++) {
    await prerender(tree(stores));
    const missing = [...asked.values()].filter((store) => store.get().status === 'idle');
    if (missing.length === 0) break;
    await settle(
      missing.map((store) => store.refresh()),
      deadline,
    );
  }
  // A failed read renders an error the browser, starting without that data, would not: the page renders there.
  if ([...asked.values()].some((store) => store.get().status === 'error')) {
    throw new Error('a resource of the page failed to load on the server');
  }
  // Synchronous: the data the HTML shows is exactly the data embedded, even with loads still in flight.
  const cacheData = cache.dehydrate();
  return { html: finalHtml(tree(stores)), cache: cacheData };
}
