import type { KbetStores } from '@kbet/react';
import type { ResourceStore } from '@kbet/sdk';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** The page is sent with what arrived by then; past it the page renders in the browser, as without server rendering. */
const LOAD_BUDGET_MS = 2_000;

/** A render's data loads: one per store, started when a hook first suspends on it, so nothing is fetched twice. */
export interface ServerLoads {
  /** `KbetProvider`'s `serverLoad`: the store's load, started on the first call. */
  load(store: ResourceStore<unknown>): Promise<unknown>;
  /** Whether a load failed (its store holds the error): the browser, without that data, would render otherwise. */
  failed(): boolean;
}

/** @example const loads = serverLoads(); <KbetProvider serverLoad={loads.load} … /> */
export function serverLoads(): ServerLoads {
  const loads = new Map<ResourceStore<unknown>, Promise<unknown>>();
  return {
    load(store) {
      let load = loads.get(store);
      if (!load) {
        load = store.refresh();
        loads.set(store, load);
      }
      return load;
    },
    failed: () => [...loads.keys()].some((store) => store.get().status === 'error'),
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * A page's HTML with its data, in one render: each `useResource` without data suspends on its load (`loads`), and
 * React's static prerender resolves lazy modules and those loads, a read that depends on another included, before
 * it writes anything. Every boundary is complete, and `progressiveChunkSize: Infinity` keeps each one inline, so
 * the HTML has none of the inline scripts that reveal late boundaries (the Content-Security-Policy refuses them).
 * Returns the HTML and the data (`ResourceCache.dehydrate()`) it was rendered from, for hydration.
 * @example const { html, cache } = await renderPage(stores, loads, <App />);
 */
export async function renderPage(
  stores: KbetStores,
  loads: ServerLoads,
  element: ReactNode,
): Promise<{ html: string; cache: Record<string, unknown> }> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(LOAD_BUDGET_MS),
    onError(error) {
      failure ??= error;
    },
  });
  const html = await text(prelude);
  // A page that throws or runs out of time on the server would hydrate into an error: the caller sends the shell.
  if (failure !== undefined) throw failure;
  // A failed read renders an error the browser, starting without that data, would not: the page renders there.
  if (loads.failed()) throw new Error('a resource of the page failed to load on the server');
  // Left to the browser (<!--$!-->), still pending (<!--$?-->) or revealed by a script: hydration would not match.
  if (/<!--\$[!?]-->|<script/.test(html)) throw new Error('a part of the page did not render on the server');
  return { html, cache: stores.cache.dehydrate() };
}
