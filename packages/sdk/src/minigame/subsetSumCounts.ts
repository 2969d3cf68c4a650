/**
 * How many k-element subsets of `pool` have each sum: count[s] for s = 0 … the largest sum, exact (BigInt),
 * by dynamic programming over the pool (C(70, 22) is far past 2^53, and far too many to enumerate).
 * @example subsetSumCounts([1, 2, 3], 2) // [0n, 0n, 0n, 1n, 1n, 1n, 0n]
 */
export function subsetSumCounts(pool: readonly number[], k: number): bigint[] {
  const maxSum = pool.reduce((a, b) => a + b, 0);
  // ways[j][s]: j-element subsets of the numbers seen so far with sum s.
  const ways = Array.from({ length: k + 1 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  (ways[0] as bigint[])[0] = 1n;
  for (const value of pool) {
    for (let j = k; j >= 1; j -= 1) {
      const from = ways[j - 1] as bigint[];
      const to = ways[j] as bigint[];
      for (let s = maxSum; s >= value; s -= 1) {
        const add = from[s - value] as bigint;
        if (add !== 0n) to[s] = (to[s] as bigint) + add;
      }
    }
  }
  return ways[k] as bigint[];
}
