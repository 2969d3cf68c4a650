import type { DrawStream } from './createDrawStream';
import { randomInt } from './randomInt';

/**
 * An index drawn with chance proportional to its integer weight: an integer in [0, total weight) mapped onto
 * the cumulative weights.
 * @example weightedIndex(stream, [3, 1]) // 0 three times in four, 1 once
 */
export function weightedIndex(stream: DrawStream, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`weightedIndex: weights must be non-negative integers, got ${weight}`);
    }
    total += weight;
  }
  let point = randomInt(stream, total);
  // point < total, so it falls in some weight by the last index at the latest.
  const last = weights.length - 1;
  for (let i = 0; i < last; i += 1) {
    const weight = weights[i] as number;
    if (point < weight) return i;
    point -= weight;
  }
  return last;
}
