import { ko, ROULETTE_LOSING_VALUE, type RouletteKind } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createPrizeTableRepository } from '../../repositories/prizeTableRepository';
import { createRouletteRepository } from '../../repositories/rouletteRepository';
import { refusal } from '../errors/refusal';
import { transfer } from '../ledger';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { drawPrize, type UniformInt } from './drawPrize';
import { moveCoupons } from './moveCoupons';

export interface SpinInput {
  memberId: number;
  kind: RouletteKind;
  now: Date;
  /** Tests pass a fixed source; the default is crypto.randomInt. */
  uniform?: UniformInt;
}

export interface SpinResult {
  spinId: number;
  /** Points credited (0 on a losing spin). */
  points: number;
  /** What POST /card/choice answers: the points, or the wheel's losing value on a loss (spec §9). */
  result: number;
  couponsLeft: number;
}

/**
 * One roulette spin in the caller's transaction: refuses during a time-out or self-exclusion, spends
 * one coupon of the wheel (409 without one), draws the prize on the server over the operator's
 * weights, and credits a point prize from house_bonus through the ledger, all or nothing.
 * Lock order: the member row, then the coupon balance, then the ledger accounts.
 * @example const { result } = await spinRoulette(tx, { memberId: 3, kind: 'normal', now: clock.now() });
 */
export async function spinRoulette(tx: Tx, { memberId, kind, now, uniform }: SpinInput): Promise<SpinResult> {
  const roulette = createRouletteRepository(tx);
  await createMembersRepository(tx).lockById(memberId, tx);
  await assertNotExcluded(tx, memberId, now);
  const table = await createPrizeTableRepository(tx).load(kind);
  if (!table.some((prize) => prize.weight > 0)) throw refusal('ROULETTE_UNAVAILABLE');

  // The spin's id is taken first so the coupon movement and the ledger line can point at it.
  const spinId = await roulette.reserveSpinId();
  const ref = { type: 'roulette_spin', id: spinId };
  const spent = await moveCoupons(tx, { memberId, kind, delta: -1, reason: 'spin', ref, actorId: memberId });
  const { points } = drawPrize(table, uniform);

  let transactionId: number | null = null;
  if (points > 0) {
    const posted = await transfer(tx, {
      kind: 'roulette_prize',
      ref,
      dedupeKey: `roulette:spin:${spinId}`,
      memo: ko.ROULETTE_POINT_MEMO,
      actorId: memberId,
      from: { house: 'house_bonus' },
      to: { member: memberId, kind: 'point' },
      amount: points,
    });
    transactionId = posted.transactionId;
  }
  await roulette.insertSpin({
    id: spinId,
    memberId,
    kind,
    points,
    couponMovementId: spent.movementId,
    ledgerTransactionId: transactionId,
  });
  return {
    spinId,
    points,
    result: points > 0 ? points : ROULETTE_LOSING_VALUE[kind],
    couponsLeft: spent.countAfter,
  };
}
