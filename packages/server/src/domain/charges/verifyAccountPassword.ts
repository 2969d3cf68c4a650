import type { ValidationResult } from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { createAccountPasswordFailuresRepository } from '../../repositories/accountPasswordFailuresRepository';
import type { MemberRow } from '../../repositories/membersRepository';
import { verifyPassword } from '../auth/password';
import { DomainError } from '../errors/domainError';
import { domainErrors } from '../errors/domainErrors';

/** Wrong account passwords allowed per member in the window before further attempts are refused (429). */
export const ACCOUNT_PASSWORD_MAX_FAILURES = 5;
export const ACCOUNT_PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

export interface VerifyAccountPasswordInput {
  member: Pick<MemberRow, 'id' | 'bankAccountPasswordHash'>;
  entered: string | undefined;
  /** The SDK rule whose code and message answer a mismatch: checkAccountPassword or checkWithdrawPassword. */
  check: (entered: string, stored: string) => ValidationResult<void>;
  now: Date;
}

/**
 * Checks the member's 4-digit account password against its hash. A mismatch is a 400 with the SDK rule's
 * code and message and is recorded; after 5 mismatches in 15 minutes every attempt is a 429 until the
 * window passes, so the password cannot be guessed. Pass the pool, not a transaction: the failure record
 * must outlive the refused request.
 * @example await verifyAccountPassword(app.sql, { member, entered: body.bankAccountPssword, check: checkWithdrawPassword, now });
 */
export async function verifyAccountPassword(sql: Sql, input: VerifyAccountPasswordInput): Promise<void> {
  const { member, now } = input;
  const windowStart = new Date(now.getTime() - ACCOUNT_PASSWORD_FAILURE_WINDOW_MS);
  const failures = createAccountPasswordFailuresRepository(sql);
  const recent = await failures.recent(member.id, windowStart);
  if (recent.failures >= ACCOUNT_PASSWORD_MAX_FAILURES && recent.oldest) {
    const reopensAt = recent.oldest.getTime() + ACCOUNT_PASSWORD_FAILURE_WINDOW_MS;
    throw domainErrors.tooManyRequests(Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)));
  }
  const entered = input.entered ?? '';
  const matches = entered !== '' && (await verifyPassword(member.bankAccountPasswordHash, entered));
  // The SDK rule compares plain texts and the server keeps only a hash: the entered text stands in for
  // the stored one exactly when the hash matched.
  const result = input.check(entered, matches ? entered : '');
  if (result.ok) return;
  await failures.record(member.id, now);
  throw new DomainError(result.code, result.message);
}
