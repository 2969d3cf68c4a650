import {
  CHARGE_TYPE,
  DEPOSIT_MODE,
  startOfKstDay,
  validateWithdrawal,
  validateWithdrawalPolicy,
} from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { type ChargeRow, createChargesRepository } from '../../repositories/chargesRepository';
import { createWalletRepository } from '../../repositories/walletRepository';
import { audit } from '../audit/audit';
import { assertRollingMet } from '../bonus/assertRollingMet';
import { domainErrors } from '../errors/domainErrors';
import { requireValid } from '../errors/requireValid';
import { memberBalances, transfer } from '../ledger';
import type { ChargeRequest } from './chargeRequest';
import { isHighValueMember } from './isHighValueMember';
import { lockMember } from './lockMember';

export interface RequestWithdrawalInput {
  memberId: number;
  request: ChargeRequest;
  now: Date;
}

/**
 * A withdrawal request (POST /charge, depositMode 1), after the account password (verifyAccountPassword):
 * the §5 amount rules against the member's cash (SDK validateWithdrawal), the §9 displayed rules (SDK
 * validateWithdrawalPolicy: per request, per Korean day, 2 h between withdrawals, 30 min after the latest
 * deposit request, own-name account, not 23:30-00:30), and no unmet bonus rolling. The amount is reserved
 * at once (emoney to withdraw_hold) so it cannot be bet or withdrawn twice; staff pay it out or release it.
 * Self-excluded members may withdraw (compliance §4).
 * @example const charge = await requestWithdrawal(tx, { memberId: 3, request: { depositAmount: 100_000, depositName: '김민준', type: 0 }, now });
 */
export async function requestWithdrawal(
  tx: Tx,
  { memberId, request, now }: RequestWithdrawalInput,
): Promise<ChargeRow> {
  // Withdrawals go to the member's registered bank account only.
  if (request.type !== CHARGE_TYPE.BANK) throw domainErrors.invalidInput();
  const charges = createChargesRepository(tx);
  // Sent together (pipelined on the transaction's connection), one wait instead of four: PostgreSQL runs them
  // in order, so the reads start, and take their snapshots, only once the lock statement holds the member's row.
  // The rolling check is only awaited after the amount and policy checks, so refusals keep their order.
  const [member, { emoney }, history, rolling] = await Promise.all([
    lockMember(tx, memberId),
    memberBalances(tx, memberId),
    charges.withdrawalContext(memberId, new Date(startOfKstDay(now.getTime()))),
    assertRollingMet(tx, memberId).then(
      () => undefined,
      (refused: unknown) => ({ refused }),
    ),
  ]);
  const amount = requireValid(validateWithdrawal(request.depositAmount, { cash: emoney }));

  const memberName = member.accountHolder ?? '';
  const accountHolder = request.depositName.trim() || memberName;
  requireValid(
    validateWithdrawalPolicy({
      amount,
      now,
      highValue: isHighValueMember(member),
      todayTotal: history.todayTotal,
      lastWithdrawalAt: history.lastWithdrawalAt,
      lastDepositAt: history.lastDepositAt,
      accountHolder,
      memberName,
    }),
  );
  if (rolling) throw rolling.refused;

  const [charge, holdAccountId] = await Promise.all([
    charges.insert({
      memberId: member.id,
      depositMode: DEPOSIT_MODE.WITHDRAWAL,
      depositAmount: amount,
      depositName: accountHolder,
      type: CHARGE_TYPE.BANK,
      pointType: 0,
      pointFlag: 0,
      confirmFlag: 0,
      now,
    }),
    createWalletRepository(tx).withdrawHoldAccountId(member.id),
  ]);
  // The hold and its audit row go out together too: a refused hold throws, and the transaction rolls back both.
  await Promise.all([
    transfer(tx, {
      kind: 'withdrawal_hold',
      ref: { type: 'charge', id: charge.id },
      dedupeKey: `charge:${charge.id}:hold`,
      memo: '출금 신청',
      actorId: member.id,
      from: { member: member.id, kind: 'emoney' },
      to: { id: holdAccountId },
      amount,
    }),
    audit(tx, {
      actorId: member.id,
      action: 'charge.request',
      target: { type: 'charge', id: charge.id },
      new: {
        depositMode: charge.depositMode,
        depositAmount: amount,
        type: charge.type,
        status: charge.status,
      },
    }),
  ]);
  return charge;
}
