/** A final score (of the match or a period) with its probability. */
export interface Outcome {
  home: number;
  away: number;
  p: number;
}

const poissonPmf = (mean: number, max: number): number[] => {
  const pmf: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k += 1) {
    pmf.push(p);
    p *= mean / (k + 1);
  }
  return pmf;
};

/**
 * Final scores when each side adds an independent Poisson count (goals, runs, kills) to its current
 * score; the tail beyond `max` extra is dropped (negligible for the means used).
 * @example poissonOutcomes({ home: 1, away: 0 }, 0.5, 0.4, 8)
 */
export function poissonOutcomes(
  current: { home: number; away: number },
  meanHome: number,
  meanAway: number,
  max: number,
): Outcome[] {
  const home = poissonPmf(meanHome, max);
  const away = poissonPmf(meanAway, max);
  const outcomes: Outcome[] = [];
  home.forEach((ph, h) => {
    away.forEach((pa, a) => {
      outcomes.push({ home: current.home + h, away: current.away + a, p: ph * pa });
    });
  });
  return outcomes;
}

const normalPmf = (mean: number, sd: number): { value: number; p: number }[] => {
  if (sd < 0.5) return [{ value: Math.round(mean), p: 1 }];
  const from = Math.floor(mean - 4.5 * sd);
  const to = Math.ceil(mean + 4.5 * sd);
  const weights: { value: number; p: number }[] = [];
  for (let v = Math.max(0, from); v <= to; v += 1)
    weights.push({ value: v, p: Math.exp(-(((v - mean) / sd) ** 2) / 2) });
  const sum = weights.reduce((s, w) => s + w.p, 0);
  return weights.map((w) => ({ value: w.value, p: w.p / sum }));
};

/**
 * Final scores of a high-scoring game (basketball) from independent, discretised normal additions;
 * as marginal distributions of the margin and of the total, which is all its markets need.
 * @example normalMarginTotal({ home: 40, away: 38 }, 41, 40, 7)
 */
export function normalMarginTotal(
  current: { home: number; away: number },
  meanHome: number,
  meanAway: number,
  sd: number,
): { margin: Outcome[]; total: Outcome[] } {
  const combinedSd = sd * Math.SQRT2;
  const margin = normalPmf(current.home - current.away + meanHome - meanAway + 200, combinedSd).map((w) => {
    const d = w.value - 200;
    return { home: Math.max(d, 0), away: Math.max(-d, 0), p: w.p };
  });
  const total = normalPmf(current.home + current.away + meanHome + meanAway, combinedSd).map((w) => ({
    home: w.value,
    away: 0,
    p: w.p,
  }));
  return { margin, total };
}

/**
 * Final points of a race set (volleyball: to `target`, two clear) from the current points, when the
 * home side wins each rally with probability `r`. Long deuces beyond `target + 14` are dropped.
 * @example raceOutcomes({ home: 0, away: 0 }, 25, 0.52)
 */
export function raceOutcomes(current: { home: number; away: number }, target: number, r: number): Outcome[] {
  const over = (h: number, a: number) => (h >= target || a >= target) && Math.abs(h - a) >= 2;
  if (over(current.home, current.away)) return [{ ...current, p: 1 }];
  const size = Math.max(target + 14, current.home, current.away) + 2;
  // Probability of passing through (h, a), filled in order of points played.
  const mass = new Float64Array(size * size);
  mass[current.home * size + current.away] = 1;
  const done: Outcome[] = [];
  for (let played = current.home + current.away; played < 2 * size - 2; played += 1) {
    for (let h = Math.max(0, played - size + 1); h <= Math.min(played, size - 1); h += 1) {
      const a = played - h;
      const p = mass[h * size + a] ?? 0;
      if (p === 0) continue;
      if (over(h, a)) {
        done.push({ home: h, away: a, p });
        continue;
      }
      if (h + 1 < size) mass[(h + 1) * size + a] = (mass[(h + 1) * size + a] ?? 0) + p * r;
      if (a + 1 < size) mass[h * size + a + 1] = (mass[h * size + a + 1] ?? 0) + p * (1 - r);
    }
  }
  const sum = done.reduce((s, o) => s + o.p, 0);
  return done.map((o) => ({ ...o, p: o.p / sum }));
}

/**
 * Sets (maps) won at the end of a best-of match from the current sets, given the probability that the
 * home side wins the set in play (`current`) and each later set (`later(setNumber)`).
 * @example bestOfOutcomes({ home: 1, away: 0 }, 3, 0.6, () => 0.55)
 */
export function bestOfOutcomes(
  sets: { home: number; away: number },
  toWin: number,
  current: number,
  later: (setNumber: number) => number,
): Outcome[] {
  const outcomes = new Map<string, Outcome>();
  const walk = (h: number, a: number, p: number, pSet: number) => {
    if (h === toWin || a === toWin) {
      const key = `${h}:${a}`;
      const known = outcomes.get(key);
      if (known) known.p += p;
      else outcomes.set(key, { home: h, away: a, p });
      return;
    }
    const nextSet = h + a + 2;
    walk(h + 1, a, p * pSet, later(nextSet));
    walk(h, a + 1, p * (1 - pSet), later(nextSet));
  };
  walk(sets.home, sets.away, 1, current);
  return [...outcomes.values()];
}

/**
 * The probability that the home side wins: draws count half (they go to overtime or a decider).
 * @example homeWinShare([{ home: 1, away: 0, p: 0.5 }, { home: 0, away: 0, p: 0.5 }]) // 0.75
 */
export const homeWinShare = (outcomes: readonly Outcome[]): number =>
  outcomes.reduce((s, o) => s + (o.home > o.away ? o.p : o.home === o.away ? o.p / 2 : 0), 0);
