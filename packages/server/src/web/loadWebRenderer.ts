import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the web's server rendering bundle gets (packages/web/src/entry-server.tsx, `RenderRequest`). */
export interface WebRenderRequest {
  readonly url: string;
  readonly template: string;
  readonly manifest?: unknown;
  readonly fetch: typeof fetch;
  readonly headers: { readonly 'user-agent'?: string; readonly 'sec-ch-ua-mobile'?: string };
  /** The member of the request's session (read by the server from its cookie); absent for a guest. */
  readonly member?: { readonly id: number };
}

/** The page's whole HTML, or null when the page renders in the browser only (the static index.html serves). */
export type WebRenderer = (request: WebRenderRequest) => Promise<string | null>;

/**
 * The web's `render` from its built bundle, loaded by path as the server serves the client files by path (the
 * server does not depend on @kbet/web); undefined when there is no bundle, and the site renders in the browser.
 * @example const render = await loadWebRenderer('/srv/kbet/packages/web/dist-ssr/entry-server.js');
 */
export async function loadWebRenderer(path: string | undefined): Promise<WebRenderer | undefined> {
  if (!path || !existsSync(path)) return undefined;
  const bundle: { render?: unknown } = await import(pathToFileURL(path).href);
  if (typeof bundle.render !== 'function') throw new Error(`${path} exports no render function`);
  return bundle.render as WebRenderer;
}
