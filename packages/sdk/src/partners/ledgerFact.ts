import type { Vertical } from '../constants/vertical';

/**
 * One member's totals for one Korean day and vertical, as the server reads them from the ledger's postings
 * (stakes, payouts, reversals, refunds grouped by their vertical tag). Money without a vertical — bonuses,
 * deposits, withdrawals — sits on a row whose vertical is null, so a new vertical needs no change here.
 */
export interface LedgerFact {
  readonly memberId: number;
  /** Korean calendar day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly vertical: Vertical | null;
  /** Accepted stakes net of cancellations and voids. */
  readonly turnover: number;
  /** Payouts net of reversals. */
  readonly payouts: number;
  readonly bonuses: number;
  readonly deposits: number;
  readonly withdrawals: number;
}
