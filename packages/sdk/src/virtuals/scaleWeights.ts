/** Tables are scaled to this total so one 32-bit word (almost always) draws a value. */
export const WEIGHT_SCALE = 2n ** 30n;

/**
 * Integer draw weights from an exact shape: floor(shape[k] × 2^30 / Σ shape). The floored table *is* the
 * model (its own total is the denominator of every probability), so draws and prices agree exactly.
 * @example scaleWeights([1n, 1n]) // [536870912, 536870912]
 */
export function scaleWeights(shape: readonly bigint[]): number[] {
  let sum = 0n;
  for (const value of shape) sum += value;
  if (sum <= 0n) throw new RangeError('scaleWeights: the shape must have a positive sum');
  return shape.map((value) => Number((value * WEIGHT_SCALE) / sum));
}

/** The total of an integer table, as a bigint. */
export const weightTotal = (weights: readonly number[]): bigint =>
  weights.reduce((sum, w) => sum + BigInt(w), 0n);
