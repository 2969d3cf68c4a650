import type { RouletteKind } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export type CouponReason = 'deposit_count' | 'deposit_amount' | 'staff_grant' | 'spin';

export interface CouponCounts {
  normal: number;
  vip: number;
}

export interface NewCouponMovement {
  memberId: number;
  kind: RouletteKind;
  delta: number;
  countAfter: number;
  reason: CouponReason;
  ref?: { type: string; id: string | number } | undefined;
  actorId: number | null;
}

/**
 * coupon_balances and coupon_movements: a balance per member and wheel, and an append-only movement per
 * change.
 * @example const counts = await repos.coupons.counts(member.id);
 */
export const createCouponsRepository = (sql: Db) => ({
  async counts(memberId: number, db: Db = sql): Promise<CouponCounts> {
    const rows = await db<{ kind: RouletteKind; count: number }[]>`
      SELECT kind, count FROM coupon_balances WHERE member_id = ${memberId}`;
    const counts: CouponCounts = { normal: 0, vip: 0 };
    for (const row of rows) counts[row.kind] = row.count;
    return counts;
  },

  /**
   * Adds `delta` to the balance in one conditional atomic UPDATE that never takes it below zero; answers the
   * new count, or undefined when a spend found no coupon (nothing changed).
   */
  async addToBalance(
    memberId: number,
    kind: RouletteKind,
    delta: number,
    db: Db = sql,
  ): Promise<number | undefined> {
    const [balance] =
      delta > 0
        ? await db<{ count: number }[]>`
            INSERT INTO coupon_balances (member_id, kind, count) VALUES (${memberId}, ${kind}, ${delta})
            ON CONFLICT (member_id, kind) DO UPDATE SET count = coupon_balances.count + excluded.count
            RETURNING count`
        : await db<{ count: number }[]>`
            UPDATE coupon_balances SET count = count + ${delta}
            WHERE member_id = ${memberId} AND kind = ${kind} AND count + ${delta} >= 0
            RETURNING count`;
    return balance?.count;
  },

  /** Records a movement; answers its id. */
  async insertMovement(movement: NewCouponMovement, db: Db = sql): Promise<number> {
    const [row] = await db<{ id: number }[]>`
      INSERT INTO coupon_movements (member_id, kind, delta, count_after, reason, ref_type, ref_id, actor_id)
      VALUES (${movement.memberId}, ${movement.kind}, ${movement.delta}, ${movement.countAfter}, ${movement.reason},
              ${movement.ref?.type ?? null}, ${movement.ref === undefined ? null : String(movement.ref.id)},
              ${movement.actorId})
      RETURNING id`;
    return row!.id;
  },
});

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
