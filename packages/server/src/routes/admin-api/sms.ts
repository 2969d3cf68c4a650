import { validatePhoneAuthRequest } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { validationRefusal } from '../../domain/errors/refusal';
import { currentMember } from '../../plugins/auth';
import { createSimulatedSmsSender } from '../../simulators/sms/createSimulatedSmsSender';

const SmsCodesQuery = z.object({ phone: z.string() });

const SmsCode = z.object({
  code: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  failedAttempts: z.number(),
  verifiedAt: z.nullable(z.string()),
});

/**
 * Support staff read the codes the SMS simulator "sent" to a phone in the last 24 hours, newest first,
 * for a member whose message never arrives. Each read is audited (sms.codes.read).
 */
const adminSmsRoutes: AppPlugin = async (app) => {
  const smsLog = createSimulatedSmsSender({ sql: app.sql, clock: app.clock });

  app.get(
    '/sms/codes',
    {
      schema: {
        tags: ['admin'],
        summary: "A phone's SMS codes of the last 24 hours (simulator), newest first; audited",
        querystring: SmsCodesQuery,
        response: { 200: z.array(SmsCode) },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      const phone = validatePhoneAuthRequest(request.query.phone);
      if (!phone.ok) throw validationRefusal(phone);
      const codes = await smsLog.recentCodes(phone.value);
      await audit(app.sql, {
        actorId: currentMember(request).id,
        action: 'sms.codes.read',
        target: { type: 'phone', id: phone.value },
        new: { count: codes.length },
      });
      return codes.map((record) => ({
        code: record.code,
        createdAt: record.createdAt.toISOString(),
        expiresAt: record.expiresAt.toISOString(),
        failedAttempts: record.failedAttempts,
        verifiedAt: record.verifiedAt?.toISOString() ?? null,
      }));
    },
  );
};

export default adminSmsRoutes;
