import {
  ko,
  MemberCheckQuery,
  SignUpPayload,
  SignUpSetting,
  SuggestionCode,
  SuggestionCodeQuery,
} from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { refusal } from '../../domain/errors/refusal';
import { storedSiteSetting } from '../../domain/maintenance/servedSiteSetting';
import { checkMemberValue } from '../../domain/members/checkMemberValue';
import { signUpMember } from '../../domain/members/signUpMember';
import { HttpError } from '../../errors/httpError';
import { rateLimitHook } from '../../plugins/rateLimit';
import { createSuggestionCodesRepository } from '../../repositories/suggestionCodesRepository';

const MINUTE = 60_000;

/**
 * Sign-up (spec §7 "Sign-up"): public routes, no session. Each is rate-limited per IP, since they
 * answer questions about other people's ids, nicknames, phones and codes.
 */
const signupRoutes: AppPlugin = async (app) => {
  const suggestionCodes = createSuggestionCodesRepository(app.sql);
  const signUpOpen = async () => (await storedSiteSetting(app.repos.settings)).joinStartEndFlg === 1;

  app.get(
    '/settingSignUp',
    {
      schema: {
        tags: ['signup'],
        summary: 'Whether sign-up is open (joinStartEndFlg 1) or closed (0)',
        response: { 200: SignUpSetting },
      },
    },
    async (): Promise<SignUpSetting> => ({ joinStartEndFlg: (await signUpOpen()) ? 1 : 0 }),
  );

  app.get(
    '/suggestioncode',
    {
      onRequest: rateLimitHook(app, { name: 'suggestion-code-ip', max: 30, windowMs: MINUTE }),
      schema: {
        tags: ['signup'],
        summary: "A referral code's type and referrer; 404 SIGNUP_CODE_UNKNOWN for an unknown code",
        querystring: SuggestionCodeQuery,
        response: { 200: SuggestionCode },
      },
    },
    async (request) => {
      const code = await suggestionCodes.findUsable(request.query.codeEquals.trim());
      if (!code) throw new HttpError(404, 'SIGNUP_CODE_UNKNOWN', ko.SIGNUP_CODE_UNKNOWN);
      return { type: code.type, memberId: code.memberId };
    },
  );

  app.get(
    '/member/check',
    {
      onRequest: rateLimitHook(app, { name: 'member-check-ip', max: 60, windowMs: MINUTE }),
      schema: {
        tags: ['signup'],
        summary:
          'With exactly one field: true when the id, nickname or phone is taken (banned counts as taken); a phone only right after it passed the SMS code from the same address (400 SIGNUP_PHONE_UNVERIFIED otherwise)',
        querystring: MemberCheckQuery,
        response: { 200: z.boolean() },
      },
    },
    (request) => checkMemberValue(app.sql, request.query, { source: request.ip, now: app.clock.now() }),
  );

  app.post(
    '/member/join',
    {
      // Generous: mobile carriers put many members behind one address, and each join needs an SMS check.
      onRequest: rateLimitHook(app, { name: 'join-ip', max: 30, windowMs: 60 * MINUTE }),
      schema: {
        tags: ['signup'],
        summary:
          'Sign up (after the SMS check): the member waits for staff approval; under 19 is refused and nothing is stored',
        body: SignUpPayload,
        response: { 201: z.string() },
      },
    },
    async (request, reply) => {
      if (!(await signUpOpen())) throw refusal('SIGNUP_CLOSED');
      await signUpMember(app.sql, { payload: request.body, now: app.clock.now() });
      return reply.code(201).send(ko.SIGNUP_COMPLETED);
    },
  );
};

export default signupRoutes;
