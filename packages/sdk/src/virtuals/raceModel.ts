import { weightedIndex } from '../fairness/weightedIndex';
import type { VirtualEntrant } from './virtualLeagues';
import type { VirtualMarketSpec, VirtualModel, VirtualSpace } from './virtualModel';

/** A race: the field in saddle-cloth order (runner number i + 1 is `runners[i]`). */
export interface RaceField {
  readonly runners: readonly VirtualEntrant[];
}

/** The finishing order as runner numbers (1-based), first past the post first. */
export interface RaceResult {
  readonly order: readonly number[];
}

/** Fields of this size or more pay a place on the first three; smaller fields on the first two. */
export const RACE_PLACE_THREE_FROM = 8;

/**
 * How many runners a place bet covers in a field of this size.
 * @example racePlaces(6) // 2
 */
export const racePlaces = (fieldSize: number): number => (fieldSize >= RACE_PLACE_THREE_FROM ? 3 : 2);

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** Ordered first three of a Plackett-Luce race: P(a, b, c) = s_a/S × s_b/(S−s_a) × s_c/(S−s_a−s_b). */
function raceSpace(field: RaceField): VirtualSpace<RaceResult> {
  const s = field.runners.map((r) => BigInt(r.strength));
  const total = s.reduce((a, b) => a + b, 0n);
  const n = s.length;
  const raw: { order: number[]; num: bigint; den: bigint }[] = [];
  for (let a = 0; a < n; a += 1) {
    const sa = s[a] as bigint;
    for (let b = 0; b < n; b += 1) {
      if (b === a) continue;
      const sb = s[b] as bigint;
      for (let c = 0; c < n; c += 1) {
        if (c === a || c === b) continue;
        const sc = s[c] as bigint;
        raw.push({
          order: [a + 1, b + 1, c + 1],
          num: sa * sb * sc,
          den: total * (total - sa) * (total - sa - sb),
        });
      }
    }
  }
  // One common denominator (the lcm of every cell's), so the cells are integer weights of one total.
  let common = 1n;
  for (const cell of raw) common = (common / gcd(common, cell.den)) * cell.den;
  return {
    total: common,
    cells: raw.map((cell) => [{ order: cell.order }, (cell.num * common) / cell.den] as const),
  };
}

const spaceCache = new Map<string, VirtualSpace<RaceResult>>();
const marketCache = new Map<number, readonly VirtualMarketSpec<RaceResult>[]>();

function raceMarkets(field: RaceField): readonly VirtualMarketSpec<RaceResult>[] {
  const n = field.runners.length;
  const hit = marketCache.get(n);
  if (hit) return hit;
  const places = racePlaces(n);
  const markets: VirtualMarketSpec<RaceResult>[] = [];
  for (let i = 1; i <= n; i += 1) {
    markets.push({ id: `win:${i}`, group: 'win', label: `${i}번 우승`, wins: (r) => r.order[0] === i });
  }
  for (let i = 1; i <= n; i += 1) {
    markets.push({
      id: `place:${i}`,
      group: 'place',
      label: `${i}번 ${places}착 이내`,
      wins: (r) => r.order.slice(0, places).includes(i),
    });
  }
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= n; j += 1) {
      if (j === i) continue;
      markets.push({
        id: `forecast:${i}-${j}`,
        group: 'forecast',
        label: `쌍승 ${i}-${j}`,
        wins: (r) => r.order[0] === i && r.order[1] === j,
      });
      for (let k = 1; k <= n; k += 1) {
        if (k === i || k === j) continue;
        markets.push({
          id: `tricast:${i}-${j}-${k}`,
          group: 'tricast',
          label: `삼쌍승 ${i}-${j}-${k}`,
          wins: (r) => r.order[0] === i && r.order[1] === j && r.order[2] === k,
        });
      }
    }
  }
  marketCache.set(n, markets);
  return markets;
}

/**
 * Races (greyhounds and horses): a Plackett-Luce finishing order, each place a weighted pick by strength
 * among the runners not yet home; the whole order is drawn (the replay shows every runner).
 * @example raceModel.draw(stream, field).order // [3, 1, 6, 2, 5, 4]
 */
export const raceModel: VirtualModel<RaceField, RaceResult> = {
  draw(stream, field) {
    const left = field.runners.map((runner, i) => ({ number: i + 1, strength: runner.strength }));
    const order: number[] = [];
    while (left.length > 1) {
      const [picked] = left.splice(
        weightedIndex(
          stream,
          left.map((r) => r.strength),
        ),
        1,
      );
      order.push((picked as { number: number }).number);
    }
    order.push((left[0] as { number: number }).number);
    return { order };
  },
  space(field) {
    const key = field.runners.map((r) => r.strength).join(',');
    const hit = spaceCache.get(key);
    if (hit) return hit;
    const space = raceSpace(field);
    spaceCache.set(key, space);
    return space;
  },
  markets: raceMarkets,
  key: (r) => r.order.slice(0, 3).join('-'),
};
