import { base32Decode, ko, needsSecondFactor, type SessionUser, totp, totpStep } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createTotpRepository } from '../../repositories/totpRepository';
import { DomainError } from '../errors/domainError';

/** Codes of the step before and after are accepted too: clocks of phones drift. */
const DRIFT_STEPS = 1;

export const totpErrors = {
  required: () => new DomainError('LOGIN_OTP_REQUIRED', ko.LOGIN_OTP_REQUIRED),
  invalid: () => new DomainError('LOGIN_OTP_INVALID', ko.LOGIN_OTP_INVALID),
  alreadyEnrolled: () => new DomainError('OTP_ALREADY_ENROLLED', ko.OTP_ALREADY_ENROLLED),
  enrolmentRequired: () => new DomainError('OTP_ENROLMENT_REQUIRED', ko.OTP_ENROLMENT_REQUIRED),
} as const;

/**
 * The time step a code matches (within the drift) and that is later than the last step used, or null.
 * @example matchingStep('JBSWY3DPEHPK3PXP', '123456', Date.now(), 0)
 */
export function matchingStep(secret: string, code: string, at: number, lastStep: number): number | null {
  const bytes = base32Decode(secret);
  if (bytes === null) return null;
  const now = totpStep(at);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    if (step > lastStep && totp({ secret: bytes, at: step * 30_000 }) === code) return step;
  }
  return null;
}

/**
 * A login's second factor: nothing when the member has no confirmed secret; otherwise the code must match a
 * step later than the last one used (a code works once), which is then recorded. Call inside the login's
 * transaction.
 * @example await checkTotp(tx, { memberId, otp: body.otp, now });
 */
export async function checkTotp(
  db: Db,
  { memberId, otp, now }: { memberId: number; otp?: string; now: Date },
) {
  const repo = createTotpRepository(db);
  const row = await repo.lock(memberId, db);
  if (row === undefined || row.confirmedAt === null) return;
  if (otp === undefined) throw totpErrors.required();
  const step = matchingStep(row.secret, otp, now.getTime(), row.lastStep);
  if (step === null) throw totpErrors.invalid();
  await repo.use(memberId, step, row.confirmedAt, db);
}

/**
 * The partner and staff areas' gate (compliance §10): when the config requires a second factor, an account that
 * needs one (needsSecondFactor) and has not confirmed one is refused with 403 OTP_ENROLMENT_REQUIRED.
 * @example await requireEnrolledTotp(app.sql, { member, mode: app.config.secondFactor });
 */
export async function requireEnrolledTotp(
  db: Db,
  { member, mode }: { member: SessionUser & { id: number }; mode: 'required' | 'optional' },
) {
  if (mode === 'optional' || !needsSecondFactor(member)) return;
  const row = await createTotpRepository(db).find(member.id);
  if (row?.confirmedAt == null) throw totpErrors.enrolmentRequired();
}
