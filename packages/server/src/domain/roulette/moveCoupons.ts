import type { RouletteKind } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { type CouponReason, createCouponsRepository } from '../../repositories/couponsRepository';
import { audit } from '../audit/audit';
import { refusal } from '../errors/refusal';

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

/** 409: the member has no coupon of this wheel; nothing changed. */
export const noCoupon = () => refusal('ROULETTE_NO_COUPON');

/**
 * Roulette coupons kept like the ledger: one movement in the caller's transaction changes the balance
 * (never below zero: a spend without a coupon throws 409 ROULETTE_NO_COUPON and changes nothing), records
 * the movement and audits it.
 * @example await moveCoupons(tx, { memberId: 3, kind: 'normal', delta: -1, reason: 'spin', actorId: 3 });
 */
export async function moveCoupons(tx: Tx, input: CouponMove): Promise<CouponMoved> {
  const { memberId, kind, delta } = input;
  if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`invalid coupon delta ${delta}`);
  const coupons = createCouponsRepository(tx);
  const countAfter = await coupons.addToBalance(memberId, kind, delta);
  if (countAfter === undefined) throw noCoupon();
  const movementId = await coupons.insertMovement({ ...input, countAfter });
  const moved = { movementId, countBefore: countAfter - delta, countAfter };
  await audit(tx, {
    actorId: input.actorId,
    action: `coupon.${input.reason}`,
    target: { type: 'member', id: memberId },
    old: { kind, count: moved.countBefore },
    new: { kind, count: countAfter, movementId },
    reason: input.note ?? null,
  });
  return moved;
}
