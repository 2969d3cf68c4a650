import type { RouletteKind } from '@kbet/sdk';
import type { Db } from '../db/createSql';
import type { WeightedPrize } from '../domain/roulette/drawPrize';

/**
 * roulette_prizes: each wheel's prizes in wheel order with the operator's weights.
 * @example const table = await createPrizeTableRepository(tx).load('normal');
 */
export const createPrizeTableRepository = (sql: Db) => ({
  async load(kind: RouletteKind, db: Db = sql): Promise<WeightedPrize[]> {
    return db<WeightedPrize[]>`
      SELECT points, weight FROM roulette_prizes WHERE kind = ${kind} ORDER BY position`;
  },

  /** Sets the weights of prizes already on the wheel (points are the wheel's, not the operator's). */
  async setWeights(kind: RouletteKind, prizes: readonly WeightedPrize[], db: Db = sql): Promise<void> {
    for (const { points, weight } of prizes) {
      await db`UPDATE roulette_prizes SET weight = ${weight} WHERE kind = ${kind} AND points = ${points}`;
    }
  },

  /** Locks the wheel's rows so two staff edits do not interleave. */
  async lock(kind: RouletteKind, db: Db = sql): Promise<WeightedPrize[]> {
    return db<WeightedPrize[]>`
      SELECT points, weight FROM roulette_prizes WHERE kind = ${kind} ORDER BY position FOR UPDATE`;
  },
});

export type PrizeTableRepository = ReturnType<typeof createPrizeTableRepository>;
