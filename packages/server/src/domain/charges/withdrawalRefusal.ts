import postgres from 'postgres';
import { z } from 'zod/mini';
import type { DomainError } from '../errors/domainError';
import { type KoTextCode, refusal } from '../errors/refusal';

/** The SQLSTATE by which request_withdrawal undoes itself, its claim included, when it writes nothing. */
export const WITHDRAWAL_REFUSED_SQLSTATE = 'KB003';

/**
 * The refusals request_withdrawal names (migration 390), each by the SDK's code of its Korean message: those of the
 * SDK's rules (the type and validateWithdrawal's amount rules, passed in; validateWithdrawal's cash check and
 * validateWithdrawalPolicy's rules; the unmet rolling) and the unknown member.
 */
const WITHDRAWAL_REFUSALS = [
  'ERR_NOT_FOUND',
  'ERR_INVALID_INPUT',
  'FIELD_REQUIRED',
  'AMOUNT_NUMERIC',
  'AMOUNT_NO_DECIMALS',
  'WITHDRAW_MIN',
  'WITHDRAW_UNIT',
  'WITHDRAW_OVER_CASH',
  'WITHDRAW_OVER_PER_REQUEST',
  'WITHDRAW_OVER_DAILY',
  'WITHDRAW_INTERVAL',
  'WITHDRAW_AFTER_DEPOSIT',
  'WITHDRAW_OWN_NAME',
  'WITHDRAW_CLOSED_HOURS',
  'WITHDRAW_ROLLING_UNMET',
] as const satisfies readonly KoTextCode[];

/** KB003's DETAIL: the refusal's code and data, or MEMBER_CHANGED when the caller's member is not the row's. */
const RefusalDetail = z.object({
  code: z.enum([...WITHDRAWAL_REFUSALS, 'MEMBER_CHANGED']),
  data: z.optional(z.object({ remaining: z.number() })),
});

/**
 * What request_withdrawal's KB003 says: the refusal, worded from the SDK's catalogue, or 'member changed' when the
 * member's level or registered name is no longer what the caller judged by; undefined for any other error.
 * @example const refused = withdrawalRefusal(error); if (refused instanceof DomainError) throw refused;
 */
export function withdrawalRefusal(error: unknown): DomainError | 'member changed' | undefined {
  if (!(error instanceof postgres.PostgresError) || error.code !== WITHDRAWAL_REFUSED_SQLSTATE)
    return undefined;
  const { code, data } = RefusalDetail.parse(JSON.parse(error.detail ?? 'null'));
  return code === 'MEMBER_CHANGED' ? 'member changed' : refusal(code, data);
}
