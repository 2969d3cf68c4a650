import { scaleWeights } from './scaleWeights';

/** Goals a team can score in a half: the Poisson tail beyond this is folded away. */
export const MAX_HALF_GOALS = 6;

const cache = new Map<number, readonly number[]>();

/**
 * A half's goal table for a scoring rate λ = rate / 100: Poisson weights λ^k / k! for k = 0 … 6, in integers
 * (rate^k × 100^(6−k) × 6!/k!, so no float and no exp), scaled by {@link scaleWeights}.
 * @example poissonGoals(70)[0] > poissonGoals(70)[2] // true: no goal is likelier than two at λ = 0.7
 */
export function poissonGoals(rate: number): readonly number[] {
  const hit = cache.get(rate);
  if (hit) return hit;
  const a = BigInt(rate);
  const shape: bigint[] = [];
  let factorialRatio = 1n; // 6!/k!, built from k = 6 down
  for (let k = MAX_HALF_GOALS; k >= 0; k -= 1) {
    shape[k] = a ** BigInt(k) * 100n ** BigInt(MAX_HALF_GOALS - k) * factorialRatio;
    factorialRatio *= BigInt(k === 0 ? 1 : k);
  }
  const table = scaleWeights(shape);
  cache.set(rate, table);
  return table;
}
