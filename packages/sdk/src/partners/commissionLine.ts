import type { Vertical } from '../constants/vertical';

/** rolling: turnover commission; losing: share of the net loss; recommender: a recommender's losing share. */
export type CommissionKind = 'rolling' | 'losing' | 'recommender';

/** One payable line of a settlement, with the computation the partner sees. */
export interface CommissionLine {
  readonly partnerId: number;
  readonly memberId: number;
  readonly kind: CommissionKind;
  /** The vertical of a rolling line; null for losing and recommender lines (they are on the member's NGR). */
  readonly vertical: Vertical | null;
  /** The amount the rate applies to: turnover, or the losing base after carryover. */
  readonly base: number;
  /** The partner's own rate and the child's it is differential to (null: directly above the member). */
  readonly rateBp: number;
  readonly childRateBp: number | null;
  readonly amount: number;
  readonly computation: string;
}
