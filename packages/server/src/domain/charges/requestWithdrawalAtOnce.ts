import {
  CHARGE_TYPE,
  isWithdrawalClosedAt,
  MAX_WITHDRAWAL_PER_DAY,
  MAX_WITHDRAWAL_PER_REQUEST,
  startOfKstDay,
  validateWithdrawal,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_INTERVAL_MS,
} from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { hasSqlState } from '../../db/placementSqlState';
import {
  createChargesRepository,
  type OneStatementWithdrawalRow,
} from '../../repositories/chargesRepository';
import type { ChargeRequest } from './chargeRequest';

/** The SQLSTATE by which request_withdrawal (migration 340) undoes itself when the request needs the general path. */
export const WITHDRAWAL_NEEDS_GENERAL_PATH = 'KB003';

export interface RequestWithdrawalAtOnceInput {
  /** The request's claim on its Idempotency-Key (plugins/idempotency idempotencyClaim). */
  claim: { memberId: number; key: string; hash: string };
  request: ChargeRequest;
  now: Date;
}

/**
 * A withdrawal request (after the account password) as one statement, request_withdrawal: the new charge's id of a
 * request that passes every rule, written as requestWithdrawal under withIdempotency writes it, or what its key
 * already holds (for replayStored). The
 * SDK rules that need no rows (bank account, amount, per-request cap for every member, closed hours) are checked
 * here; the function checks the rest behind the member's lock with the SDK's limits. Undefined when the request
 * needs the general path (a refusal, a VIP-sized amount, a holder name the function cannot compare), which then
 * words the answer: nothing was written.
 * @example const outcome = await requestWithdrawalAtOnce(app.sql, { claim, request: charge, now });
 */
export async function requestWithdrawalAtOnce(
  db: Db,
  { claim, request, now }: RequestWithdrawalAtOnceInput,
): Promise<OneStatementWithdrawalRow | undefined> {
  const amount = request.depositAmount;
  if (
    request.type !== CHARGE_TYPE.BANK ||
    !validateWithdrawal(amount, { cash: Number.POSITIVE_INFINITY }).ok ||
    amount > MAX_WITHDRAWAL_PER_REQUEST ||
    isWithdrawalClosedAt(now)
  )
    return undefined;
  try {
    return await createChargesRepository(db).requestWithdrawal({
      memberId: claim.memberId,
      key: claim.key,
      hash: claim.hash,
      amount,
      holder: request.depositName.trim(),
      now,
      dayStart: new Date(startOfKstDay(now.getTime())),
      dayMax: MAX_WITHDRAWAL_PER_DAY,
      intervalMs: WITHDRAWAL_INTERVAL_MS,
      afterDepositMs: WITHDRAWAL_AFTER_DEPOSIT_MS,
    });
  } catch (error) {
    if (hasSqlState(error, WITHDRAWAL_NEEDS_GENERAL_PATH)) return undefined;
    throw error;
  }
}
