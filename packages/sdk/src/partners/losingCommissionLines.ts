import { applyCarryover } from './applyCarryover';
import type { CommissionLine } from './commissionLine';
import { applyRate, describeRate } from './commissionRate';
import type { Upline } from './partnerContract';

export interface LosingCommissionParams {
  readonly memberId: number;
  /** NGR − all rolling commission paid on the member's play in the period; may be negative. */
  readonly base: number;
  readonly upline: Upline;
  /** Loss each partner carries for this member from earlier periods (missing: 0). */
  readonly carried?: ReadonlyMap<number, number>;
}

export interface LosingCommissionResult {
  readonly lines: CommissionLine[];
  /** Loss each upline partner carries for this member into the next period (0 when none). */
  readonly carried: ReadonlyMap<number, number>;
}

/**
 * Losing commission by differential, net of rolling: each partner applies its own carryover setting to the base,
 * then the partner directly above the member earns `base × its %`, each higher partner `base × (its % − its child's)`.
 * A negative base pays nothing.
 * @example losingCommissionLines({ memberId: 1, base: -1, upline: [] }).lines // []
 */
export function losingCommissionLines({
  memberId,
  base,
  upline,
  carried,
}: LosingCommissionParams): LosingCommissionResult {
  const lines: CommissionLine[] = [];
  const next = new Map<number, number>();
  let childBp: number | null = null;
  for (const partner of upline) {
    const carry = applyCarryover({
      base,
      carried: carried?.get(partner.partnerId) ?? 0,
      rule: partner.carryover,
    });
    next.set(partner.partnerId, carry.carried);
    const ownBp = partner.losingBp;
    const amount = applyRate(carry.payable, Math.max(0, ownBp - (childBp ?? 0)));
    if (amount > 0) {
      lines.push({
        partnerId: partner.partnerId,
        memberId,
        kind: 'losing',
        vertical: null,
        base: carry.payable,
        rateBp: ownBp,
        childRateBp: childBp,
        amount,
        computation: `(${carry.computation}) → ${describeRate(carry.payable, ownBp, childBp, amount)}`,
      });
    }
    childBp = Math.max(ownBp, childBp ?? 0);
  }
  return { lines, carried: next };
}
