import { kstDay, kstDayBounds } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createChargesRepository } from '../../repositories/chargesRepository';
import {
  type CouponRule,
  type CouponRuleBasis,
  createCouponRulesRepository,
} from '../../repositories/couponRulesRepository';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createRouletteRepository } from '../../repositories/rouletteRepository';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { moveCoupons } from './moveCoupons';

export interface GrantDepositCouponsInput {
  memberId: number;
  basis: CouponRuleBasis;
  now: Date;
}

export interface DepositsToday {
  count: number;
  amount: number;
}

/**
 * The member's approved deposits of the Korean day `now` falls in: how many, and their total.
 * @example const { count, amount } = await depositsToday(tx, 3, clock.now());
 */
export async function depositsToday(tx: Tx, memberId: number, now: Date): Promise<DepositsToday> {
  // A day kstDay produced is always a calendar day.
  const { start, end } = kstDayBounds(kstDay(now.getTime()))!;
  return createChargesRepository(tx).approvedDeposits(memberId, { from: new Date(start), to: new Date(end) });
}

/**
 * Spec §7 roulleteCount / roulleteAmount: grants the coupons of every active rule of the basis whose
 * threshold today's deposits reach, each rule at most once per member and Korean day (a unique
 * constraint backs the check). Refused during a time-out or self-exclusion (no promotions).
 * Returns the rules granted now (empty when nothing new was earned).
 * @example const granted = await grantDepositCoupons(tx, { memberId: 3, basis: 'amount', now: clock.now() });
 */
export async function grantDepositCoupons(
  tx: Tx,
  { memberId, basis, now }: GrantDepositCouponsInput,
): Promise<CouponRule[]> {
  // The member lock serialises two grant calls of one member.
  await createMembersRepository(tx).lockById(memberId, tx);
  await assertNotExcluded(tx, memberId, now);
  const today = await depositsToday(tx, memberId, now);
  const reached = (await createCouponRulesRepository(tx).active(basis)).filter(
    (rule) => today[basis] >= rule.threshold,
  );
  const day = kstDay(now.getTime());
  const roulette = createRouletteRepository(tx);
  const granted: CouponRule[] = [];
  for (const rule of reached) {
    if (await roulette.hasGrant(memberId, rule.id, day)) continue;
    const moved = await moveCoupons(tx, {
      memberId,
      kind: rule.couponKind,
      delta: rule.coupons,
      reason: basis === 'count' ? 'deposit_count' : 'deposit_amount',
      ref: { type: 'roulette_coupon_rule', id: rule.id },
      actorId: memberId,
      note: `${day} ${basis} >= ${rule.threshold}`,
    });
    await roulette.insertGrant({
      memberId,
      ruleId: rule.id,
      kstDay: day,
      couponMovementId: moved.movementId,
    });
    granted.push(rule);
  }
  return granted;
}
