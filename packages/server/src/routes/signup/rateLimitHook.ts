import type { FastifyRequest } from 'fastify';
import type { App } from '../../appTypes';
import { httpErrors } from '../../errors/httpErrors';

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
 * same key came within `windowMs`. Create it while registering routes.
 * @example app.post('/sms/send', { onRequest: rateLimitHook(app, { name: 'sms-send-ip', max: 20, windowMs: 3_600_000 }) }, handler);
 */
export function rateLimitHook(app: App, options: RateLimitHookOptions) {
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
