import type { DrawStream } from './createDrawStream';
import { randomInt } from './randomInt';

/**
 * The first k items of a forward partial Fisher-Yates shuffle: for i = 0 … k−1, j = i + randomInt(n − i) and
 * items i and j swap. The candidates come in a fixed order (ascending numbers, or the documented card order);
 * the first k items of a full shuffle are exactly these, so a game that deals 6 cards stops after 6 steps.
 * @example drawWithoutReplacement(stream, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3) // e.g. [7, 2, 10]
 */
export function drawWithoutReplacement<T>(stream: DrawStream, candidates: readonly T[], k: number): T[] {
  const n = candidates.length;
  if (!Number.isSafeInteger(k) || k < 0 || k > n) {
    throw new RangeError(`drawWithoutReplacement: k must be an integer in [0, ${n}], got ${k}`);
  }
  const items = candidates.slice();
  for (let i = 0; i < k; i += 1) {
    const j = i + randomInt(stream, n - i);
    const item = items[i] as T;
    items[i] = items[j] as T;
    items[j] = item;
  }
  return items.slice(0, k);
}
