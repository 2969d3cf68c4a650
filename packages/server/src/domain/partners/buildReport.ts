import { type AggregateFactsResult, type ReportBy, reportFromTotals } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createLedgerFactsRepository } from '../../repositories/ledgerFactsRepository';

export interface BuildReportParams {
  from: string;
  to: string;
  by: ReportBy;
  /** Only these members (a partner's downline, a recommender's referrals); every member when absent. */
  memberIds?: readonly number[];
}

/**
 * A report over the ledger facts of `from`-`to`: summed per group in the database, then finished by the SDK's
 * reportFromTotals (GGR, NGR, order), the same last step as aggregateFacts. The staff API (the CLI's
 * `kbet reports`) and the partner pages get it from this one function.
 * @example const report = await buildReport(sql, { from: '2026-11-01', to: '2026-11-30', by: 'vertical' });
 */
export async function buildReport(
  db: Db,
  { from, to, by, memberIds }: BuildReportParams,
): Promise<AggregateFactsResult> {
  const totals = await createLedgerFactsRepository(db).reportTotals({ from, to, by, memberIds });
  return reportFromTotals({ ...totals, by });
}
