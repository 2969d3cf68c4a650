import { ko, LiveStreamQuery } from '@kbet/sdk';
import type { FastifyRequest } from 'fastify';
import type { AppPlugin } from '../../appTypes';
import { feedEvents } from '../../domain/feed/feedEvents';
import { createLiveHub, loadLiveConfig, publishFeedEvents } from '../../domain/live';
import { HttpError } from '../../errors/httpError';
import { readSessionToken } from '../../plugins/auth';

/** A browser EventSource reconnecting by itself sends the last `id:` it saw in this header. */
const lastEventId = (request: FastifyRequest): number | undefined => {
  const value = request.headers['last-event-id'];
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/**
 * GET /live/stream (issue 4, live push): Server-Sent Events. Guests get the public channels (odds, scores,
 * feed); with a session (bearer token or cookie) the member's own bets, balance and messages as well. A
 * token that is not a live session is refused (401/555/556) rather than served as a guest, so the client
 * learns that it was logged out. Every frame is one `data:` JSON line with `seq` (also the SSE id) and `prev`.
 */
const liveRoutes: AppPlugin = async (app) => {
  const hub = createLiveHub({
    sql: app.sql,
    clock: app.clock,
    sessionIdleMs: app.config.sessionIdleMs,
    config: loadLiveConfig(),
    log: app.log,
  });
  const stopFeed = publishFeedEvents(feedEvents, app.sql, {
    clock: app.clock,
    onError: (error) => app.log.error({ err: error }, 'live push: publishing feed events failed'),
  });
  app.addHook('onReady', () => hub.start());
  // Before the server stops accepting: open streams would otherwise hold close() until clients leave.
  app.addHook('preClose', async () => {
    stopFeed();
    await hub.stop();
  });

  app.get(
    '/live/stream',
    {
      schema: {
        tags: ['live'],
        summary:
          'Live push: odds, scores and the feed for all; own bets, balance and messages when logged in',
        description:
          'text/event-stream. Resume with ?since=<seq> or Last-Event-ID. Frames: ready, events, heartbeat (every 5 s), end (session ended).',
        querystring: LiveStreamQuery,
        security: [{}, { bearer: [] }, { cookie: [] }],
      },
      onRequest: async (request) => {
        if (readSessionToken(request)) await app.authenticate(request);
      },
    },
    async (request, reply) => {
      // Until the hub reaches the database it cannot promise anything about sequence numbers.
      if (!hub.ready()) throw new HttpError(503, 'ERR_UNEXPECTED', ko.ERR_UNEXPECTED);
      const since = request.query.since ?? lastEventId(request);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold frames back.
        'x-accel-buffering': 'no',
      });
      try {
        await hub.open(reply.raw, {
          memberId: request.auth?.member.id ?? null,
          sessionId: request.auth?.session.id ?? null,
          since,
        });
      } catch (error) {
        request.log.error({ err: error }, 'live push: stream failed');
        reply.raw.destroy();
      }
    },
  );
};

export default liveRoutes;
