import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from './plugins/zodValidation';

/** The app as routes see it: request parts typed from their zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A routes module: `export default (async (app) => { … }) satisfies AppPlugin`. */
export type AppPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;
