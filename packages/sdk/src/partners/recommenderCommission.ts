import { applyCarryover } from './applyCarryover';
import type { CommissionLine } from './commissionLine';
import { applyRate, describeRate } from './commissionRate';
import { type MemberPeriodFacts, memberNgr } from './memberFacts';
import type { CarryoverRule } from './partnerContract';

export interface RecommenderCommissionParams {
  readonly recommenderId: number;
  readonly losingBp: number;
  readonly carryover: CarryoverRule;
  readonly facts: MemberPeriodFacts;
  /** Loss carried for this referred member from earlier periods. */
  readonly carried?: number;
}

export interface RecommenderCommissionResult {
  readonly line: CommissionLine | null;
  readonly carried: number;
}

/**
 * A recommender's share of a referred member's NGR: no rolling and no tiers, the same carryover rules.
 * @example recommenderCommission({ recommenderId: 2, losingBp: 1000, carryover: { mode: 'none' }, facts: { memberId: 1, verticals: {}, bonuses: 0 } }).line // null
 */
export function recommenderCommission({
  recommenderId,
  losingBp,
  carryover,
  facts,
  carried = 0,
}: RecommenderCommissionParams): RecommenderCommissionResult {
  const carry = applyCarryover({ base: memberNgr(facts), carried, rule: carryover });
  const amount = applyRate(carry.payable, losingBp);
  if (amount === 0) return { line: null, carried: carry.carried };
  return {
    line: {
      partnerId: recommenderId,
      memberId: facts.memberId,
      kind: 'recommender',
      vertical: null,
      base: carry.payable,
      rateBp: losingBp,
      childRateBp: null,
      amount,
      computation: `(${carry.computation}) → ${describeRate(carry.payable, losingBp, null, amount)}`,
    },
    carried: carry.carried,
  };
}
