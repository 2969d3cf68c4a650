import type { RouletteKind } from '@kbet/sdk';
import type { Db } from '../db/createSql';

export interface NewSpin {
  id: number;
  memberId: number;
  kind: RouletteKind;
  points: number;
  couponMovementId: number;
  ledgerTransactionId: number | null;
}

export interface NewCouponGrant {
  memberId: number;
  ruleId: number;
  /** The Korean day, YYYY-MM-DD. */
  kstDay: string;
  couponMovementId: number;
}

/**
 * roulette_spins and roulette_coupon_grants (one grant per member, rule and Korean day).
 * @example const spinId = await createRouletteRepository(tx).reserveSpinId();
 */
export const createRouletteRepository = (sql: Db) => ({
  /** The next spin id, taken first so the coupon movement and the ledger line can point at the spin. */
  async reserveSpinId(db: Db = sql): Promise<number> {
    const [next] = await db<{ id: number }[]>`
      SELECT nextval(pg_get_serial_sequence('roulette_spins', 'id'))::int8 AS id`;
    return next!.id;
  },

  async insertSpin(spin: NewSpin, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO roulette_spins (id, member_id, kind, points, coupon_movement_id, ledger_transaction_id)
      VALUES (${spin.id}, ${spin.memberId}, ${spin.kind}, ${spin.points}, ${spin.couponMovementId},
              ${spin.ledgerTransactionId})`;
  },

  async hasGrant(memberId: number, ruleId: number, kstDay: string, db: Db = sql): Promise<boolean> {
    const [row] = await db`
      SELECT 1 FROM roulette_coupon_grants WHERE member_id = ${memberId} AND rule_id = ${ruleId} AND kst_day = ${kstDay}`;
    return row !== undefined;
  },

  async insertGrant(grant: NewCouponGrant, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO roulette_coupon_grants (member_id, rule_id, kst_day, coupon_movement_id)
      VALUES (${grant.memberId}, ${grant.ruleId}, ${grant.kstDay}, ${grant.couponMovementId})`;
  },
});

export type RouletteRepository = ReturnType<typeof createRouletteRepository>;
