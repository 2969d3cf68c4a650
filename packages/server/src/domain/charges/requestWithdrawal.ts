import {
  CHARGE_TYPE,
  isOwnNameAccount,
  isWithdrawalClosedAt,
  MAX_WITHDRAWAL_PER_DAY,
  startOfKstDay,
  validateWithdrawal,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_INTERVAL_MS,
  withdrawalRequestMax,
} from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import {
  createChargesRepository,
  type OneStatementWithdrawalRow,
} from '../../repositories/chargesRepository';
import { createMembersRepository, type MemberRow } from '../../repositories/membersRepository';
import { domainErrors } from '../errors/domainErrors';
import type { ChargeRequest } from './chargeRequest';
import { isHighValueMember } from './isHighValueMember';
import { withdrawalRefusal } from './withdrawalRefusal';

/** The request's first judgement and two more with the member read afresh. */
const MAX_ATTEMPTS = 3;

export interface RequestWithdrawalInput {
  /** The request's claim on its Idempotency-Key (plugins/idempotency idempotencyClaim). */
  claim: { memberId: number; key: string; hash: string };
  /** The member as the request knows it (its level and registered name); read again should the row differ. */
  member: Pick<MemberRow, 'id' | 'role' | 'accountHolder'>;
  request: ChargeRequest;
  now: Date;
}

/**
 * A withdrawal request (POST /charge, depositMode 1), after the account password (verifyAccountPassword), as one
 * statement, request_withdrawal (migrations 340, 370, 390): the key claimed, the member locked, the §5 amount rules
 * against the member's cash (SDK validateWithdrawal), the §9 displayed rules (SDK validateWithdrawalPolicy: per
 * request, per Korean day, 2 h between withdrawals, 30 min after the latest deposit request, own-name account, not
 * 23:30-00:30) and no unmet bonus rolling, the charge written and its amount reserved at once (emoney to
 * withdraw_hold) so it cannot be bet or withdrawn twice; staff pay it out or release it. The rules that need no
 * rows are the SDK's, applied here; the function compares the rows with the SDK's limits and names the first rule
 * that refuses, which this throws with the SDK's code and Korean message, nothing written. Answers the new
 * charge's id, or what the key already holds (for replayStored). Self-excluded members may withdraw (compliance §4).
 * @example const outcome = await requestWithdrawal(app.sql, { claim, member, request: charge, now });
 */
export async function requestWithdrawal(
  db: Db,
  { claim, member, request, now }: RequestWithdrawalInput,
): Promise<OneStatementWithdrawalRow> {
  const amount = request.depositAmount;
  const amountRule = validateWithdrawal(amount, { cash: Number.POSITIVE_INFINITY });
  // The SDK's order: the type (withdrawals go to the member's registered bank account only), then the amount.
  const refused =
    request.type !== CHARGE_TYPE.BANK ? 'ERR_INVALID_INPUT' : amountRule.ok ? null : amountRule.code;
  const holder = request.depositName.trim();
  let known = member;
  for (let attempt = 1; ; attempt += 1) {
    const registered = known.accountHolder ?? '';
    try {
      return await createChargesRepository(db).requestWithdrawal({
        memberId: claim.memberId,
        key: claim.key,
        hash: claim.hash,
        // Past 2^53 an amount is over any cash (validateWithdrawal): the largest safe integer stands in for it.
        amount: Math.min(amount, Number.MAX_SAFE_INTEGER),
        holder,
        now,
        dayStart: new Date(startOfKstDay(now.getTime())),
        dayMax: MAX_WITHDRAWAL_PER_DAY,
        intervalMs: WITHDRAWAL_INTERVAL_MS,
        afterDepositMs: WITHDRAWAL_AFTER_DEPOSIT_MS,
        refused,
        requestMax: withdrawalRequestMax(isHighValueMember(known)),
        ownName: isOwnNameAccount(holder || registered, registered),
        closed: isWithdrawalClosedAt(now),
        registered,
        role: known.role,
      });
    } catch (error) {
      const answer = withdrawalRefusal(error);
      if (answer !== 'member changed') throw answer ?? error;
      // Nothing in the app edits a member's level or name, so a row read fresh matches; a row that keeps changing
      // under the request (staff editing it again and again) is told to come back rather than looped on.
      if (attempt === MAX_ATTEMPTS) throw domainErrors.tooManyRequests(1);
      // The member's level or name changed since the request read it: judge again with the row as it is now.
      const fresh = await createMembersRepository(db).findById(member.id);
      if (!fresh) throw domainErrors.notFound();
      known = fresh;
    }
  }
}
