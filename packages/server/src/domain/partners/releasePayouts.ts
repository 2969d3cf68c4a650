import type { Tx } from '../../db/createSql';
import { createSettlementRepository, type PeriodRow } from '../../repositories/settlementRepository';
import { audit } from '../audit/audit';
import { postTransaction } from '../ledger';
import { partnerErrors } from './partnerErrors';

/** The ledger's dedupe key of a commission payout: one per partner, period and kind, ever. */
export const commissionDedupeKey = (periodId: number, partnerId: number, kind: string): string =>
  `partner_commission:${periodId}:${partnerId}:${kind}`;

/**
 * Pays a held period's unpaid payouts into each partner's cash wallet from the house bonus account, each through
 * the ledger under its dedupe key, and marks the period released (audited). A negative total (adjustments that
 * take back more than the period earns) is debited and refused when the wallet cannot cover it.
 * @example await releasePayouts(tx, { periodId: 3, actorId: staff.id, now });
 */
export async function releasePayouts(
  tx: Tx,
  { periodId, actorId, now }: { periodId: number; actorId: number; now: Date },
): Promise<PeriodRow> {
  const settlement = createSettlementRepository(tx);
  await settlement.lockRuns(tx);
  const period = await settlement.period(periodId, tx);
  if (period === undefined) throw partnerErrors.periodNotFound();
  if (period.status === 'released') return period;
  const payouts = (await settlement.payoutsOf(periodId, tx)).filter(
    (payout) => payout.transactionId === null,
  );
  for (const payout of payouts) {
    if (payout.amount === 0) continue;
    const posted = await postTransaction(tx, {
      kind: 'partner_commission',
      ref: { type: 'settlement_period', id: periodId },
      dedupeKey: commissionDedupeKey(periodId, payout.partnerId, payout.kind),
      memo: `${period.fromDay}~${period.toDay} ${payout.kind}`,
      actorId,
      postings: [
        { account: { member: payout.partnerId, kind: 'emoney' }, amount: payout.amount },
        { account: { house: 'house_bonus' }, amount: -payout.amount },
      ],
    });
    await settlement.markPaid(periodId, payout.partnerId, payout.kind, posted.transactionId, tx);
  }
  await settlement.setStatus(periodId, 'released', now, tx);
  await audit(tx, {
    actorId,
    action: 'settlement.release',
    target: { type: 'settlement_period', id: periodId },
    old: { status: period.status },
    new: { status: 'released', payouts: payouts.length },
  });
  return { ...period, status: 'released', releasedAt: now };
}

/**
 * Holds a period that has not been paid yet (a run stored held): nothing is paid until it is released.
 * @example await holdPeriod(tx, { periodId: 3, actorId: staff.id, reason: '검토 중' });
 */
export async function holdPeriod(
  tx: Tx,
  { periodId, actorId, reason }: { periodId: number; actorId: number; reason: string },
): Promise<PeriodRow> {
  const settlement = createSettlementRepository(tx);
  await settlement.lockRuns(tx);
  const period = await settlement.period(periodId, tx);
  if (period === undefined) throw partnerErrors.periodNotFound();
  if (period.status === 'released') throw partnerErrors.alreadyPaid();
  await audit(tx, {
    actorId,
    action: 'settlement.hold',
    target: { type: 'settlement_period', id: periodId },
    old: { status: period.status },
    new: { status: 'held' },
    reason,
  });
  return period;
}
