import type { Vertical } from '../constants/vertical';

/** A member's play in one vertical over a period, from the ledger's postings (partner-settlement.md "Inputs"). */
export interface VerticalFacts {
  /** Accepted stakes, voided bets excluded. */
  readonly turnover: number;
  readonly payouts: number;
}

/** A member's period: play per vertical plus the bonuses granted (bonuses carry no vertical). */
export interface MemberPeriodFacts {
  readonly memberId: number;
  readonly verticals: Readonly<Partial<Record<Vertical, VerticalFacts>>>;
  readonly bonuses: number;
}

/**
 * The member's GGR (stakes − payouts) over every vertical.
 * @example memberGgr({ memberId: 1, verticals: { sports: { turnover: 10, payouts: 4 } }, bonuses: 0 }) // 6
 */
export function memberGgr(facts: MemberPeriodFacts): number {
  let ggr = 0;
  for (const play of Object.values(facts.verticals)) {
    if (play !== undefined) ggr += play.turnover - play.payouts;
  }
  return ggr;
}

/**
 * The member's NGR: GGR − bonuses.
 * @example memberNgr({ memberId: 1, verticals: { sports: { turnover: 10, payouts: 4 } }, bonuses: 1 }) // 5
 */
export const memberNgr = (facts: MemberPeriodFacts): number => memberGgr(facts) - facts.bonuses;
