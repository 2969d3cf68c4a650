import { canCancelSlip, ko, verticalOfGameType, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetsRepository } from '../../repositories/betsRepository';
import { audit } from '../audit/audit';
import { reverseRollingProgress } from '../bonus/reverseRollingProgress';
import { domainErrors } from '../errors/domainErrors';
import { transfer } from '../ledger';
import { bettingErrors } from './bettingErrors';

export interface CancelSlipParams {
  memberId: number;
  slipId: number;
  now: Date;
}

/**
 * A member cancels a waiting slip within the SDK's canCancelSlip window (spec §5): the stake comes
 * back through the ledger (house_bets → emoney, once per slip), the turnover it counted toward bonus
 * rolling is given back, the cancel is appended as an event and audited; the accepted slip itself stays as it was. Another member's slip is 403.
 * @example const message = await cancelSlip(tx, { memberId: 3, slipId: 12, now: clock.now() });
 */
export async function cancelSlip(tx: Tx, { memberId, slipId, now }: CancelSlipParams): Promise<string> {
  const bets = createBetsRepository(tx);
  const slip = await bets.lockSlip(slipId);
  if (!slip) throw domainErrors.notFound();
  if (slip.memberId !== memberId) throw domainErrors.forbidden();
  if (slip.status !== WIN_FLAG.WAITING || slip.cancelAt !== null) throw bettingErrors.cancelNotWaiting();
  const legs = await bets.legStarts(slip.id);
  const window = canCancelSlip({
    placedAt: slip.createdAt,
    // A bonus leg has no game; its start is never read.
    legs: legs.map((leg) => ({ startsAt: leg.startDate ?? slip.createdAt, isBonus: leg.isBonus })),
    now,
  });
  if (!window.ok) throw bettingErrors.cancelWindow();

  const refund = await transfer(tx, {
    kind: 'bet_cancel',
    vertical: verticalOfGameType(slip.gameType),
    ref: { type: 'bet_slip', id: slip.id },
    dedupeKey: `cancel:bet:${slip.id}`,
    memo: '베팅 취소',
    actorId: memberId,
    from: { house: 'house_bets' },
    to: { member: memberId, kind: 'emoney' },
    amount: slip.amount,
  });
  await bets.markCancelled(slip, now, refund.transactionId);
  // The refund locked the member row, as the rolling requirements expect.
  await reverseRollingProgress(tx, slip.id, memberId);
  await audit(tx, {
    actorId: memberId,
    action: 'bet.cancel',
    target: { type: 'bet_slip', id: slip.id },
    old: { status: slip.status, settlementFlag: slip.settlementFlag },
    new: { status: WIN_FLAG.CANCELLED, settlementFlag: WIN_FLAG.CANCELLED, cancelAt: now.toISOString() },
    reason: null,
  });
  return ko.BET_CANCELLED;
}
