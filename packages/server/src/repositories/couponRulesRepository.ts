import type { RouletteKind } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/** 'count': today's number of approved deposits; 'amount': their total in won. */
export type CouponRuleBasis = 'count' | 'amount';

export interface CouponRule {
  id: number;
  basis: CouponRuleBasis;
  /** The day's count or total at which the rule grants. */
  threshold: number;
  couponKind: RouletteKind;
  coupons: number;
}

export type CouponRuleInput = Omit<CouponRule, 'id'>;

const sameRule = (a: CouponRuleInput, b: CouponRuleInput) =>
  a.basis === b.basis &&
  a.threshold === b.threshold &&
  a.couponKind === b.couponKind &&
  a.coupons === b.coupons;

/**
 * The operator's daily-coupon rules. Replaced rules are switched off, not deleted, so past grants keep
 * pointing at the rule that earned them.
 * @example const rules = await createCouponRulesRepository(sql).active('amount');
 */
export const createCouponRulesRepository = (sql: Db) => ({
  async active(basis?: CouponRuleBasis, db: Db = sql): Promise<CouponRule[]> {
    return db<CouponRule[]>`
      SELECT id, basis, threshold, coupon_kind, coupons FROM roulette_coupon_rules
      WHERE active AND (${basis ?? null}::text IS NULL OR basis = ${basis ?? null})
      ORDER BY basis, threshold, id`;
  },

  /** Makes `rules` the active set: unchanged rules keep their id (and today's grants), others are replaced. */
  async replace(rules: readonly CouponRuleInput[], db: Db = sql): Promise<CouponRule[]> {
    const current = await db<CouponRule[]>`
      SELECT id, basis, threshold, coupon_kind, coupons FROM roulette_coupon_rules WHERE active FOR UPDATE`;
    const kept = current.filter((rule) => rules.some((wanted) => sameRule(rule, wanted)));
    const dropped = current.filter((rule) => !kept.includes(rule)).map((rule) => rule.id);
    if (dropped.length > 0)
      await db`UPDATE roulette_coupon_rules SET active = false WHERE id = ANY(${dropped}::integer[])`;
    for (const rule of rules) {
      if (kept.some((existing) => sameRule(existing, rule))) continue;
      await db`
        INSERT INTO roulette_coupon_rules (basis, threshold, coupon_kind, coupons)
        VALUES (${rule.basis}, ${rule.threshold}, ${rule.couponKind}, ${rule.coupons})`;
    }
    return this.active(undefined, db);
  },
});

export type CouponRulesRepository = ReturnType<typeof createCouponRulesRepository>;
