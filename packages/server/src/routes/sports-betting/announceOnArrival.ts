import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What announceOnArrival keeps per request: something that can be called off. */
export interface Withdrawable {
  withdraw(): void;
}

export interface ArrivalOptions<A extends Withdrawable> {
  method: string;
  /** The route's path as registered (its pattern, not the request's URL). */
  url: string;
  announce(): A;
}

/**
 * Announces each request to one route as it arrives, before the hooks registered after this call (the session,
 * the body's parsing and checks) run, and withdraws it when its response closes: refused before the handler (401,
 * 400) or its connection gone, nobody waits on it. The handler reads its request's announcement back. Must be
 * called before those hooks are added, in the route's plugin.
 * @example const arrival = announceOnArrival(app, { method: 'POST', url: BET_PATH, announce: () => placer.announce() });
 */
export function announceOnArrival<A extends Withdrawable>(
  app: Pick<FastifyInstance, 'addHook'>,
  { method, url, announce }: ArrivalOptions<A>,
): (request: FastifyRequest) => A | undefined {
  const arrivals = new WeakMap<FastifyRequest, A>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === method && request.routeOptions.url === url) {
      const announced = announce();
      arrivals.set(request, announced);
      // A no-op for an announcement already placed or withdrawn by its handler.
      reply.raw.once('close', () => announced.withdraw());
    }
    done();
  });
  return (request) => arrivals.get(request);
}
