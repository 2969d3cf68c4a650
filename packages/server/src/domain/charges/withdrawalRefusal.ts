import postgres from 'postgres';
import { z } from 'zod/mini';
import type { DomainError } from '../errors/domainError';
import { type KoTextCode, refusal } from '../errors/refusal';

/** The SQLSTATE by which request_withdrawal undoes itself, its claim included, when it writes nothing. */
export const WITHDRAWAL_REFUSED_SQLSTATE = 'KB003';

/**
 * The refusals request_withdrawal names (migration 370), each by the SDK's code of its Korean message: the ones
 * the general path's rules (SDK validateWithdrawal and validateWithdrawalPolicy, assertRollingMet, lockMember)
 * answer for the rows the function reads.
 */
const WITHDRAWAL_REFUSALS = [
  'ERR_NOT_FOUND',
  'WITHDRAW_OVER_CASH',
  'WITHDRAW_OVER_DAILY',
  'WITHDRAW_INTERVAL',
  'WITHDRAW_AFTER_DEPOSIT',
  'WITHDRAW_OWN_NAME',
  'WITHDRAW_ROLLING_UNMET',
] as const satisfies readonly KoTextCode[];

/** KB003's DETAIL: the refusal's code and data, or NEEDS_GENERAL_PATH for a name only the SDK's rule compares. */
const RefusalDetail = z.object({
  code: z.enum([...WITHDRAWAL_REFUSALS, 'NEEDS_GENERAL_PATH']),
  data: z.optional(z.object({ remaining: z.number() })),
});

/**
 * What request_withdrawal's KB003 says: the refusal, worded from the SDK's catalogue as the general path words it,
 * or 'general' when only the general path can judge the request; undefined for any other error.
 * @example const refused = withdrawalRefusal(error); if (refused instanceof DomainError) throw refused;
 */
export function withdrawalRefusal(error: unknown): DomainError | 'general' | undefined {
  if (!(error instanceof postgres.PostgresError) || error.code !== WITHDRAWAL_REFUSED_SQLSTATE)
    return undefined;
  const { code, data } = RefusalDetail.parse(JSON.parse(error.detail ?? 'null'));
  return code === 'NEEDS_GENERAL_PATH' ? 'general' : refusal(code, data);
}
