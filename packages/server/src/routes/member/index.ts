import {
  ChangePasswordRequest,
  FindPasswordRequest,
  FindPasswordResponse,
  Id32,
  ko,
  MemberChangePasswordRequest,
  User,
  UserSettings,
} from '@kbet/sdk';
import { parse, z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { memberBalances } from '../../domain/ledger';
import { servedSiteSetting, storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';
import { changePassword } from '../../domain/members/changePassword';
import { requestPasswordReset } from '../../domain/members/requestPasswordReset';
import { resetPassword } from '../../domain/members/resetPassword';
import { toUser } from '../../domain/members/toUser';
import { activeExclusion } from '../../domain/rg/activeExclusion';
import { assertSelf, clearSessionCookie, currentMember } from '../../plugins/auth';
import { rateLimitHook } from '../../plugins/rateLimit';

const MemberParams = z.object({ id: Id32 });
const FIFTEEN_MINUTES = 15 * 60_000;

/** Password recovery and the settings every page reads: no session (spec §6 guests may find a password). */
const publicMemberRoutes: AppPlugin = async (app) => {
  app.post(
    '/member/find-password',
    {
      onRequest: rateLimitHook(app, { name: 'find-password-ip', max: 10, windowMs: FIFTEEN_MINUTES }),
      preHandler: rateLimitHook(app, {
        name: 'find-password-user',
        max: 5,
        windowMs: FIFTEEN_MINUTES,
        key: (request) => (request.body as FindPasswordRequest).userId.trim().toLowerCase(),
      }),
      schema: {
        tags: ['member'],
        summary:
          'Id, account holder and the last 4 phone digits → a reset token valid 10 minutes; 404 FIND_PASSWORD_FAILED',
        body: FindPasswordRequest,
        response: { 200: FindPasswordResponse },
      },
    },
    (request) =>
      requestPasswordReset(app.sql, {
        userId: request.body.userId,
        accountHolder: request.body.accountHolder,
        phoneLast4: request.body.phoneNumber,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/member/change-password',
    {
      onRequest: rateLimitHook(app, { name: 'reset-password-ip', max: 10, windowMs: FIFTEEN_MINUTES }),
      schema: {
        tags: ['member'],
        summary:
          'Find flow: a new password with the single-use reset token; ends every session of the member',
        body: ChangePasswordRequest,
        response: { 200: z.string() },
      },
    },
    async (request) => {
      await resetPassword(app.sql, { ...request.body, now: app.clock.now() });
      return ko.PASSWORD_CHANGED;
    },
  );

  app.get(
    '/setting/user',
    {
      schema: {
        tags: ['member'],
        summary:
          'Site settings (siteNoticeFlg 1 while a maintenance is in force) with the max bet and max winnings per role (units of 10,000 won)',
        response: { 200: UserSettings },
      },
    },
    async () => {
      const [site, betting] = await Promise.all([
        storedSiteSetting(app.repos.settings),
        app.repos.settings.get<object>('betting'),
      ]);
      // Parsing keeps exactly the wire's keys, whatever else an operator stored.
      return parse(UserSettings, { ...servedSiteSetting(site, app.clock.now()), ...betting });
    },
  );
};

/** The member's own account: a live session is required, and any member id in the request must be the session's. */
const sessionMemberRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/member/:id',
    {
      schema: {
        tags: ['member'],
        summary: 'The logged-in member with balances (polled every 5 s by the client)',
        params: MemberParams,
        response: { 200: User },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      const member = currentMember(request);
      const [balances, exclusion] = await Promise.all([
        memberBalances(app.sql, member.id),
        activeExclusion(app.sql, member.id, app.clock.now()),
      ]);
      return toUser(member, balances, exclusion);
    },
  );

  app.put(
    '/member/change-password/:id',
    {
      preHandler: rateLimitHook(app, {
        name: 'change-password-member',
        max: 10,
        windowMs: FIFTEEN_MINUTES,
        key: (request) => String(currentMember(request).id),
      }),
      schema: {
        tags: ['member'],
        summary: 'Member flow: current and new password; ends every session, so the member logs in again',
        params: MemberParams,
        body: MemberChangePasswordRequest,
        response: { 200: z.string() },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request, reply) => {
      assertSelf(request, { id: request.params.id });
      await changePassword(app.sql, {
        memberId: currentMember(request).id,
        oldPassword: request.body.oldPassword,
        password: request.body.password,
        now: app.clock.now(),
      });
      clearSessionCookie(reply, app.config.cookieSecure);
      return ko.PASSWORD_CHANGED;
    },
  );
};

/** Member routes (spec §7 "Member and session"). */
const memberRoutes: AppPlugin = async (app) => {
  await app.register(publicMemberRoutes);
  await app.register(sessionMemberRoutes);
};

export default memberRoutes;
