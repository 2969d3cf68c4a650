import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '../errors/httpErrors';

export interface RateLimitHookOptions {
  /** Namespaces the counters, e.g. 'sms-send-ip'. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; the client IP by default. */
  key?: (request: FastifyRequest) => string;
}

/**
 * A route hook that answers 429 ERR_TOO_MANY_REQUESTS (with Retry-After) once `max` requests with the
 * same key came within `windowMs`. Create it while registering routes. Put a limit keyed on the IP in
 * `onRequest`, which runs before the body is read and parsed, so a flood costs no parsing; only a limit
 * keyed on the body or the session belongs in `preHandler`.
 * @example app.post('/sms/send', { onRequest: rateLimitHook(app, { name: 'sms-send-ip', max: 20, windowMs: 3_600_000 }) }, handler);
 */
export function rateLimitHook(app: FastifyInstance, options: RateLimitHookOptions) {
  const key = options.key ?? ((request: FastifyRequest) => request.ip);
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${key(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw httpErrors.tooManyRequests(verdict.ttlInSeconds);
  };
}

/** The counters behind rateLimitHook (in memory, per process); no limit applies unless a route asks. */
const rateLimits: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false });
};

export default fp(rateLimits, { name: 'rate-limits' });
