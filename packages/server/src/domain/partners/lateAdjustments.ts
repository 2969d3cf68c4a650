import { adjustmentLines, type CommissionLine } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createSettlementRepository } from '../../repositories/settlementRepository';
import { computeSettlement } from './computeSettlement';

/** How many closed periods back a late result is looked for (about two months of weekly periods). */
export const LATE_RESULT_PERIODS = 8;

const key = (line: CommissionLine) =>
  `${line.partnerId}:${line.memberId}:${line.kind}:${line.vertical ?? ''}`;

/** Lines of the same partner, member, kind and vertical summed into one (an original plus its adjustments). */
function netLines(lines: readonly CommissionLine[]): CommissionLine[] {
  const sums = new Map<string, CommissionLine>();
  for (const line of lines) {
    const previous = sums.get(key(line));
    sums.set(
      key(line),
      previous === undefined
        ? line
        : { ...line, amount: previous.amount + line.amount, base: previous.base + line.base },
    );
  }
  return [...sums.values()];
}

/**
 * Results and re-settlements that landed after earlier periods closed: each recent closed period is recomputed
 * from the ledger on the carry it started with, and what differs from what it paid (its lines plus earlier
 * adjustments) becomes adjustment lines for the period now being settled. Closed periods are never rewritten.
 * @example const lines = await lateAdjustments(tx, '2026-11-30');
 */
export async function lateAdjustments(
  db: Db,
  before: string,
): Promise<(CommissionLine & { adjustsPeriodId: number })[]> {
  const settlement = createSettlementRepository(db);
  const closed = await settlement.before(before, LATE_RESULT_PERIODS);
  const adjustments: (CommissionLine & { adjustsPeriodId: number })[] = [];
  for (const [index, period] of closed.entries()) {
    const previous = closed[index + 1];
    const carriedIn =
      previous === undefined ? new Map<string, number>() : await settlement.carryOf(previous.id);
    const [recomputed, paid] = await Promise.all([
      computeSettlement(db, { from: period.fromDay, to: period.toDay }, carriedIn),
      settlement.paidFor(period.id),
    ]);
    for (const line of adjustmentLines(netLines(paid), recomputed.lines)) {
      adjustments.push({ ...line, adjustsPeriodId: period.id });
    }
  }
  return adjustments;
}
