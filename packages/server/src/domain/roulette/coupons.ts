import type { RouletteKind } from '@kbet/sdk';
import type { Db, Tx } from '../../db/createSql';
import { audit } from '../audit/audit';
import { refusal } from '../errors/refusal';

export type CouponReason = 'deposit_count' | 'deposit_amount' | 'staff_grant' | 'spin';

export interface CouponMove {
  memberId: number;
  kind: RouletteKind;
  /** Signed, non-zero: positive grants, negative spends. */
  delta: number;
  reason: CouponReason;
  ref?: { type: string; id: string | number };
  /** Who caused it; null for the system. */
  actorId: number | null;
  /** Free text kept in the audit log (a staff grant's reason). */
  note?: string;
}

export interface CouponMoved {
  movementId: number;
  countBefore: number;
  countAfter: number;
}

export interface CouponCounts {
  normal: number;
  vip: number;
}

/** 409: the member has no coupon of this wheel; nothing changed. */
export const noCoupon = () => refusal('ROULETTE_NO_COUPON');

/**
 * Roulette coupons kept like the ledger: a balance per member and wheel that a conditional atomic
 * UPDATE never takes below zero, an append-only movement per change, and an audit line for each.
 * @example await coupons.move(tx, { memberId: 3, kind: 'normal', delta: -1, reason: 'spin', actorId: 3 });
 */
export const coupons = {
  async counts(db: Db, memberId: number): Promise<CouponCounts> {
    const rows = await db<{ kind: RouletteKind; count: number }[]>`
      SELECT kind, count FROM coupon_balances WHERE member_id = ${memberId}`;
    const counts: CouponCounts = { normal: 0, vip: 0 };
    for (const row of rows) counts[row.kind] = row.count;
    return counts;
  },

  /** Applies one movement; a spend without a coupon throws 409 ROULETTE_NO_COUPON and changes nothing. */
  async move(tx: Tx, input: CouponMove): Promise<CouponMoved> {
    const { memberId, kind, delta } = input;
    if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`invalid coupon delta ${delta}`);
    const [balance] =
      delta > 0
        ? await tx<{ count: number }[]>`
            INSERT INTO coupon_balances (member_id, kind, count) VALUES (${memberId}, ${kind}, ${delta})
            ON CONFLICT (member_id, kind) DO UPDATE SET count = coupon_balances.count + excluded.count
            RETURNING count`
        : await tx<{ count: number }[]>`
            UPDATE coupon_balances SET count = count + ${delta}
            WHERE member_id = ${memberId} AND kind = ${kind} AND count + ${delta} >= 0
            RETURNING count`;
    if (!balance) throw noCoupon();
    const countAfter = balance.count;
    const [movement] = await tx<{ id: number }[]>`
      INSERT INTO coupon_movements (member_id, kind, delta, count_after, reason, ref_type, ref_id, actor_id)
      VALUES (${memberId}, ${kind}, ${delta}, ${countAfter}, ${input.reason}, ${input.ref?.type ?? null},
              ${input.ref === undefined ? null : String(input.ref.id)}, ${input.actorId})
      RETURNING id`;
    const moved = { movementId: movement!.id, countBefore: countAfter - delta, countAfter };
    await audit(tx, {
      actorId: input.actorId,
      action: `coupon.${input.reason}`,
      target: { type: 'member', id: memberId },
      old: { kind, count: moved.countBefore },
      new: { kind, count: countAfter, movementId: moved.movementId },
      reason: input.note ?? null,
    });
    return moved;
  },
};
