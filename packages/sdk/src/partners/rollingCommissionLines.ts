import type { Vertical } from '../constants/vertical';
import type { CommissionLine } from './commissionLine';
import { applyRate, describeRate } from './commissionRate';
import type { Upline } from './partnerContract';

export interface RollingCommissionParams {
  readonly memberId: number;
  readonly vertical: Vertical;
  /** Accepted stakes of the period, voided bets and excluded play already left out. */
  readonly turnover: number;
  readonly upline: Upline;
}

/**
 * Rolling commission by differential: the partner directly above the member earns `turnover × its rate`, each
 * higher partner `turnover × (its rate − its child's)`, a negative difference paying 0. Zero lines are kept out.
 * @example rollingCommissionLines({ memberId: 1, vertical: 'sports', turnover: 0, upline: [] }) // []
 */
export function rollingCommissionLines({
  memberId,
  vertical,
  turnover,
  upline,
}: RollingCommissionParams): CommissionLine[] {
  const lines: CommissionLine[] = [];
  let childBp: number | null = null;
  for (const partner of upline) {
    const ownBp = partner.rollingBp[vertical];
    const differentialBp = Math.max(0, ownBp - (childBp ?? 0));
    const amount = applyRate(turnover, differentialBp);
    if (amount > 0) {
      lines.push({
        partnerId: partner.partnerId,
        memberId,
        kind: 'rolling',
        vertical,
        base: turnover,
        rateBp: ownBp,
        childRateBp: childBp,
        amount,
        computation: describeRate(turnover, ownBp, childBp, amount),
      });
    }
    childBp = Math.max(ownBp, childBp ?? 0);
  }
  return lines;
}
