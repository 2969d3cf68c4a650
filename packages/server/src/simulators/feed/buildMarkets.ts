import { SPORT_ID } from '@kbet/sdk';
import {
  type MarketKind,
  type MarketScope,
  marketDefinition,
  marketNameKoreanFor,
} from '../../domain/feed/marketCatalog';
import { winChance } from './priceOdds';
import type { Outcome } from './scoreOutcomes';

/** A selection the simulator offers: its odds id is `<fixtureId>_<marketId>_<code>`. */
export interface SimBet {
  id: string;
  name: string;
  line: string | null;
  baseLine: string | null;
}

export interface SimMarket {
  marketId: number;
  name: string;
  nameKorean: string;
  kind: MarketKind;
  scope: MarketScope;
  bets: SimBet[];
}

/** Lines of a market: fixed, or around the line nearest an even chance on a grid (in quarters). */
type LinePlan = { fixed: readonly number[] } | { grid: 1 | 2; offsets: readonly number[] };

const Q = (x: number) => Math.round(x * 4);
const around = (grid: 1 | 2, ...offsets: number[]): LinePlan => ({ grid, offsets: offsets.map(Q) });
const fixed = (...lines: number[]): LinePlan => ({ fixed: lines.map(Q) });

const FOOTBALL_LADDER = [-1, -0.5, -0.25, 0, 0.25, 0.5, 1];

/** Line ladders per sport and market: quarter (x.25/x.75), half and whole lines. */
const LINE_PLANS: Readonly<Record<number, Readonly<Record<number, LinePlan>>>> = {
  [SPORT_ID.FOOTBALL]: {
    2: around(2, ...FOOTBALL_LADDER),
    3: around(1, ...FOOTBALL_LADDER),
    21: fixed(0.5, 0.75, 1, 1.25, 1.5),
    64: around(1, -0.5, -0.25, 0, 0.25, 0.5),
  },
  [SPORT_ID.ICE_HOCKEY]: {
    2: around(2, ...FOOTBALL_LADDER),
    3: around(1, -1, -0.5, -0.25, 0, 0.25, 0.5, 1),
    21: fixed(0.5, 1.5, 2.5),
  },
  [SPORT_ID.BASKETBALL]: {
    2: around(2, -5, -2.5, 0, 2.5, 5),
    3: around(2, -5, -2.5, 0, 2.5, 5),
    21: around(2, -2, 0, 2),
    64: around(2, -2, 0, 2),
  },
  [SPORT_ID.BASEBALL]: {
    2: around(2, -1, -0.5, 0, 0.5, 1),
    3: around(2, -1, 0, 1),
    21: fixed(0.5, 1.5),
  },
  [SPORT_ID.VOLLEYBALL]: {
    2: fixed(3.5, 4.5),
    3: fixed(-2.5, -1.5, 1.5, 2.5),
    21: around(2, -2, 0, 2),
    64: around(2, -2, 0, 2),
  },
  [SPORT_ID.E_GAMES]: {
    2: fixed(2.5),
    3: fixed(-1.5, 1.5),
    21: around(2, -4, 0, 4),
    64: around(2, -3, 0, 3),
  },
};

const CORRECT_SCORES: Readonly<Record<number, readonly string[]>> = {
  [SPORT_ID.FOOTBALL]: Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}-${i % 5}`),
  [SPORT_ID.VOLLEYBALL]: ['3-0', '3-1', '3-2', '0-3', '1-3', '2-3'],
  [SPORT_ID.E_GAMES]: ['2-0', '2-1', '1-2', '0-2'],
};

/**
 * A line in quarter units as the feed writes it: -3 → '-0.75', 10 → '2.5', 8 → '2'.
 * @example formatLine(-1) // '-0.25'
 */
export function formatLine(quarters: number): string {
  const abs = Math.abs(quarters);
  const text = `${Math.floor(abs / 4)}${['', '.25', '.5', '.75'][abs % 4]}`;
  return quarters < 0 ? `-${text}` : text;
}

/** The grid line (quarters) whose selection is nearest an even chance: the market's main line. */
function mainLine(kind: MarketKind, grid: 1 | 2, outcomes: readonly Outcome[]): number {
  const mean = outcomes.reduce((s, o) => s + o.p * (kind === 'total' ? o.home + o.away : o.away - o.home), 0);
  const start = Math.round((mean * 4) / grid) * grid;
  let best = start;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let q = start - 8 * grid; q <= start + 8 * grid; q += grid) {
    // Half lines for half grids (x.5): a whole-number main line would push too often.
    const line = grid === 2 ? q + (Math.abs(q) % 4 === 2 ? 0 : 2) : q;
    if (kind === 'total' && line <= 0) continue;
    const chance = winChance(kind, kind === 'total' ? 'Over' : '1', formatLine(line), outcomes);
    const gap = Math.abs(chance - 0.5);
    if (gap < bestGap - 1e-12) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

function linesFor(plan: LinePlan, kind: MarketKind, outcomes: readonly Outcome[]): number[] {
  const lines =
    'fixed' in plan
      ? [...plan.fixed]
      : plan.offsets.map((offset) => mainLine(kind, plan.grid, outcomes) + offset);
  return [...new Set(lines)].filter((line) => kind !== 'total' || line > 0).sort((a, b) => a - b);
}

function selections(kind: MarketKind, sportId: number, marketId: number, lines: readonly number[]) {
  switch (kind) {
    case '1x2':
      return ['1', 'X', '2'].map((name) => ({ name, line: null, baseLine: null }));
    case '12':
      return ['1', '2'].map((name) => ({ name, line: null, baseLine: null }));
    case 'doubleChance':
      return ['1X', '12', 'X2'].map((name) => ({ name, line: null, baseLine: null }));
    case 'oddEven':
      return ['Odd', 'Even'].map((name) => ({ name, line: null, baseLine: null }));
    case 'bothScore':
      return ['Yes', 'No'].map((name) => ({ name, line: null, baseLine: null }));
    case 'correctScore':
      return (CORRECT_SCORES[sportId] ?? []).map((name) => ({ name, line: null, baseLine: null }));
    case 'total':
      return lines.flatMap((q) =>
        ['Over', 'Under'].map((name) => ({ name, line: formatLine(q), baseLine: formatLine(q) })),
      );
    case 'handicap':
      // The home line is the base line; each side carries its own ('-0.75' for 1, '0.75' for 2).
      return lines.flatMap((q) => [
        { name: '1', line: formatLine(q), baseLine: formatLine(q) },
        { name: '2', line: formatLine(-q), baseLine: formatLine(q) },
      ]);
    default:
      throw new RangeError(`No selections for market ${marketId}`);
  }
}

/**
 * The markets of a new fixture with their selections and lines, chosen once from the pre-match score
 * distributions so odds ids stay stable while prices move.
 * @example buildMarkets(12000001, 6046, [1, 2, 3], (scope, kind) => outcomes)
 */
export function buildMarkets(
  fixtureId: number,
  sportId: number,
  marketIds: readonly number[],
  outcomesFor: (scope: MarketScope, kind: MarketKind) => Outcome[],
): SimMarket[] {
  return marketIds.map((marketId) => {
    const definition = marketDefinition(marketId);
    if (!definition) throw new RangeError(`Unknown market ${marketId}`);
    const plan = LINE_PLANS[sportId]?.[marketId];
    const lines = plan ? linesFor(plan, definition.kind, outcomesFor(definition.scope, definition.kind)) : [];
    return {
      marketId,
      name: definition.name,
      nameKorean: marketNameKoreanFor(sportId, marketId),
      kind: definition.kind,
      scope: definition.scope,
      bets: selections(definition.kind, sportId, marketId, lines).map((bet, index) => ({
        id: `${fixtureId}_${marketId}_${100 + index}`,
        ...bet,
      })),
    };
  });
}
