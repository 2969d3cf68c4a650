import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppOptions {
  /** The built web app (packages/web/dist): index.html and hashed assets under assets/. */
  readonly root: string;
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

/**
 * Serves the member site: hashed assets (pre-compressed .br/.gz when present) cached for a year, and
 * index.html for every page navigation so the client router takes over (SPA fallback).
 */
const webApp: FastifyPluginAsync<WebAppOptions> = async (app, { root }) => {
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

  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request)) return;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};

export default fp(webApp, { name: 'web-app' });
