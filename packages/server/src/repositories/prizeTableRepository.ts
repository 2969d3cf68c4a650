import type { RouletteKind } from '@kbet/sdk';
import type { Db } from '../db/createSql';
import type { WeightedPrize } from '../domain/roulette/drawPrize';

/**
 * roulette_prizes: each wheel's prizes in wheel order with the operator's weights.
 * @example const table = await prizeTable.load(tx, 'normal');
 */
export const prizeTable = {
  async load(db: Db, kind: RouletteKind): Promise<WeightedPrize[]> {
    return db<WeightedPrize[]>`
      SELECT points, weight FROM roulette_prizes WHERE kind = ${kind} ORDER BY position`;
  },

  /** Sets the weights of prizes already on the wheel (points are the wheel's, not the operator's). */
  async setWeights(db: Db, kind: RouletteKind, prizes: readonly WeightedPrize[]): Promise<void> {
    for (const { points, weight } of prizes) {
      await db`UPDATE roulette_prizes SET weight = ${weight} WHERE kind = ${kind} AND points = ${points}`;
    }
  },

  /** Locks the wheel's rows so two staff edits do not interleave. */
  async lock(db: Db, kind: RouletteKind): Promise<WeightedPrize[]> {
    return db<WeightedPrize[]>`
      SELECT points, weight FROM roulette_prizes WHERE kind = ${kind} ORDER BY position FOR UPDATE`;
  },
};
