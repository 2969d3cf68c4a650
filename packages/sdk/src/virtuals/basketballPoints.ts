import { scaleWeights } from './scaleWeights';

/** Points = base + 2 × field goals (of 80 tries) + free throws (of 24 tries, 3 in 4 made). */
export const BASKETBALL_POINTS = {
  base: 15,
  fieldGoalTries: 80,
  freeThrowTries: 24,
  freeThrowRate: 75,
} as const;

const binomialShape = (n: number, rate: number): bigint[] => {
  const p = BigInt(rate);
  const q = 100n - p;
  const shape: bigint[] = [];
  let choose = 1n;
  for (let k = 0; k <= n; k += 1) {
    shape.push(choose * p ** BigInt(k) * q ** BigInt(n - k));
    choose = (choose * BigInt(n - k)) / BigInt(k + 1);
  }
  return shape;
};

const cache = new Map<number, readonly number[]>();

/**
 * A team's points table for a field-goal rate (in hundredths): the exact distribution of 2X + Y with
 * X ~ Binomial(80, rate/100) and Y ~ Binomial(24, 3/4), scaled by {@link scaleWeights}; index i is
 * 15 + i points. Mean 113, standard deviation about 9 at rate 50: a realistic game score.
 * @example basketballPoints(50).length // 185
 */
export function basketballPoints(rate: number): readonly number[] {
  const hit = cache.get(rate);
  if (hit) return hit;
  const goals = binomialShape(BASKETBALL_POINTS.fieldGoalTries, rate);
  const throws = binomialShape(BASKETBALL_POINTS.freeThrowTries, BASKETBALL_POINTS.freeThrowRate);
  const shape = new Array<bigint>(2 * goals.length + throws.length).fill(0n);
  goals.forEach((g, x) => {
    throws.forEach((t, y) => {
      shape[2 * x + y] = (shape[2 * x + y] ?? 0n) + g * t;
    });
  });
  const table = scaleWeights(shape);
  cache.set(rate, table);
  return table;
}
