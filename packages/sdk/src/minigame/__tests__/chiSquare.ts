/** Pearson's chi-square of observed counts against exact weights, cells with fewer than 5 expected pooled. */
export function chiSquare(
  observed: ReadonlyMap<string, number>,
  weights: ReadonlyMap<string, bigint>,
  total: bigint,
): { statistic: number; degrees: number } {
  const draws = [...observed.values()].reduce((a, b) => a + b, 0);
  const unknown = [...observed.keys()].filter((key) => !weights.has(key));
  if (unknown.length > 0) throw new Error(`outcomes outside the space: ${unknown.slice(0, 3).join(', ')}`);
  const bins: { expected: number; observed: number }[] = [];
  let pooled = { expected: 0, observed: 0 };
  for (const [key, weight] of weights) {
    const expected = (draws * Number((weight * 1_000_000_000n) / total)) / 1_000_000_000;
    const cell = { expected, observed: observed.get(key) ?? 0 };
    if (expected >= 5) bins.push(cell);
    else pooled = { expected: pooled.expected + expected, observed: pooled.observed + cell.observed };
  }
  if (pooled.expected >= 5 || bins.length === 0) bins.push(pooled);
  else if (pooled.expected > 0) {
    bins.sort((a, b) => a.expected - b.expected);
    const smallest = bins[0] as { expected: number; observed: number };
    bins[0] = {
      expected: smallest.expected + pooled.expected,
      observed: smallest.observed + pooled.observed,
    };
  }
  const statistic = bins.reduce((sum, b) => sum + (b.observed - b.expected) ** 2 / b.expected, 0);
  return { statistic, degrees: bins.length - 1 };
}

/** The chi-square value exceeded with probability 1e-4 (Wilson-Hilferty; close enough for a pass/fail line). */
export function chiSquareCritical(degrees: number): number {
  const z = 3.719;
  const k = Math.max(degrees, 1);
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}
