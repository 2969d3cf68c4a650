import type { LedgerFact } from './ledgerFact';
import { reportFromTotals } from './reportFromTotals';
import { weekStartOf } from './settlementPeriod';

/** How a report groups its rows. */
export const REPORT_GROUPINGS = ['day', 'week', 'member', 'vertical'] as const;
export type ReportBy = (typeof REPORT_GROUPINGS)[number];

/** One row of a partner, recommender, vertical or member report. */
export interface ReportRow {
  /** The day, the Monday of the week, the member id or the vertical (`-` for money without one). */
  readonly key: string;
  readonly turnover: number;
  readonly payouts: number;
  /** turnover − payouts. */
  readonly ggr: number;
  readonly bonuses: number;
  /** ggr − bonuses. */
  readonly ngr: number;
  readonly deposits: number;
  readonly withdrawals: number;
  /** Distinct members with any fact in the row. */
  readonly members: number;
}

export interface AggregateFactsParams {
  readonly facts: Iterable<LedgerFact>;
  readonly by: ReportBy;
  /** Inclusive Korean days `YYYY-MM-DD`; facts outside are skipped. */
  readonly from: string;
  readonly to: string;
}

export interface AggregateFactsResult {
  readonly rows: ReportRow[];
  readonly total: ReportRow;
}

interface Sum {
  turnover: number;
  payouts: number;
  bonuses: number;
  deposits: number;
  withdrawals: number;
  members: Set<number>;
}

const emptySum = (): Sum => ({
  turnover: 0,
  payouts: 0,
  bonuses: 0,
  deposits: 0,
  withdrawals: 0,
  members: new Set(),
});

const keyOf = (fact: LedgerFact, by: ReportBy): string => {
  if (by === 'day') return fact.day;
  if (by === 'week') return weekStartOf(fact.day);
  if (by === 'member') return String(fact.memberId);
  return fact.vertical ?? '-';
};

const add = (sum: Sum, fact: LedgerFact): void => {
  sum.turnover += fact.turnover;
  sum.payouts += fact.payouts;
  sum.bonuses += fact.bonuses;
  sum.deposits += fact.deposits;
  sum.withdrawals += fact.withdrawals;
  sum.members.add(fact.memberId);
};

/**
 * The one report computation the CLI's `kbet reports` and the web's partner pages share: ledger facts summed per
 * day, week, member or vertical within `from`-`to`, with GGR and NGR derived, rows sorted by key (members by id).
 * @example aggregateFacts({ facts: [], by: 'day', from: '2026-01-01', to: '2026-01-07' }).rows // []
 */
export function aggregateFacts({ facts, by, from, to }: AggregateFactsParams): AggregateFactsResult {
  const sums = new Map<string, Sum>();
  const total = emptySum();
  for (const fact of facts) {
    if (fact.day < from || fact.day > to) continue;
    const key = keyOf(fact, by);
    let sum = sums.get(key);
    if (sum === undefined) {
      sum = emptySum();
      sums.set(key, sum);
    }
    add(sum, fact);
    add(total, fact);
  }
  const totals = (sum: Sum) => ({ ...sum, members: sum.members.size });
  return reportFromTotals({
    groups: [...sums].map(([key, sum]) => ({ key, ...totals(sum) })),
    total: totals(total),
    by,
  });
}
