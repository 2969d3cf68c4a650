import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionCache, type SessionCache } from '../domain/auth/createSessionCache';

/** Where migration 230's triggers announce a member whose sessions or row changed (payload: the member id). */
export const SESSION_CHANNEL = 'kbet_session';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sessions this process has seen (app.authenticate reads it first). Used only while the process
     * LISTENs on `kbet_session`; `sessionCacheMs: 0` turns it off.
     */
    sessionCache: SessionCache & { readonly enabled: boolean };
  }
}

/**
 * Session lookups without a database read (issue 18: the read was one of a bet's three statements). Several
 * processes share one PostgreSQL, so an entry lives until a change of its member is announced on
 * `kbet_session` (migration 230: logout and every other end of a session, any change of the member row), and
 * at most `sessionCacheMs`. Announcements sent while the listening connection was down are lost: its
 * re-connection empties the cache. LISTEN goes over the pool's one listening connection, which the live
 * stream's hub shares (postgres.js keeps one per pool).
 */
const sessionCache: FastifyPluginAsync = async (app) => {
  const cache = createSessionCache({ ttlMs: app.config.sessionCacheMs });
  let listening = false;
  let unlisten: (() => Promise<void>) | undefined;
  app.decorate('sessionCache', {
    ...cache,
    get: (tokenHash: string, now: number) => (listening ? cache.get(tokenHash, now) : undefined),
    get enabled() {
      return listening;
    },
  });
  if (app.config.sessionCacheMs <= 0) return;

  app.addHook('onReady', async () => {
    const onNotify = (payload: string) => {
      const memberId = Number(payload);
      if (Number.isSafeInteger(memberId)) cache.forgetMember(memberId);
      else cache.clear();
    };
    const onListen = () => {
      cache.clear();
      listening = true;
    };
    try {
      ({ unlisten } = await app.sql.listen(SESSION_CHANNEL, onNotify, onListen));
    } catch (error) {
      // Without the announcements the cache stays off: every request reads its session, as before.
      app.log.warn({ err: error }, 'session cache off: LISTEN kbet_session failed');
    }
  });
  app.addHook('onClose', async () => {
    listening = false;
    cache.clear();
    await unlisten?.();
  });
};

export default fp(sessionCache, { name: 'session-cache', dependencies: ['context'] });
