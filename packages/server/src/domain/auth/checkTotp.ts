import { base32Decode, totp, totpStep } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createTotpRepository } from '../../repositories/totpRepository';
import { DomainError } from '../errors/domainError';

/** Codes of the step before and after are accepted too: clocks of phones drift. */
const DRIFT_STEPS = 1;

export const totpErrors = {
  required: () => new DomainError('LOGIN_OTP_REQUIRED', 'OTP 인증번호를 입력해주세요.'),
  invalid: () => new DomainError('LOGIN_OTP_INVALID', 'OTP 인증번호가 올바르지 않습니다.'),
  alreadyEnrolled: () => new DomainError('OTP_ALREADY_ENROLLED', '이미 OTP가 등록되어 있습니다.'),
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
