import { randomBytes } from 'node:crypto';
import {
  base32Encode,
  needsSecondFactor,
  TotpConfirm,
  TotpConfirmed,
  TotpEnrollment,
  TotpStatus,
} from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { matchingStep, totpErrors } from '../../domain/auth/checkTotp';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Enrolment of the second factor for partner and staff logins (RFC 6238), once: `enroll` gives a secret for an
 * authenticator app, `confirm` activates it with a first code; from then on every login needs a code.
 */
const totpRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.authenticate(request);
    const member = currentMember(request);
    if (!needsSecondFactor(member)) throw httpErrors.forbidden();
  });

  app.get(
    '/auth/totp',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Whether the partner or staff account must enrol a second factor before its area answers, and whether it has',
        response: { 200: TotpStatus },
        security,
      },
    },
    async (request) => {
      const row = await app.repos.totp.find(currentMember(request).id);
      return { required: app.config.secondFactor === 'required', enrolled: row?.confirmedAt != null };
    },
  );

  app.post(
    '/auth/totp/enroll',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A new authenticator secret for a partner or staff account without a confirmed one (409 after)',
        response: { 200: TotpEnrollment },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const secret = base32Encode(randomBytes(20));
      if (!(await app.repos.totp.begin(member.id, secret))) throw totpErrors.alreadyEnrolled();
      const label = encodeURIComponent(`kbet:${member.userId}`);
      return { secret, uri: `otpauth://totp/${label}?secret=${secret}&issuer=kbet&digits=6&period=30` };
    },
  );

  app.post(
    '/auth/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activate the enrolled secret with its first code; logins need a code from then on',
        body: TotpConfirm,
        response: { 200: TotpConfirmed },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const now = app.clock.now();
      await app.sql.begin(async (tx) => {
        const row = await app.repos.totp.lock(member.id, tx);
        if (row === undefined) throw httpErrors.notFound();
        if (row.confirmedAt !== null) throw totpErrors.alreadyEnrolled();
        const step = matchingStep(row.secret, request.body.otp, now.getTime(), row.lastStep);
        if (step === null) throw totpErrors.invalid();
        await app.repos.totp.use(member.id, step, now, tx);
        await audit(tx, {
          actorId: member.id,
          action: 'auth.totp_enrolled',
          target: { type: 'member', id: member.id },
        });
      });
      return { ok: true as const };
    },
  );
};

export default totpRoutes;
