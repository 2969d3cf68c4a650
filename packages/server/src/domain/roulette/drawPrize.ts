import { randomInt } from 'node:crypto';

export interface WeightedPrize {
  points: number;
  /** A non-negative integer; the chance of this prize is weight / (sum of weights). */
  weight: number;
}

/** crypto.randomInt draws below 2^48; weights must sum under it. */
export const MAX_TOTAL_WEIGHT = 2 ** 48 - 1;

/** A uniform integer in [0, max); crypto.randomInt rejects out-of-range bytes, so there is no modulo bias. */
export type UniformInt = (max: number) => number;

/**
 * Draws one prize with probability proportional to its weight: one uniform integer below the total
 * weight, then the prize whose cumulative range holds it.
 * @example drawPrize([{ points: 0, weight: 3 }, { points: 2000, weight: 1 }]) // { points: 0, weight: 3 } three times in four
 */
export function drawPrize<T extends WeightedPrize>(table: readonly T[], uniform: UniformInt = randomInt): T {
  let total = 0;
  for (const { weight } of table) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`invalid prize weight ${weight}`);
    total += weight;
  }
  if (total <= 0 || total > MAX_TOTAL_WEIGHT)
    throw new RangeError(`prize weights must sum to 1..2^48-1, got ${total}`);
  let ticket = uniform(total);
  for (const prize of table) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new RangeError(`uniform(${total}) returned an out-of-range value`);
}
