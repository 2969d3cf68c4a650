import { LoginRequest, LoginResponse } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { createLoginThrottle } from '../../domain/auth/createLoginThrottle';
import { logIn } from '../../domain/auth/logIn';
import { hashSessionToken } from '../../domain/auth/sessionToken';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/auth';
import { rateLimitHook } from '../../plugins/rateLimit';

const LogoutResponse = z.object({ ok: z.literal(true) });

/** POST /auth/login and /auth/logout: server-side sessions, one per member. */
const authRoutes: AppPlugin = async (app) => {
  const throttle = createLoginThrottle({ ...app.config.login, clock: app.clock });

  app.post(
    '/auth/login',
    {
      // Counted before the body is read, so a flood from one address costs no parsing.
      onRequest: rateLimitHook(app, { name: 'login-ip', ...app.config.login.perIp }),
      schema: {
        tags: ['auth'],
        summary:
          'Log in; ends any session of the member on another device (its next call gets 555). Failed attempts back off per account and address (429 with Retry-After)',
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const { user, token } = await logIn(app.sql, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        now: app.clock.now(),
        throttle,
      });
      setSessionCookie(reply, token, app.config.cookieSecure);
      return { user, token };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Log out (always succeeds)', response: { 200: LogoutResponse } } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) {
        const session = await app.repos.sessions.findByTokenHash(hashSessionToken(token));
        if (session) {
          await app.repos.sessions.end(session.id, 'logout', app.clock.now());
          // The announcement reaches this process too, but the member's next request may come first.
          app.sessionCache.forgetMember(session.memberId);
        }
      }
      clearSessionCookie(reply, app.config.cookieSecure);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
