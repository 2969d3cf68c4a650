import { decodeSmsPhone, ko, SmsCheckQuery, SmsSendRequest, validatePhoneAuthRequest } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { refusal, validationRefusal } from '../../domain/errors/refusal';
import { hashAuthNumber } from '../../domain/sms/hashAuthNumber';
import { rateLimitHook } from '../../plugins/rateLimit';
import { createPhoneVerificationsRepository } from '../../repositories/phoneVerificationsRepository';
import { createSimulatedSmsSender } from '../../simulators/sms/createSimulatedSmsSender';

const MINUTE = 60_000;

/**
 * Phone verification of sign-up (spec §7): public. Sending is capped per phone by the SMS adapter
 * (7 a day, SMS_TOO_MANY) and per IP here; checking is capped per code by the adapter and per IP here.
 */
const smsRoutes: AppPlugin = async (app) => {
  const sms = createSimulatedSmsSender({ sql: app.sql, clock: app.clock });
  const verifications = createPhoneVerificationsRepository(app.sql);

  app.post(
    '/sms/send',
    {
      onRequest: rateLimitHook(app, { name: 'sms-send-ip', max: 20, windowMs: 60 * MINUTE }),
      schema: {
        tags: ['signup'],
        summary: 'Send a 6-digit code, valid 10 minutes, to the encoded phone (at most 7 a day per phone)',
        body: SmsSendRequest,
        response: { 200: z.string() },
      },
    },
    async (request) => {
      const phone = validatePhoneAuthRequest(decodeSmsPhone(request.body.data));
      if (!phone.ok) throw validationRefusal(phone);
      const sent = await sms.sendCode(phone.value);
      if (!sent.ok) throw refusal('SMS_TOO_MANY');
      return ko.SMS_SENT;
    },
  );

  app.get(
    '/sms/checkAuthNumber',
    {
      onRequest: rateLimitHook(app, { name: 'sms-check-ip', max: 30, windowMs: 10 * MINUTE }),
      schema: {
        tags: ['signup'],
        summary:
          "'인증성공' when the code is the phone's live one; sign-up then accepts the phone for 30 minutes",
        querystring: SmsCheckQuery,
        response: { 200: z.string() },
      },
    },
    async (request) => {
      const phone = validatePhoneAuthRequest(request.query.phonenumber);
      if (!phone.ok) throw validationRefusal(phone);
      const code = request.query.authnumber.trim();
      const checked = await sms.checkCode(phone.value, code);
      if (!checked.ok) {
        throw checked.reason === 'mismatch'
          ? refusal('SMS_AUTH_FAILED')
          : refusal('SMS_AUTH_EXPIRED', { reason: checked.reason });
      }
      await verifications.record({
        phone: phone.value,
        authNumberHash: hashAuthNumber(phone.value, code),
        ip: request.ip,
        now: app.clock.now(),
      });
      return ko.SMS_AUTH_SUCCESS;
    },
  );
};

export default smsRoutes;
