import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { App } from './appTypes';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Sql } from './db/createSql';
import type { RandomBytes } from './domain/minigame/commitChain';
import auth from './plugins/auth';
import context from './plugins/context';
import errorHandler from './plugins/errorHandler';
import geo from './plugins/geo';
import idempotency from './plugins/idempotency';
import jsonBody from './plugins/jsonBody';
import liveWriteAnnouncements from './plugins/liveWriteAnnouncements';
import openapi from './plugins/openapi';
import rateLimits from './plugins/rateLimit';
import securityHeaders from './plugins/securityHeaders';
import sessionCache from './plugins/sessionCache';
import settingsCache from './plugins/settingsCache';
import webApp from './plugins/webApp';
import zodValidation, { type ZodTypeProvider } from './plugins/zodValidation';
import { RequestLogController } from './requestLogController';
import routes from './routes';

/** packages/web/dist: two levels above this module in src/ and in the dist/ bundle alike. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** The web's server rendering bundle, built next to its client dist (docs/architecture.md, "Rendering path"). */
const WEB_RENDERER = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

export interface BuildAppOptions {
  /** The pool; the caller owns it (the app does not close it). */
  sql: Sql;
  config: Config;
  /** Defaults to the system clock; tests pass one they can move. */
  clock?: Clock;
  /** Defaults to node:crypto; tests pass a seeded source so simulator tables deal the same cards. */
  randomBytes?: RandomBytes;
  logger?: FastifyServerOptions['logger'];
  /** The built member site to serve; default packages/web/dist. Nothing is served without an index.html. */
  webRoot?: string;
  /**
   * The web's server rendering bundle; default packages/web/dist-ssr/entry-server.js with the default webRoot.
   * Without one, pages render in the browser only.
   */
  webRenderer?: string;
}

/**
 * The HTTP app: external plugins, then app plugins, then routes (fastify/demo order).
 * @example const app = await buildApp({ sql, config: loadConfig() }); await app.listen({ port: 3000 });
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // Request bodies of this API are small forms and bet slips.
    bodyLimit: 256 * 1024,
    // Fastify's 10 s default is for a plugin that hangs, not a slow one: the site plugin imports the
    // server-rendering bundle, which took longer than that on a machine at load 20+ and failed the start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so its onRequest hook reaches every answer: API, docs, site pages and 404s.
  await app.register(securityHeaders);
  // Routes keep the error handler and compilers current when they are registered, so these come
  // first: the docs routes of @fastify/swagger-ui answer errors in the same shape as ours.
  await app.register(errorHandler);
  await app.register(zodValidation);
  // Bounds a body's nesting before it is parsed, so no later walk meets a hostile depth.
  await app.register(jsonBody);

  // External plugins.
  await app.register(cookie);
  await app.register(openapi);

  // App plugins.
  await app.register(rateLimits);
  await app.register(context, {
    sql: options.sql,
    config,
    clock: options.clock ?? systemClock,
    randomBytes: options.randomBytes ?? ((size) => new Uint8Array(randomBytes(size))),
  });
  await app.register(settingsCache);
  await app.register(geo);
  await app.register(sessionCache);
  await app.register(auth);
  await app.register(idempotency);
  await app.register(liveWriteAnnouncements);

  // The built member site. Before the routes, because a hook reaches only the plugins registered after
  // it: a page navigation to a path an API route shares (/attendance) must still get index.html.
  const webRoot = options.webRoot ?? WEB_DIST;
  if (existsSync(join(webRoot, 'index.html'))) {
    const renderer = options.webRenderer ?? (options.webRoot ? undefined : WEB_RENDERER);
    await app.register(webApp, { root: webRoot, renderer });
  }

  // Routes.
  await app.register(routes);

  return app;
}
