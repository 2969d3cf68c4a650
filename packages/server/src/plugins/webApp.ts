import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deferHydration } from '../web/deferHydration';
import { FONT_COOKIE, fontHeadOf } from '../web/fontHead';
import { injectFetch } from '../web/injectFetch';
import { loadWebRenderer } from '../web/loadWebRenderer';
import { currentMember, SESSION_COOKIE } from './auth';

export interface WebAppOptions {
  /** The built web app (packages/web/dist): index.html and hashed assets under assets/. */
  readonly root: string;
  /** The web's server rendering bundle (packages/web/dist-ssr/entry-server.js); pages render in the browser without it. */
  readonly renderer?: string;
}

/** Pages the server renders itself: the docs and the simulator casino provider's game window. */
const SERVER_PAGES = ['/docs', '/sim'];

/**
 * A browser navigation (Accept: text/html) to a site page. API calls never ask for HTML (fetch sends
 * Accept: *\/*), so a page and an API route may share a path (/attendance, /community/notice).
 */
const isPageNavigation = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html') &&
  !SERVER_PAGES.some((prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`));

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page, compressed as the browser accepts (quick levels: it is made per request). A member's page holds
 * their data: no cache may keep it (`private, no-store`).
 */
async function sendPage(reply: FastifyReply, html: string, member: boolean): Promise<FastifyReply> {
  const accepted = reply.request.headers['accept-encoding'] ?? '';
  // The page depends on the session cookie and on the device (its layout).
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', member ? 'private, no-store' : 'no-cache')
    .header('vary', 'accept-encoding, cookie, user-agent, sec-ch-ua-mobile');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

/**
 * Serves the member site: hashed assets (pre-compressed .br/.gz when present) cached for a year, and for every
 * page navigation the page rendered on the server for the guest or the member of the session cookie
 * (docs/architecture.md, "Rendering path"), or index.html so the client router takes over (SPA fallback): for a
 * cookie whose session the server refuses, a page the renderer leaves to the browser, or when the renderer fails.
 */
const webApp: FastifyPluginAsync<WebAppOptions> = async (app, { root, renderer }) => {
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    // Set below instead: hashed assets never change, index.html always may.
    cacheControl: false,
    setHeaders(res, path) {
      // The same URL answers br, gzip or plain by Accept-Encoding: a shared cache must key on it.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const render = await loadWebRenderer(renderer);
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest: unknown = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : undefined;
  const fontsPath = join(root, '.vite', 'fonts.json');
  const fonts = fontHeadOf(existsSync(fontsPath) ? JSON.parse(readFileSync(fontsPath, 'utf8')) : undefined);

  /** The member of the session cookie (null for a guest), or undefined when the server refuses the session. */
  const memberOf = async (request: FastifyRequest): Promise<{ id: number } | null | undefined> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    try {
      await app.authenticate(request);
    } catch {
      // Ended, idle or unknown: the browser's session store meets the refusal itself and tells the member why.
      return undefined;
    }
    return { id: currentMember(request).id };
  };

  const renderPage = async (
    request: FastifyRequest,
    member: { id: number } | null,
  ): Promise<string | null> => {
    if (!render) return null;
    // The page's API calls carry the session cookie alone: they answer as the member the cookie names.
    const token = request.cookies[SESSION_COOKIE];
    const cookie = member && token ? `${SESSION_COOKIE}=${token}` : undefined;
    try {
      const html = await render({
        url: request.url,
        template,
        manifest,
        fetch: injectFetch(app, request.ip, cookie),
        headers: {
          'user-agent': request.headers['user-agent'],
          'sec-ch-ua-mobile': [request.headers['sec-ch-ua-mobile']].flat()[0],
        },
        ...(member ? { member } : {}),
      });
      if (html === null) return null;
      // The fonts by the browser's cookie (web/fontHead): the page HTML varies by cookie anyway (sendPage).
      const head = fonts ? fonts.tags(request.cookies[FONT_COOKIE]) : '';
      return deferHydration(html.replace('</head>', `${head}</head>`));
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'server rendering failed; the page renders in the browser',
      );
      return null;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request)) return;
    const member = render && request.method === 'GET' ? await memberOf(request) : undefined;
    const html = member === undefined ? null : await renderPage(request, member);
    if (html !== null) return sendPage(reply, html, member !== null);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};

export default fp(webApp, { name: 'web-app', dependencies: ['@fastify/cookie'] });
