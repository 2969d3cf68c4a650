import { LoginRequest, LoginResponse } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { logIn } from '../../domain/auth/logIn';
import { hashSessionToken } from '../../domain/auth/sessionToken';
import { httpErrors } from '../../errors/httpErrors';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/auth';

const LogoutResponse = z.object({ ok: z.literal(true) });

/** POST /auth/login and /auth/logout: server-side sessions, one per member. */
const authRoutes: AppPlugin = async (app) => {
  const { login } = app.config;
  const limits = [
    app.createRateLimit({
      max: login.perIp.max,
      timeWindow: login.perIp.windowMs,
      keyGenerator: (request) => `login-ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: login.perUserId.max,
      timeWindow: login.perUserId.windowMs,
      keyGenerator: (request) => `login-user:${String((request.body as LoginRequest).userId).toLowerCase()}`,
    }),
  ];

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; ends any session of the member on another device (its next call gets 555)',
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      for (const limit of limits) {
        const verdict = await limit(request);
        if (!verdict.isAllowed && verdict.isExceeded) throw httpErrors.tooManyRequests(verdict.ttlInSeconds);
      }
      const { user, token } = await logIn(app.sql, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        now: app.clock.now(),
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
        if (session) await app.repos.sessions.end(session.id, 'logout', app.clock.now());
      }
      clearSessionCookie(reply, app.config.cookieSecure);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
