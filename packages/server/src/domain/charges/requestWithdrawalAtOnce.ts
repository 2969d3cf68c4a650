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
import {
  createChargesRepository,
  type OneStatementWithdrawalRow,
} from '../../repositories/chargesRepository';
import type { ChargeRequest } from './chargeRequest';
import { withdrawalRefusal } from './withdrawalRefusal';

export interface RequestWithdrawalAtOnceInput {
  /** The request's claim on its Idempotency-Key (plugins/idempotency idempotencyClaim). */
  claim: { memberId: number; key: string; hash: string };
  request: ChargeRequest;
  now: Date;
}

/**
 * A withdrawal request (after the account password) as one statement, request_withdrawal: the new charge's id of a
 * request that passes every rule, written as requestWithdrawal under withIdempotency writes it, or what its key
 * already holds (for replayStored). The SDK rules that need no rows (bank account, amount, per-request cap for
 * every member, closed hours) are checked here; the function checks the rest behind the member's lock with the
 * SDK's limits and names the first that refuses, which this throws as the general path would (the SDK's code and
 * Korean message), nothing written. Undefined when only the general path can judge the request (one of the rules
 * above fails, a VIP-sized amount, a holder name the function cannot compare): it then runs and answers.
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
    const refused = withdrawalRefusal(error);
    if (refused === 'general') return undefined;
    throw refused ?? error;
  }
}
