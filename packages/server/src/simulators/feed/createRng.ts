/** A seeded pseudo-random source: the simulator never calls Math.random, so a seed replays exactly. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** A Poisson count with mean `mean` (Knuth's method; the simulator's means are small). */
  poisson(mean: number): number;
  /** An independent stream for one fixture, so adding a fixture does not shift the others' draws. */
  fork(salt: number): Rng;
}

/**
 * mulberry32: a small, fast 32-bit generator with good statistical quality for simulation.
 * @example const rng = createRng(42); rng.int(1, 6)
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
    poisson(mean) {
      if (mean <= 0) return 0;
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k += 1;
        p *= next();
      }
      return k;
    },
    fork: (salt) => createRng(Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(salt, 0x85ebca6b)),
  };
  return rng;
}
