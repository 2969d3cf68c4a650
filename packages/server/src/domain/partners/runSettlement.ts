import { type CommissionLine, periodOf, type SettlementPeriod, totalByPartner } from '@kbet/sdk';
import type { Db, Tx } from '../../db/createSql';
import { createSettlementRepository, type PeriodRow } from '../../repositories/settlementRepository';
import { audit } from '../audit/audit';
import { computeSettlement } from './computeSettlement';
import { lateAdjustments } from './lateAdjustments';
import { partnerErrors } from './partnerErrors';
import { releasePayouts } from './releasePayouts';

type PlannedLine = CommissionLine & { adjustsPeriodId: number | null };

export interface SettlementPlan {
  period: SettlementPeriod;
  lines: PlannedLine[];
  totals: ReturnType<typeof totalByPartner>;
  carried: Map<string, number>;
}

export interface RunSettlementParams {
  /** Any day of the period to settle. */
  day: string;
  periodDays: number;
  /** The Korean day today (from the injected clock): a period is closed once it has ended before today. */
  today: string;
  actorId: number;
  now: Date;
  /** Store the run held: nothing is paid until it is released. */
  hold?: boolean;
}

export interface RunSettlementResult {
  period: PeriodRow;
  /** True when the period had been settled before: nothing was recomputed or paid again. */
  replayed: boolean;
}

/**
 * What a run of the period would store and pay, computed from the ledger now: the period's lines plus adjustment
 * lines for earlier closed periods. Writes nothing (the preview, or dry run).
 * @example const plan = await planSettlement(sql, { day: '2026-11-23', periodDays: 7, today: '2026-12-01' });
 */
export async function planSettlement(
  db: Db,
  { day, periodDays, today }: Pick<RunSettlementParams, 'day' | 'periodDays' | 'today'>,
): Promise<SettlementPlan> {
  const period = periodOf(day, periodDays);
  if (period.to >= today) throw partnerErrors.periodNotClosed(period.to);
  const settlement = createSettlementRepository(db);
  const overlapping = await settlement.overlapping(period.from, period.to);
  if (overlapping.some((row) => row.fromDay !== period.from || row.toDay !== period.to)) {
    throw partnerErrors.periodOverlap(period.from, period.to);
  }
  const [previous] = await settlement.before(period.from, 1);
  const carriedIn =
    previous === undefined ? new Map<string, number>() : await settlement.carryOf(previous.id);
  const [computed, adjustments] = await Promise.all([
    computeSettlement(db, period, carriedIn),
    lateAdjustments(db, period.from),
  ]);
  const lines: PlannedLine[] = [
    ...computed.lines.map((line) => ({ ...line, adjustsPeriodId: null })),
    ...adjustments,
  ];
  return { period, lines, totals: totalByPartner(lines), carried: computed.carried };
}

/**
 * Settles a closed period once: under one lock, a period already settled is returned as it is (a replayed or
 * concurrent run pays nothing more); otherwise its lines, carried losses and payouts are stored and audited, and
 * unless held the payouts go through the ledger (one transaction per partner, period and kind).
 * @example const { period } = await runSettlement(tx, { day: '2026-11-23', periodDays: 7, today: '2026-12-01', actorId: staff.id, now });
 */
export async function runSettlement(tx: Tx, params: RunSettlementParams): Promise<RunSettlementResult> {
  const settlement = createSettlementRepository(tx);
  await settlement.lockRuns(tx);
  const target = periodOf(params.day, params.periodDays);
  const existing = (await settlement.overlapping(target.from, target.to)).find(
    (row) => row.fromDay === target.from && row.toDay === target.to,
  );
  if (existing !== undefined) return { period: existing, replayed: true };
  const plan = await planSettlement(tx, params);
  const period = await settlement.insertPeriod(
    { ...plan.period, runBy: params.actorId, runAt: params.now },
    tx,
  );
  await Promise.all([
    settlement.insertLines(period.id, plan.lines, tx),
    settlement.insertCarry(period.id, plan.carried, tx),
    settlement.insertPayouts(period.id, plan.totals, tx),
  ]);
  await audit(tx, {
    actorId: params.actorId,
    action: 'settlement.run',
    target: { type: 'settlement_period', id: period.id },
    new: { ...plan.period, lines: plan.lines.length, totals: plan.totals, hold: params.hold === true },
  });
  if (params.hold === true) return { period, replayed: false };
  const released = await releasePayouts(tx, {
    periodId: period.id,
    actorId: params.actorId,
    now: params.now,
  });
  return { period: released, replayed: false };
}
