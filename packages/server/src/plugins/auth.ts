import { isStaffAccount, WITHDRAWN } from '@kbet/sdk';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { sessionEndedError } from '../domain/auth/sessionEndedError';
import { hashSessionToken } from '../domain/auth/sessionToken';
import { httpErrors } from '../errors/httpErrors';
import type { MemberRow, SessionEndReason, SessionRow } from '../repositories';
import { isHttps } from './securityHeaders';

export const SESSION_COOKIE = 'kbet_session';

export interface Auth {
  member: MemberRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireStaff`; null on public routes. */
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a live session is required (401, 555, 556 otherwise). */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * authenticate as a callback hook: a session this process keeps and need not write (no stamp due) passes at
     * once, with no promise; any other goes through authenticate. For routes that pay per request (bets).
     */
    authenticateHook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
    /** onRequest hook: a live session of the staff account (type 1, role 10) is required (403 otherwise). */
    requireStaff(request: FastifyRequest): Promise<void>;
    /**
     * preHandler hook: a memberId / userId / memberUserId in params, query or body must be the session's (403).
     * A callback hook: the check reads nothing, so it needs no promise a request.
     */
    selfGuard(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  }
}

/** The bearer token wins over the cookie, so an API client can ignore cookies altogether. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * The member of the request. Throws 401 on a public route without `app.authenticate`.
 * @example const member = currentMember(request);
 */
export function currentMember(request: FastifyRequest): MemberRow {
  if (!request.auth) throw httpErrors.loginRequired();
  return request.auth.member;
}

/**
 * Compliance §8: identity comes from the session. Any member id (`id`, `memberId`) or user id
 * (`userId`, `memberUserId`) taken from a path, query or body must be the session's own, or 403.
 * Call it before changing anything.
 * @example assertSelf(request, { id: request.params.id });
 */
export function assertSelf(
  request: FastifyRequest,
  ids: { id?: unknown; memberId?: unknown; userId?: unknown; memberUserId?: unknown },
): void {
  const member = currentMember(request);
  const sameMember = (value: unknown) =>
    value === undefined ||
    value === null ||
    (['string', 'number'].includes(typeof value) && String(value) === String(member.id));
  const sameUser = (value: unknown) => value === undefined || value === null || value === member.userId;
  if (
    !sameMember(ids.id) ||
    !sameMember(ids.memberId) ||
    !sameUser(ids.userId) ||
    !sameUser(ids.memberUserId)
  ) {
    throw httpErrors.forbidden();
  }
}

// Field names that always mean "a member" on the spec's wire, whatever the route.
const MEMBER_FIELDS = ['memberId', 'member_id'] as const;
const USER_FIELDS = ['userId', 'user_id', 'memberUserId'] as const;

/**
 * An UPDATE of `last_seen_at` on every authenticated request dominated latency under load, so a session
 * is touched only once its stamp is this old. Idle expiry (30 min) may then come up to this much early,
 * which is harmless; a short idle time (tests, tight configurations) caps it at 1/60 of that time.
 */
export const SESSION_TOUCH_INTERVAL_MS = 30_000;

const fieldsOf = (part: unknown): Record<string, unknown> =>
  typeof part === 'object' && part !== null && !Array.isArray(part) ? (part as Record<string, unknown>) : {};

const auth: FastifyPluginAsync = async (app) => {
  app.decorateRequest('auth', null);

  const cache = app.sessionCache;
  /**
   * The session and member of a token: from this process's cache, or read (and kept while the session is live).
   * A cached stamp that looks idle is read again: another process may have moved it since.
   */
  const findSession = async (tokenHash: string, now: Date) => {
    const cached = cache.get(tokenHash, now.getTime());
    if (cached && now.getTime() - cached.session.lastSeenAt.getTime() <= app.config.sessionIdleMs)
      return cached;
    const ticket = cache.ticket();
    const found = await app.repos.sessions.findWithMember(tokenHash);
    if (found && !found.session.endedAt && cache.enabled) cache.set(ticket, tokenHash, found, now.getTime());
    return found;
  };
  const endSession = async (session: SessionRow, reason: SessionEndReason, now: Date) => {
    await app.repos.sessions.end(session.id, reason, now);
    cache.forgetMember(session.memberId);
  };

  // Below the idle time (at most 1/60 of it), so a session whose stamp is fresher is not idle either.
  const touchAfterMs = Math.min(SESSION_TOUCH_INTERVAL_MS, app.config.sessionIdleMs / 60);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    if (!token) throw httpErrors.loginRequired();
    const tokenHash = hashSessionToken(token);
    const now = app.clock.now();
    const found = await findSession(tokenHash, now);
    if (!found) throw httpErrors.loginRequired();
    const { session, member } = found;
    if (session.endedAt) throw sessionEndedError(session.endReason);

    if (now.getTime() - session.lastSeenAt.getTime() > app.config.sessionIdleMs) {
      await endSession(session, 'idle', now);
      throw httpErrors.loggedOut();
    }
    if (member.withdrawalType === WITHDRAWN) {
      await endSession(session, 'withdrawn', now);
      throw httpErrors.withdrawn();
    }
    let lastSeenAt = session.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() >= touchAfterMs) {
      await app.repos.sessions.touch(session.id, now);
      cache.touched(tokenHash, now);
      lastSeenAt = now;
    }
    // Untouched, the session is the one found (frozen when cached, as the member is): no copy a request.
    request.auth = {
      member,
      session: lastSeenAt === session.lastSeenAt ? session : { ...session, lastSeenAt },
    };
  });

  /**
   * What authenticate would do for a session kept in the cache, live, not withdrawn and stamped within
   * touchAfterMs (so neither idle nor due a stamp): it needs no read and no write. False for any other, which
   * authenticate then handles (reads, writes, refusals).
   */
  const authenticatedFromCache = (request: FastifyRequest): boolean => {
    const token = readSessionToken(request);
    if (!token) return false;
    const now = app.clock.now().getTime();
    const cached = cache.get(hashSessionToken(token), now);
    if (!cached || cached.session.endedAt || cached.member.withdrawalType === WITHDRAWN) return false;
    if (now - cached.session.lastSeenAt.getTime() >= touchAfterMs) return false;
    request.auth = cached;
    return true;
  };

  app.decorate(
    'authenticateHook',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (authenticatedFromCache(request)) done();
      else app.authenticate(request).then(() => done(), done);
    },
  );

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isStaffAccount(currentMember(request))) throw httpErrors.forbidden();
  });

  app.decorate(
    'selfGuard',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      try {
        for (const part of [request.params, request.query, request.body]) {
          const fields = fieldsOf(part);
          for (const name of MEMBER_FIELDS) assertSelf(request, { memberId: fields[name] });
          for (const name of USER_FIELDS) assertSelf(request, { userId: fields[name] });
        }
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    },
  );
};

export default fp(auth, { name: 'auth', dependencies: ['context', '@fastify/cookie', 'session-cache'] });

/**
 * Sets the httpOnly session cookie next to the token the body returns; Secure when the config says so or the
 * request came over HTTPS (directly, or through a proxy the config trusts).
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure || isHttps(reply.request),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure || isHttps(reply.request),
  });
}
