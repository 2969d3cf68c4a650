import { weightedIndex } from '../fairness/weightedIndex';
import { BASKETBALL_POINTS, basketballPoints } from './basketballPoints';
import type { VirtualEntrant } from './virtualLeagues';
import type { VirtualMarketSpec, VirtualModel, VirtualSpace } from './virtualModel';

/** A basketball match: home and away teams. */
export interface BasketballMatch {
  readonly home: VirtualEntrant;
  readonly away: VirtualEntrant;
}

/** Final points (overtime included) and whether overtime was played. */
export interface BasketballResult {
  readonly home: number;
  readonly away: number;
  readonly overtime: boolean;
}

/** A tie after regulation goes to overtime: its winner (by strength) scores 9, the loser 5. */
export const BASKETBALL_OVERTIME = { winnerPoints: 9, loserPoints: 5 } as const;

/**
 * Each side's field-goal rate in hundredths: 30 + floor(40 × own / (own + other)), +2 at home.
 * @example basketballRates({ home: { strength: 70 }, away: { strength: 70 } }) // { home: 52, away: 50 }
 */
export function basketballRates(match: {
  home: Pick<VirtualEntrant, 'strength'>;
  away: Pick<VirtualEntrant, 'strength'>;
}): { home: number; away: number } {
  const sum = match.home.strength + match.away.strength;
  const share = (own: number) => 30 + Math.floor((40 * own) / sum);
  return { home: share(match.home.strength) + 2, away: share(match.away.strength) };
}

const spaceCache = new Map<string, VirtualSpace<BasketballResult>>();

function basketballSpace(match: BasketballMatch): VirtualSpace<BasketballResult> {
  const rates = basketballRates(match);
  const key = `${rates.home}/${rates.away}/${match.home.strength}/${match.away.strength}`;
  const hit = spaceCache.get(key);
  if (hit) return hit;
  const home = basketballPoints(rates.home);
  const away = basketballPoints(rates.away);
  const ot = BigInt(match.home.strength + match.away.strength);
  const sum = (t: readonly number[]) => t.reduce((s, w) => s + BigInt(w), 0n);
  const cells: (readonly [BasketballResult, bigint])[] = [];
  const { base } = BASKETBALL_POINTS;
  const { winnerPoints, loserPoints } = BASKETBALL_OVERTIME;
  home.forEach((wh, i) => {
    if (wh === 0) return;
    away.forEach((wa, j) => {
      if (wa === 0) return;
      const weight = BigInt(wh) * BigInt(wa);
      const h = base + i;
      const a = base + j;
      if (h !== a) {
        cells.push([{ home: h, away: a, overtime: false }, weight * ot]);
        return;
      }
      cells.push([
        { home: h + winnerPoints, away: a + loserPoints, overtime: true },
        weight * BigInt(match.home.strength),
      ]);
      cells.push([
        { home: h + loserPoints, away: a + winnerPoints, overtime: true },
        weight * BigInt(match.away.strength),
      ]);
    });
  });
  const space = { total: sum(home) * sum(away) * ot, cells };
  spaceCache.set(key, space);
  return space;
}

/** The half-point line whose over side is closest to an even chance, for a value read off each result. */
function fairLine(space: VirtualSpace<BasketballResult>, value: (r: BasketballResult) => number): number {
  const mass = new Map<number, bigint>();
  for (const [result, weight] of space.cells) {
    const v = value(result);
    mass.set(v, (mass.get(v) ?? 0n) + weight);
  }
  const values = [...mass.keys()].sort((a, b) => a - b);
  let above = space.total;
  let best = { line: 0, gap: space.total };
  for (const v of values) {
    above -= mass.get(v) ?? 0n;
    // P(value > v) against 1/2, in integers: |2 × above − total|.
    const twice = 2n * above - space.total;
    const gap = twice < 0n ? -twice : twice;
    if (gap < best.gap) best = { line: v, gap };
  }
  return best.line;
}

const lineCache = new Map<string, { handicap: number; total: number }>();

/**
 * The match's lines: the home handicap −(m + 0.5) and the total t + 0.5 closest to even chances.
 * `handicap` is m (home must win by more than m), `total` is t.
 * @example basketballLines(match) // { handicap: 3, total: 226 } → 홈 -3.5, 오버 226.5
 */
export function basketballLines(match: BasketballMatch): { handicap: number; total: number } {
  const space = basketballSpace(match);
  const key = `${match.home.strength}/${match.away.strength}`;
  const hit = lineCache.get(key);
  if (hit) return hit;
  const lines = {
    handicap: fairLine(space, (r) => r.home - r.away),
    total: fairLine(space, (r) => r.home + r.away),
  };
  lineCache.set(key, lines);
  return lines;
}

const half = (n: number) => `${n}.5`;
const signed = (n: number) => (n >= 0 ? `-${half(n)}` : `+${half(-n - 1)}`);

function basketballMarkets(match: BasketballMatch): VirtualMarketSpec<BasketballResult>[] {
  const { handicap: m, total: t } = basketballLines(match);
  return [
    { id: 'winner:home', group: 'winner', label: '홈승', wins: (r) => r.home > r.away },
    { id: 'winner:away', group: 'winner', label: '원정승', wins: (r) => r.away > r.home },
    { id: 'handicap:home', group: 'handicap', label: `홈 ${signed(m)}`, wins: (r) => r.home - r.away > m },
    {
      id: 'handicap:away',
      group: 'handicap',
      label: `원정 ${signed(-m - 1)}`,
      wins: (r) => r.home - r.away <= m,
    },
    { id: 'total:over', group: 'total', label: `오버 ${half(t)}`, wins: (r) => r.home + r.away > t },
    { id: 'total:under', group: 'total', label: `언더 ${half(t)}`, wins: (r) => r.home + r.away <= t },
  ];
}

/**
 * Basketball: home points then away points from their tables; a tie is settled by an overtime whose winner is
 * a weighted pick by strength (home, away).
 * @example basketballModel.draw(stream, match) // { home: 112, away: 104, overtime: false }
 */
export const basketballModel: VirtualModel<BasketballMatch, BasketballResult> = {
  draw(stream, match) {
    const rates = basketballRates(match);
    const home = BASKETBALL_POINTS.base + weightedIndex(stream, basketballPoints(rates.home));
    const away = BASKETBALL_POINTS.base + weightedIndex(stream, basketballPoints(rates.away));
    if (home !== away) return { home, away, overtime: false };
    const { winnerPoints, loserPoints } = BASKETBALL_OVERTIME;
    return weightedIndex(stream, [match.home.strength, match.away.strength]) === 0
      ? { home: home + winnerPoints, away: away + loserPoints, overtime: true }
      : { home: home + loserPoints, away: away + winnerPoints, overtime: true };
  },
  space: basketballSpace,
  markets: basketballMarkets,
  key: (r) => `${r.home}-${r.away}${r.overtime ? ' OT' : ''}`,
};
