import { ko, MessageText, NonMemberInquiry, validateNonMemberInquiry } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { requireValid } from '../../domain/errors/requireValid';
import { rateLimitHook } from '../../plugins/rateLimit';

/** A person asks a few questions; a script asks many. */
export const NON_MEMBER_INQUIRY_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/** POST /supportNonMember (spec §7): a guest's question from the login page, rate-limited per IP. */
const supportNonMemberRoutes: AppPlugin = async (app) => {
  app.post(
    '/supportNonMember',
    {
      onRequest: rateLimitHook(app, { name: 'support-non-member-ip', ...NON_MEMBER_INQUIRY_LIMIT }),
      schema: {
        tags: ['customer'],
        summary: `A non-member inquiry (name, phone, question); ${NON_MEMBER_INQUIRY_LIMIT.max} per hour per IP, then 429`,
        body: NonMemberInquiry,
        response: { 200: MessageText },
      },
    },
    async (request) => {
      const inquiry = requireValid(validateNonMemberInquiry(request.body));
      await app.repos.nonMemberInquiries.insert(inquiry, request.ip);
      return ko.SENT;
    },
  );
};

export default supportNonMemberRoutes;
