import { LoginRequest, LoginResponse, WITHDRAWN } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { createLoginThrottle } from '../../domain/auth/createLoginThrottle';
import { verifyPassword } from '../../domain/auth/password';
import { hashSessionToken, newSessionToken } from '../../domain/auth/sessionToken';
import { memberBalances } from '../../domain/ledger';
import { loginRefusal } from '../../domain/members/loginRefusal';
import { toUser } from '../../domain/members/toUser';
import { activeExclusion } from '../../domain/rg/activeExclusion';
import { httpErrors } from '../../errors/httpErrors';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/auth';

const LogoutResponse = z.object({ ok: z.literal(true) });

/** POST /auth/login and /auth/logout: server-side sessions, one per member. */
const authRoutes: AppPlugin = async (app) => {
  const throttle = createLoginThrottle({ ...app.config.login, clock: app.clock });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log in; ends any session of the member on another device (its next call gets 555). Failed attempts back off per account and address (429 with Retry-After)',
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const { userId, password } = request.body;
      const attempt = { userId, source: request.ip };
      const wait = throttle.begin(attempt);
      if (wait > 0) throw httpErrors.tooManyRequests(wait);
      const candidate = await app.repos.members.findByUserId(userId);
      const matches = await verifyPassword(candidate?.passwordHash, password);
      if (!candidate || !matches) throw httpErrors.loginInvalid();
      throttle.succeeded(attempt);
      if (candidate.withdrawalType === WITHDRAWN) throw httpErrors.loginWithdrawn();
      const refused = loginRefusal(candidate);
      if (refused) throw refused;

      const { token, tokenHash } = newSessionToken();
      const now = app.clock.now();
      const user = await app.sql.begin(async (tx) => {
        // The row lock serialises two simultaneous logins of one member.
        const member = (await app.repos.members.lockById(candidate.id, tx)) ?? candidate;
        await app.repos.sessions.endAllForMember(member.id, 'other_device', now, tx);
        await app.repos.sessions.create(
          {
            tokenHash,
            memberId: member.id,
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
            now,
          },
          tx,
        );
        // Compliance §4: an excluded member may log in to withdraw the balance; `user.exclusion` tells the
        // client, and every betting, deposit and promotion call refuses (assertNotExcluded).
        const [balances, exclusion] = await Promise.all([
          memberBalances(tx, member.id),
          activeExclusion(tx, member.id, now),
        ]);
        return toUser(member, balances, exclusion);
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
