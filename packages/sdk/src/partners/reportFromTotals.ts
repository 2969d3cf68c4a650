import type { AggregateFactsResult, ReportBy, ReportRow } from './aggregateFacts';

/** One group's sums before GGR and NGR are derived: a report row as summed by the SDK or by the database. */
export interface ReportTotals {
  readonly key: string;
  readonly turnover: number;
  readonly payouts: number;
  readonly bonuses: number;
  readonly deposits: number;
  readonly withdrawals: number;
  /** Distinct members with any fact in the group. */
  readonly members: number;
}

export interface ReportFromTotalsParams {
  readonly groups: readonly ReportTotals[];
  /** The sums over every group (its key is ignored: the total row reads 합계). */
  readonly total: Omit<ReportTotals, 'key'>;
  readonly by: ReportBy;
}

const toRow = (key: string, sum: Omit<ReportTotals, 'key'>): ReportRow => {
  const ggr = sum.turnover - sum.payouts;
  return {
    key,
    turnover: sum.turnover,
    payouts: sum.payouts,
    ggr,
    bonuses: sum.bonuses,
    ngr: ggr - sum.bonuses,
    deposits: sum.deposits,
    withdrawals: sum.withdrawals,
    members: sum.members,
  };
};

/**
 * A report from per-group sums: GGR and NGR derived, rows sorted by key (members by id), the total row 합계.
 * aggregateFacts ends here, and so does a server that sums in the database, so both answer alike.
 * @example reportFromTotals({ groups: [], total: { turnover: 0, payouts: 0, bonuses: 0, deposits: 0, withdrawals: 0, members: 0 }, by: 'day' }).rows // []
 */
export function reportFromTotals({ groups, total, by }: ReportFromTotalsParams): AggregateFactsResult {
  const sorted = [...groups];
  sorted.sort(
    by === 'member'
      ? (a, b) => Number(a.key) - Number(b.key)
      : (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return { rows: sorted.map((group) => toRow(group.key, group)), total: toRow('합계', total) };
}
